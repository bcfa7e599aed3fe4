import { NotBuiltYetScreen } from '@/components/not-built-yet';

/** The generated smart bet ticket. Not built yet. */
export function SmartbetGeneratedScreen() {
  return <NotBuiltYetScreen />;
}
