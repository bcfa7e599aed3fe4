import { TICKET_FAMILIES, type OtpNavigationState, type TicketFamily } from '@/lib/ticket-families';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * The OTP screen's navigation state, checked: a ticket code and the phone the code went to are
 * required; the family falls back to the route's. Null when the page was opened without them
 * (a bookmark, a reload of an old tab, a typed URL).
 */
export function readOtpState(state: unknown, routeFamily: TicketFamily): OtpNavigationState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  const ticketCode = text(s.ticketCode);
  const msisdn = text(s.msisdn);
  if (!ticketCode || !msisdn) return null;
  const family = TICKET_FAMILIES.includes(s.family as TicketFamily)
    ? (s.family as TicketFamily)
    : routeFamily;
  return { ticketCode, msisdn, family, operator: text(s.operator), style: text(s.style) };
}
