/**
 * Booking codes (docs/behaviour.md#booking-codes):
 * POST /api/bookings {type, code, picks}: a code for a slip of a builder ticket, its picks checked
 * against the card (400 for a pick it does not offer); {placed}: a code for a placed ticket's
 * picks still offered on an open card of its family (Play these picks again; 409 when none is).
 * GET /api/bookings/{code}: the slip a code names (404 for a code nobody made). A code is 6
 * characters without 0, O, 1 or I, and names picks only: nothing of the player who made it.
 */
import { randomInt } from 'node:crypto';
import type { BetSelection, Booking, BookingRequest } from '../../../../src/types/api.gen';
import { HttpError, sendJson } from '../../http-utils';
import { type SwipeCard, servedMarket } from '../catalog';
import type { Route } from '../route';
import type { BuilderFamily } from '../seed';
import { type DemoState, findCard } from '../state';

/** The families a slip is built in: those of the swipe deck and the click list. */
const BOOKABLE: readonly BuilderFamily[] = ['quickbetx', 'quickbet', 'jackpot'];
/** Read aloud or typed from a screenshot without doubt: no 0/O, no 1/I. */
export const BOOKING_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const BOOKING_LENGTH = 6;

function newCode(state: DemoState): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < BOOKING_LENGTH; i++) {
      // Not the demo's seeded draw: a code nobody can guess from the last one.
      code += BOOKING_ALPHABET[randomInt(BOOKING_ALPHABET.length)];
    }
    if (!state.bookings.has(code)) return code;
  }
}

const isBookable = (type: string): type is BuilderFamily =>
  (BOOKABLE as readonly string[]).includes(type);

/** The slip's picks, each one an event and bet the card offers (400 otherwise). */
function checkedPicks(card: SwipeCard, picks: readonly BetSelection[]): BetSelection[] {
  const seen = new Set<number>();
  return picks.map((pick) => {
    const ce = card.events.find((e) => e.event.id === pick.event_id);
    const bet = ce && servedMarket(ce).bets.find((b) => b.id === pick.bet_id);
    if (!bet) throw new HttpError(400, `Event ${pick.event_id} has no bet ${pick.bet_id} here`);
    if (seen.has(pick.event_id)) throw new HttpError(400, 'One pick per event');
    seen.add(pick.event_id);
    return { event_id: pick.event_id, bet_id: pick.bet_id, odds: pick.odds };
  });
}

type Slip = Omit<Booking, 'booking' | 'created_at'>;
type Picks = Booking['picks'];

/** A placed ticket's picks on the open card of its family that offers the most of them. */
function replayed(state: DemoState, placed: string): Slip {
  const ticket = state.tickets.get(placed);
  if (!ticket)
    throw new HttpError(404, { text: 'Ticket {code} not found', values: { code: placed } });
  if (!isBookable(ticket.type)) throw new HttpError(409, 'These picks cannot be played again');
  let best: { card: SwipeCard; picks: BetSelection[] } | undefined;
  for (const code of state.catalog.lists[ticket.type]) {
    const card = state.catalog.cards.get(code) as SwipeCard;
    if (card.disabled || state.now() >= card.expiresAt) continue;
    const picks = ticket.events.flatMap((te): BetSelection[] => {
      const ce = card.events.find(
        (e) => e.event.id === te.event_id && state.now() < e.event.startsAt,
      );
      const market = ce && servedMarket(ce);
      const bet = market?.bets.find((b) => b.bet_name === te.bet_name);
      return market && bet && (!te.market_code || te.market_code === market.market_code)
        ? [{ event_id: te.event_id, bet_id: bet.id, odds: bet.odds }]
        : [];
    });
    if (picks.length && picks.length > (best?.picks.length ?? 0)) best = { card, picks };
  }
  if (!best) throw new HttpError(409, 'None of these events can be played any more');
  return {
    type: ticket.type,
    code: best.card.code,
    picks: best.picks as Picks,
    left_out: ticket.events.length - best.picks.length,
  };
}

function slipOf(state: DemoState, body: BookingRequest): Slip {
  if (body.placed !== undefined) {
    if (body.type !== undefined || body.code !== undefined || body.picks !== undefined) {
      throw new HttpError(400, 'Send either placed, or type, code and picks');
    }
    return replayed(state, body.placed);
  }
  if (body.type === undefined || body.code === undefined || body.picks === undefined) {
    throw new HttpError(400, 'type, code and picks are required');
  }
  if (!isBookable(body.type)) throw new HttpError(400, `A ${body.type} slip has no booking code`);
  const card = findCard(state, body.code, [body.type]) as SwipeCard;
  return { type: body.type, code: card.code, picks: checkedPicks(card, body.picks) as Picks };
}

export const bookingRoutes: readonly Route[] = [
  {
    method: 'POST',
    url: '/api/bookings',
    body: 'booking-request',
    handle: async ({ state, reply, body }) => {
      const booking: Booking = {
        booking: newCode(state),
        ...slipOf(state, body as BookingRequest),
        created_at: new Date(state.now()).toISOString(),
      };
      state.bookings.put(booking.booking, booking);
      await state.saved();
      sendJson(reply, 200, booking);
    },
  },
  {
    method: 'GET',
    url: '/api/bookings/:code',
    handle: ({ state, reply, params }) => {
      // Typed by hand: small letters and spaces around are the same code.
      const code = String(params.code).trim().toUpperCase();
      const booking = state.bookings.get(code);
      if (!booking) {
        throw new HttpError(404, { text: 'No slip has the booking code {code}', values: { code } });
      }
      sendJson(reply, 200, booking);
    },
  },
];
