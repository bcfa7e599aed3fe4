import type { TicketType } from '@/types/api.gen';

/** The six ticket families a player can place. */
export type TicketFamily =
  'quickbetx' | 'quickbet' | 'jackpot' | 'quicktip' | 'smartbet' | 'superbet';

export const TICKET_FAMILIES: readonly TicketFamily[] = [
  'quicktip',
  'smartbet',
  'superbet',
  'quickbet',
  'jackpot',
  'quickbetx',
];

const enc = encodeURIComponent;

/** Where each family's OTP and tracking screens are (spec section 2). */
export const FAMILY_ROUTES: Record<
  TicketFamily,
  { otp: string; tracking: (code: string) => string }
> = {
  quickbetx: { otp: '/quickbetx/otp', tracking: (c) => `/quickbetx/tracking/${enc(c)}` },
  quickbet: { otp: '/quickbet/otp', tracking: (c) => `/quickbet/tracking/${enc(c)}` },
  jackpot: { otp: '/jackpots/otp', tracking: (c) => `/jackpots/tracking/${enc(c)}` },
  quicktip: { otp: '/quicktip/otp', tracking: (c) => `/quicktips/tracking/${enc(c)}` },
  smartbet: { otp: '/smartbet/otp', tracking: (c) => `/smartbet/tracking/${enc(c)}` },
  superbet: { otp: '/superbet/otp', tracking: (c) => `/superbet/tracking/${enc(c)}` },
};

/** The public tracking page of any ticket (what is shared, and where bank payments land). */
export const trackPath = (code: string) => `/track/${enc(code)}`;

/** The family a ticket of the API belongs to (quick tip X tickets are quick tips). */
export function familyOfTicketType(type: TicketType): TicketFamily {
  return type === 'quicktipx' ? 'quicktip' : type;
}

/**
 * What the OTP screen is given in navigation state after a reserve (spec: style, ticket code
 * and operator; plus the phone the code was sent to and the family, to confirm and move on).
 */
export interface OtpNavigationState {
  ticketCode: string;
  operator: string;
  style: string;
  msisdn: string;
  family: TicketFamily;
}
