import { NotBuiltYetScreen } from '@/components/not-built-yet';
import type { TicketFamily } from '@/lib/ticket-families';
/** Tracking of a ticket (by family, or the public /track/:ticketCode). Not built yet. */
export function TrackingScreen(_props: { family?: TicketFamily }) {
  return <NotBuiltYetScreen />;
}
