import { familyById, type OtpNavigationState } from '@/lib/families';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * The OTP screen's navigation state, checked: a ticket code and the phone the code went to are
 * required; the family falls back to the route's. Null when the page was opened without them
 * (a bookmark, a reload of an old tab, a typed URL).
 */
export function readOtpState(state: unknown, routeFamily: string): OtpNavigationState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  const ticketCode = text(s.ticketCode);
  const msisdn = text(s.msisdn);
  if (!ticketCode || !msisdn) return null;
  const family = typeof s.family === 'string' && familyById(s.family) ? s.family : routeFamily;
  return { ticketCode, msisdn, family, operator: text(s.operator), style: text(s.style) };
}
