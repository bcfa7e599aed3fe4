/**
 * Placing a ticket on a card: POST /api/{call}/reserve (paid by mobile money or bank) and
 * POST /api/{call}/create (paid from a player's balance). families.ts says which cards each call
 * accepts. A repeated Idempotency-Key replays the first successful answer. Answers are sent once
 * the ticket is kept (state.saved()), so a restart after an answer forgets nothing.
 */
import { randomBytes } from 'node:crypto';
import type {
  CreateRequest,
  OddsChange,
  ReserveRequest,
  TicketEvent,
  TicketType,
} from '../../../../src/types/api.gen';
import { HttpError, sendJson } from '../../http-utils';
import { requestHost } from '../../site-policy';
import { type Card, offeredMarkets } from '../catalog';
import { CODE_PREFIX, CREATE_FAMILIES, RESERVE_FAMILIES } from '../families';
import { round2, totalOdds } from '../finance';
import { assertJackpotEntry, jackpotTermsOf, poolOf } from '../jackpot';
import { oddsChangedError } from '../odds-moved';
import { assertMinimums, assertNoClash, assertWithinCaps } from '../placing-rules';
import type { Money } from '../money';
import type { RequestContext, Route } from '../route';
import { needsAccount } from '../sign-in';
import { type DemoState, assertPlayable, findCard, moneyOfRequest } from '../state';
import { STUCK_PHONE_END, type TicketRecord, networkOf, ticketEventOf } from '../tickets';

/** Checks a card can be played with these picks for `price`; returns the ticket rows. */
function checkPlacement(
  state: DemoState,
  card: Card,
  { events: picks, price }: Pick<ReserveRequest, 'events' | 'price'>,
  accept?: OddsChange,
): { events: TicketEvent[]; odds: number } {
  assertPlayable(state, card);
  const pool = poolOf(card);
  // A jackpot's entry: its one price and every event (before its picks are checked one by one).
  if (pool && 'events' in card) assertJackpotEntry(pool, card.events.length, price, picks.length);
  // A pool's prizes do not follow the odds: a move does not change what an entry can win.
  const acceptMoves = pool ? 'any' : accept;
  const offered = offeredMarkets(card);
  const seen = new Set<string>();
  const rows: TicketEvent[] = [];
  // Moved odds the player's choice does not accept (none: any move; higher: a drop).
  let refused = false;
  for (const pick of picks) {
    const key = card.family === 'superbet' ? `b${pick.bet_id}` : `e${pick.event_id}`;
    if (seen.has(key)) throw new HttpError(400, `Event ${pick.event_id} is picked more than once`);
    seen.add(key);
    const markets = offered.get(pick.event_id);
    const event = state.catalog.eventsById.get(pick.event_id);
    if (!markets || !event)
      throw new HttpError(400, `Event ${pick.event_id} is not part of ticket ${card.code}`);
    const found = markets
      .map((m) => ({ market: m.current, bet: m.current.bets.find((b) => b.id === pick.bet_id) }))
      .find((m) => m.bet);
    if (!found?.bet)
      throw new HttpError(400, `Bet ${pick.bet_id} does not belong to event ${pick.event_id}`);
    if (state.now() >= event.startsAt) {
      throw new HttpError(409, {
        text: '{match} has already started',
        values: { match: `${event.home.name} v ${event.away.name}` },
      });
    }
    const moved = found.bet.odds - pick.odds;
    if (
      Math.abs(moved) > 0.005 &&
      acceptMoves !== 'any' &&
      !(acceptMoves === 'higher' && moved > 0)
    ) {
      refused = true;
    }
    const row = ticketEventOf(event, found.market, found.bet.bet_name, found.bet.odds);
    // Placed at other odds than the slip asked: the ticket says so (docs/behaviour.md#odds-changes).
    if (Math.abs(moved) > 0.005) row.odds_asked = round2(pick.odds);
    rows.push(row);
  }
  // This browser now knows the odds moved: it is served the current ones from here on. An
  // accepted move places the ticket at the current odds.
  if (refused) throw oddsChangedError();
  assertNoClash(rows);
  const odds = totalOdds(rows.map((r) => r.odds));
  assertMinimums(card, rows.length, odds);
  return { events: rows, odds };
}

/**
 * One ticket per intent: a request repeated with its Idempotency-Key gets the first answer again;
 * the same key with another body is refused (422), as payment APIs do.
 */
async function withIdempotency(
  c: RequestContext,
  body: unknown,
  run: () => { status: number; body: unknown },
): Promise<void> {
  const header = c.req.headers['idempotency-key'];
  const key = typeof header === 'string' && header.length > 0 ? header.slice(0, 200) : undefined;
  const storeKey = key && `${c.pathname}\n${key}`;
  const request = JSON.stringify(body);
  const previous = storeKey ? c.state.idempotent.get(storeKey) : undefined;
  if (previous) {
    if (previous.request !== request) {
      throw new HttpError(
        422,
        'This Idempotency-Key was already used for another request: send a new key for a new ticket',
      );
    }
    // Not before the first answer is kept: a replay promises the same ticket.
    await c.state.saved();
    sendJson(c.reply, previous.status, previous.body, { 'Idempotent-Replayed': 'true' });
    return;
  }
  const result = run();
  // Only successes are remembered, so a corrected retry after an error can still succeed.
  if (storeKey && result.status < 300) c.state.idempotent.put(storeKey, { ...result, request });
  await c.state.saved();
  sendJson(c.reply, result.status, result.body);
}

/**
 * Stores a new ticket of checked picks on a card, under a fresh code; `paid` then says how it is
 * paid (drawn after the code, so the seeded codes stay what they were).
 */
function newTicket(
  state: DemoState,
  card: Card,
  placed: { events: TicketEvent[]; odds: number },
  body: { price: number; stake: number; atag?: string },
  money: Money,
  paid: () => Pick<
    TicketRecord,
    'payment' | 'paymentId' | 'playerId' | 'msisdn' | 'psp' | 'network' | 'bankToken' | 'stuck'
  >,
): TicketRecord {
  const type: TicketType = card.family;
  let code: string;
  do code = `${CODE_PREFIX[type]}${state.rng.chars(8)}`;
  while (state.tickets.has(code));
  // A jackpot's entry is staked and paid as its pool says, whatever was sent (jackpot.ts).
  const pool = poolOf(card);
  const terms = pool && jackpotTermsOf(pool, money);
  const record: TicketRecord = {
    code,
    type,
    operator: state.brand.id,
    createdAt: state.now(),
    price: round2(body.price),
    stake: terms ? terms.stake : round2(body.stake),
    odds: placed.odds,
    events: placed.events,
    atag: body.atag,
    ...(money.market ? { market: money.market } : {}),
    ...(terms ? { prizeTiers: terms.tiers } : {}),
    ...paid(),
  };
  state.tickets.put(record.code, record);
  return record;
}

const paymentId = (state: DemoState, psp: string): string =>
  `${psp === 'mpesa' ? 'MP' : psp === 'airtel' ? 'AM' : psp === 'wallet' ? 'WL' : 'PY'}${state.rng.chars(10)}`;

async function reserve(families: readonly Card['family'][], c: RequestContext): Promise<void> {
  const { state } = c;
  const body = c.body as ReserveRequest;
  await withIdempotency(c, body, () => {
    const card = findCard(state, body.code, families);
    if (!state.providers.includes(body.psp)) {
      throw new HttpError(400, {
        text: 'Payment provider "{psp}" is not available',
        values: { psp: body.psp },
      });
    }
    // A market whose regulator needs a verified account takes no anonymous ticket
    // (docs/compliance.md#who-may-stake): only a known player's, whatever pays it.
    if (needsAccount(state.brand, requestHost(c.req.headers))) {
      const player = body.player_id?.toUpperCase();
      if (!player || !state.balances.has(player)) {
        throw new HttpError(
          401,
          'Please sign in to bet: this market takes bets from signed-in players only',
        );
      }
    }
    const bank = body.psp === 'bank';
    if (!bank && !body.msisdn) throw new HttpError(400, 'Please enter a phone number');
    const placed = checkPlacement(state, card, body, body.odds_change);
    const money = moneyOfRequest(state, c.req);
    assertWithinCaps(money, body.price, state.brand.region.currency);
    const record = newTicket(state, card, placed, body, money, () => ({
      payment: bank ? 'bank' : body.otp === 'confirmed' ? 'mobile' : 'otp',
      msisdn: body.msisdn?.replace(/^\+/, ''),
      // A demo phone that never answers its first payment prompt (scripts/server/README.md).
      ...(!bank && body.msisdn?.endsWith(STUCK_PHONE_END) ? { stuck: true } : {}),
      playerId: body.player_id,
      psp: body.psp,
      network: bank ? undefined : networkOf(body.psp, state.brand.region.country),
      paymentId: paymentId(state, body.psp),
      bankToken: bank ? randomBytes(16).toString('hex') : undefined,
    }));
    const response: { code: string; token?: string } = { code: record.code };
    if (record.bankToken) {
      state.bankSessions.put(record.bankToken, record.code);
      response.token = record.bankToken;
    }
    return { status: 200, body: response };
  });
}

async function create(families: readonly Card['family'][], c: RequestContext): Promise<void> {
  const { state } = c;
  const body = c.body as CreateRequest;
  await withIdempotency(c, body, () => {
    const card = findCard(state, body.code, families);
    const playerId = body.player_id.toUpperCase();
    const balance = state.balances.get(playerId);
    if (balance === undefined) throw new HttpError(404, 'Unknown player');
    const placed = checkPlacement(state, card, body, body.odds_change);
    const money = moneyOfRequest(state, c.req);
    assertWithinCaps(money, body.price, state.brand.region.currency);
    const price = round2(body.price);
    if (price > balance) throw new HttpError(402, 'Not enough money');
    state.balances.put(playerId, round2(balance - price));
    const record = newTicket(state, card, placed, body, money, () => ({
      payment: 'wallet',
      playerId,
      paymentId: paymentId(state, 'wallet'),
    }));
    return { status: 200, body: { code: record.code } };
  });
}

export const placingRoutes: readonly Route[] = [
  ...Object.entries(RESERVE_FAMILIES).map(([call, families]): Route => ({
    method: 'POST',
    url: `/api/${call}/reserve`,
    body: 'reserve-request',
    handle: (c) => reserve(families, c),
  })),
  ...Object.entries(CREATE_FAMILIES).map(([call, families]): Route => ({
    method: 'POST',
    url: `/api/${call}/create`,
    body: 'create-request',
    handle: (c) => create(families, c),
  })),
];
