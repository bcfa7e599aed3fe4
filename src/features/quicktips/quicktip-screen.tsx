import { NotBuiltYetScreen } from '@/components/not-built-yet';

/** A quick tip ticket. Not built yet. */
export function QuicktipScreen() {
  return <NotBuiltYetScreen />;
}
