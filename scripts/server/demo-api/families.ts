/**
 * Everything of the demo API that is keyed by ticket family, in one place: the lobby families,
 * which families each placing call accepts, which cards take suggested picks, and the prefix of
 * a placed ticket's code. Self-contained on purpose (it imports no other module of the demo API),
 * so a project-wide family registry can take its place; the list of families is already the
 * front end's (src/lib/ticket-families.ts).
 */
import { TICKET_FAMILIES, type TicketFamily } from '../../../src/lib/ticket-families';
import type { TicketType } from '../../../src/types/api.gen';

/** The families of the lobby, in its order (the front end's): each has `/api/{family}_cards`
 * and `/api/{family}_cards/{code}`. */
export type Family = TicketFamily;
export const FAMILIES: readonly Family[] = TICKET_FAMILIES;

/** `POST /api/{call}/reserve`: the card families each call accepts. */
export const RESERVE_FAMILIES: Readonly<Record<string, readonly TicketType[]>> = {
  quickbetxs: ['quickbetx', 'quickbet'],
  quickbets: ['quickbet'],
  quicktips: ['quicktip', 'quicktipx', 'superbet'],
  jackpots: ['jackpot'],
};

/** `POST /api/{call}/create`: the card families each call accepts. */
export const CREATE_FAMILIES: Readonly<Record<string, readonly TicketType[]>> = {
  quickbetxs: ['quickbetx', 'quickbet'],
  // A generated tip (quicktipx) is created through its own call only.
  quicktips: ['quicktip', 'superbet'],
  jackpots: ['jackpot'],
  quicktipxs: ['quicktipx'],
};

/** `POST /api/jackpots/pick-bets`: the families whose cards it suggests picks for. */
export const PICK_FAMILIES: readonly TicketType[] = ['jackpot', 'quickbet', 'quickbetx'];

/** The first letters of a placed ticket's code, by its family. */
export const CODE_PREFIX: Readonly<Record<TicketType, string>> = {
  quickbetx: 'QX',
  quickbet: 'QB',
  quicktip: 'QT',
  quicktipx: 'TX',
  jackpot: 'JP',
  superbet: 'SP',
  smartbet: 'SM',
};
