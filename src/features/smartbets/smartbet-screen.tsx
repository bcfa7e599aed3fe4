import { NotBuiltYetScreen } from '@/components/not-built-yet';

/** A smart bet card and its inputs. Not built yet. */
export function SmartbetScreen() {
  return <NotBuiltYetScreen />;
}
