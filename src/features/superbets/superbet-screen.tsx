import { NotBuiltYetScreen } from '@/components/not-built-yet';

/** A super bet ticket. Not built yet. */
export function SuperbetScreen() {
  return <NotBuiltYetScreen />;
}
