import { NotBuiltYetScreen } from '@/components/not-built-yet';

/** Ticket history: a code entered, and tickets placed from this browser. Not built yet. */
export function HistoryScreen() {
  return <NotBuiltYetScreen />;
}
