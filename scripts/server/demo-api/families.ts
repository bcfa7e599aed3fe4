/**
 * The demo API's view of the ticket families, derived from the one registry the front end reads
 * (src/lib/families.ts): the lobby families, which card types each placing call accepts, and the
 * prefix of a placed ticket's code.
 */
import { FAMILIES as REGISTRY } from '../../../src/lib/families';
import type { TicketType } from '../../../src/types/api.gen';

/** The families of the lobby, in its order: each has `/api/{family}_cards` and `/{code}`. */
export type Family = TicketType;
export const FAMILIES: readonly Family[] = REGISTRY.map((f) => f.id as Family);

/** The calls of one kind (`reserve`, `create`, `pickBets`) with the ticket types each accepts. */
function acceptedBy(call: 'reserve' | 'create' | 'pickBets') {
  const out: Record<string, TicketType[]> = {};
  for (const family of REGISTRY) {
    const name = family[call];
    if (!name) continue;
    (out[name] ??= []).push(...(Object.keys(family.ticketTypes) as TicketType[]));
  }
  return out;
}

/** `POST /api/{call}/reserve`: the card types each call accepts. */
export const RESERVE_FAMILIES: Readonly<Record<string, readonly TicketType[]>> =
  acceptedBy('reserve');

/** `POST /api/{call}/create`: the card types each call accepts. */
export const CREATE_FAMILIES: Readonly<Record<string, readonly TicketType[]>> =
  acceptedBy('create');

/** `POST /api/{call}/pick-bets`: the card types each call suggests picks for. */
export const PICK_FAMILIES: Readonly<Record<string, readonly TicketType[]>> =
  acceptedBy('pickBets');

/** The first letters of a placed ticket's code, by its type. */
export const CODE_PREFIX: Readonly<Record<string, string>> = Object.assign(
  {},
  ...REGISTRY.map((f) => f.ticketTypes),
) as Record<string, string>;
