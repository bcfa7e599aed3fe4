import { NotBuiltYetScreen } from '@/components/not-built-yet';
import type { TicketFamily } from '@/lib/ticket-families';
/** OTP confirmation after a reserve. Not built yet. */
export function OtpScreen(_props: { family: TicketFamily }) {
  return <NotBuiltYetScreen />;
}
