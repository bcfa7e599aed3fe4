/**
 * Placed tickets of the demo API: their records, how their status moves with time, and the seeded
 * history covering every status (codes T-<STATUS>-1, e.g. T-WON-1, T-NOT-STARTED-1).
 */
import type {
  PrizeTier,
  Ticket,
  TicketBank,
  TicketEvent,
  TicketStatus,
  TicketType,
} from '../../../src/types/api.gen';
import { DAY, HOUR, type Catalog, type EventInfo } from './catalog';
import type { Market } from '../../../src/types/brand.gen';
import { financeDetails, type Money, totalOdds } from './finance';
import { jackpotPayout, jackpotTermsOf, poolOf, type PoolTaxes } from './jackpot';
import { createPrng, type Prng } from './prng';
import { HISTORY, MARKET_CODES, MARKETS } from './seed';
import { teamOf } from './shapes';

/**
 * How the ticket is paid, which decides how its status moves:
 * - otp: reserved by phone (the seeded T-NEW-1 too), `new` until the OTP is confirmed, then `reserved`, then `open` after
 *   the payment delay;
 * - mobile: reserved with a phone token (otp "confirmed"), `reserved` then `open` after the delay;
 * - bank: `reserved` until the demo bank page approves it, then `open`;
 * - wallet: created from a player's balance, `open` at once;
 * - fixed: a seeded historical ticket whose status never moves.
 */
export type PaymentKind = 'otp' | 'mobile' | 'bank' | 'wallet' | 'fixed';

export interface TicketRecord {
  code: string;
  type: TicketType;
  operator: string;
  createdAt: number;
  price: number;
  stake: number;
  odds: number;
  events: TicketEvent[];
  payment: PaymentKind;
  fixedStatus?: TicketStatus;
  fixedPayout?: number;
  msisdn?: string;
  playerId?: string;
  psp?: string;
  network?: string;
  paymentId: string;
  otpConfirmedAt?: number;
  /** When the last SMS code went out (the reserve, then each resend); createdAt when unset. */
  otpSentAt?: number;
  /**
   * A mobile-money payment whose first prompt the player never answers (a demo phone ending in
   * STUCK_PHONE_END, and T-PENDING-1): it waits until the prompt is sent again.
   */
  stuck?: boolean;
  /** When the payment prompt was last sent again (POST /api/tickets/{code}/payment-prompt). */
  promptAt?: number;
  /** When the player canceled the ticket while it awaited its payment. */
  canceledAt?: number;
  /** The status it shows while it awaits its payment: `reserved` unless it says `pending`. */
  waiting?: 'pending';
  bankToken?: string;
  bankApprovedAt?: number;
  bank?: TicketBank;
  atag?: string;
  disabled?: boolean;
  /** The market of the host it was placed on, whose taxes its payout bears. */
  market?: Market;
  /** A jackpot's prizes by correct picks, as its pool was priced when it was placed (jackpot.ts). */
  prizeTiers?: PrizeTier[];
}

export interface TicketContext {
  now: () => number;
  paymentDelayMs: number;
  /** The taxes and cap of a market (the brand's default market when the ticket names none). */
  money: (market: Market | undefined) => Money;
}

/** A demo phone whose number ends so never answers a ticket's first payment prompt. */
export const STUCK_PHONE_END = '0000';

/**
 * A mobile-money payment asked for at `asked` (the prompt went out): approved on the phone after
 * the payment delay, unless the player never answers the first prompt (`stuck`), when it waits
 * for the prompt to be sent again.
 */
function mobileStatus(t: TicketRecord, asked: number, ctx: TicketContext): TicketStatus {
  const prompted = t.promptAt ?? (t.stuck ? undefined : asked);
  if (prompted !== undefined && ctx.now() >= prompted + ctx.paymentDelayMs) return 'open';
  return t.waiting ?? 'reserved';
}

/** The status of a ticket at `now`, but for its cancel. */
function paymentStatusOf(t: TicketRecord, ctx: TicketContext): TicketStatus {
  switch (t.payment) {
    case 'fixed':
      return t.fixedStatus ?? 'open';
    case 'wallet':
      return 'open';
    case 'otp':
      if (t.otpConfirmedAt === undefined) return 'new';
      return mobileStatus(t, t.otpConfirmedAt, ctx);
    case 'mobile':
      return mobileStatus(t, t.createdAt, ctx);
    case 'bank':
      return t.bankApprovedAt !== undefined ? 'open' : 'reserved';
  }
}

/** The status of a ticket at `now`: canceled once the player canceled it, else its payment's. */
export function statusOf(t: TicketRecord, ctx: TicketContext): TicketStatus {
  return t.canceledAt !== undefined ? 'canceled' : paymentStatusOf(t, ctx);
}

/** Masks a phone number: 254712345678 -> 2547*****678. */
export function maskMsisdn(msisdn: string): string {
  const digits = msisdn.replace(/^\+/, '');
  if (digits.length <= 7) return digits;
  return `${digits.slice(0, 4)}${'*'.repeat(digits.length - 7)}${digits.slice(-3)}`;
}

/** The mobile money network of a provider in a country. */
export function networkOf(psp: string, country: string): string | undefined {
  switch (psp) {
    case 'mpesa':
      return country === 'TZ' ? 'Vodacom' : country === 'KE' ? 'Safaricom' : 'M-Pesa';
    case 'airtel':
      return 'Airtel';
    case 'tigo':
      return 'Tigo';
    case 'halopesa':
      return 'Halotel';
    case 'tpesa':
      return 'TTCL';
    case 'ezypesa':
      return 'Zantel';
    default:
      return undefined;
  }
}

/** How many of a ticket's picks are won. */
const correctOf = (t: TicketRecord): number => t.events.filter((e) => e.result === 'won').length;

/** What a ticket pays and its withholding tax: a product of odds, or a jackpot's tier. */
function payoutOf(t: TicketRecord, status: TicketStatus, ctx: TicketContext) {
  if (t.prizeTiers) {
    const { payout, wht } = jackpotPayout(t.prizeTiers, status, correctOf(t), t.price);
    return { finalPayout: t.fixedPayout ?? payout, wht };
  }
  const fin = financeDetails(
    t.price,
    t.events.map((e) => e.odds),
    ctx.money(t.market),
  );
  let finalPayout = fin.net_payout;
  let wht = fin.wht_amount;
  if (t.fixedPayout !== undefined) finalPayout = t.fixedPayout;
  else if (status === 'lost' || status === 'canceled') finalPayout = 0;
  else if (status === 'void') finalPayout = t.price;
  if (finalPayout === 0 || status === 'void') wht = 0;
  return { finalPayout, wht };
}

/** The API shape of a ticket at `now`. */
export function ticketOf(t: TicketRecord, ctx: TicketContext): Ticket {
  const status = statusOf(t, ctx);
  const { finalPayout, wht } = payoutOf(t, status, ctx);
  const out: Ticket = {
    code: t.code,
    type: t.type,
    status,
    operator: t.operator,
    odds: t.odds,
    price: t.price,
    stake: t.stake,
    final_payout: finalPayout,
    wht,
    created_at: new Date(t.createdAt).toISOString(),
    events: t.events,
  };
  const player = t.msisdn ? maskMsisdn(t.msisdn) : t.playerId;
  if (player) out.player = player;
  if (t.network) out.network = t.network;
  const paid = status !== 'new' && status !== 'reserved' && status !== 'canceled';
  if (paid && t.payment !== 'bank') out.payment_id = t.paymentId;
  if (t.bank && t.bankApprovedAt !== undefined) out.bank = t.bank;
  else if (t.bank && t.payment === 'fixed') out.bank = t.bank;
  if (t.disabled) out.disabled = true;
  if (t.prizeTiers) {
    out.prize_tiers = t.prizeTiers;
    if (t.events.every((e) => e.result)) out.correct = correctOf(t);
  }
  if (t.events.some((e) => e.odds_asked !== undefined)) {
    // What the slip asked, reckoned as the payout is: the player sees what moved, from what to what.
    const asked = t.events.map((e) => e.odds_asked ?? e.odds);
    out.odds_asked = totalOdds(asked);
    out.payout_asked = financeDetails(t.price, asked, ctx.money(t.market)).net_payout;
  }
  return out;
}

/** What a ticket event row says of its market: code, name and line, as the card served them. */
type MarketOfRow = Pick<TicketEvent, 'market_name'> & { market_code: string; line_name: string };

/** A ticket event row of a pick on a catalogue event, with its kick-off. */
export function ticketEventOf(
  event: Pick<EventInfo, 'id' | 'home' | 'away' | 'startsAt'>,
  market: MarketOfRow,
  betName: string,
  odds: number,
  result: string | null = null,
): TicketEvent {
  return {
    event_id: event.id,
    home_team: teamOf(event.home),
    away_team: teamOf(event.away),
    starts: new Date(event.startsAt).toISOString(),
    market_code: market.market_code,
    line_name: market.line_name,
    market_name: market.market_name,
    bet_name: betName,
    odds,
    result,
  };
}

/** A past pick's market (history.json names it) with its code and line from markets.json. */
function pastMarket(name: string): MarketOfRow {
  const code = MARKET_CODES.find((c) => MARKETS[c].name === name);
  const line = code ? MARKETS[code].line : '';
  return {
    market_code: code ?? '',
    market_name: name,
    line_name: typeof line === 'string' ? line : '',
  };
}

/** The kick-off of the `index`th past match of a settled ticket placed at `placedAt`: after it. */
const pastKickOff = (placedAt: number, index: number): number =>
  placedAt + (2 + (index % 4)) * HOUR;

/** The code of the seeded historical ticket of a status, e.g. T-NOT-STARTED-1. */
export const historyCode = (status: TicketStatus): string =>
  `T-${status.toUpperCase().replace(/_/g, '-')}-1`;

/** The jackpot whose pool the seeded jackpot tickets were played on. */
const HISTORY_JACKPOT = 'JP-601';

/**
 * A seeded settled jackpot ticket on HISTORY_JACKPOT's pool: every event picked on past matches
 * (event ids 9501+), `missed` of them lost (all void when the ticket is), priced with `taxes`.
 */
function pastJackpot(
  catalog: Catalog,
  rng: Prng,
  status: TicketStatus,
  missed: number,
  taxes: PoolTaxes,
  placedAt: number,
): Pick<TicketRecord, 'events' | 'price' | 'stake' | 'odds' | 'prizeTiers'> | undefined {
  const card = catalog.cards.get(HISTORY_JACKPOT);
  const pool = card && poolOf(card);
  if (!card || !pool || !('events' in card)) return undefined;
  const teams = [...catalog.teams.values()];
  const events = card.events.map((_, i) => {
    const [home, away] = rng.shuffle(teams) as [EventInfo['home'], EventInfo['home']];
    const result = status === 'void' ? 'void' : i < missed ? 'lost' : 'won';
    return ticketEventOf(
      { id: 9501 + i, home, away, startsAt: pastKickOff(placedAt, i) },
      pastMarket('Match Result'),
      rng.pick(['1', 'X', '2']),
      Math.round(rng.range(1.3, 3.2) * 100) / 100,
      result,
    );
  });
  const terms = jackpotTermsOf(pool, taxes);
  return {
    events,
    price: terms.price,
    stake: terms.stake,
    odds: totalOdds(events.map((e) => e.odds)),
    prizeTiers: terms.tiers,
  };
}

/**
 * How a seeded ticket of a status is paid: the `new` one awaits its SMS code like a phone reserve
 * does, so it can be confirmed; the `pending` one is a mobile-money payment whose prompt was never
 * answered (sent again, paid by paybill or canceled: docs/behaviour.md#tracking); the rest never move.
 */
function seededPayment(
  status: TicketStatus,
  bankPaid: boolean,
): Pick<TicketRecord, 'payment' | 'fixedStatus' | 'stuck' | 'waiting'> {
  if (status === 'new') return { payment: 'otp' };
  if (status === 'pending' && !bankPaid)
    return { payment: 'mobile', stuck: true, waiting: 'pending' };
  return { payment: 'fixed', fixedStatus: status };
}

/** How many picks a seeded jackpot ticket of a status missed: a lost one falls below every tier. */
const JACKPOT_MISSED: Partial<Record<TicketStatus, number>> = { lost: 4, void: 0 };

/**
 * Seeds one historical ticket per status. Settled ones are on past matches (event ids 9001+,
 * with results per pick); the others on upcoming catalogue events (results null). A settled
 * jackpot is played on JP-601's pool and paid by the tier it reached (12 of 13 but when lost);
 * T-JACKPOT-WON-1 is a won jackpot with 12 of 13 correct.
 */
export function seedHistory(
  catalog: Catalog,
  rng: Prng,
  operator: string,
  country: string,
  phoneExample: string,
  psp: string,
  bank: string,
  taxes: PoolTaxes = { ext: 0, wht: 0 },
): TicketRecord[] {
  // Its own sequence, so the other seeded tickets stay what they were before jackpots were pools.
  const jackpotRng = createPrng(601);
  // The example's first digits (country code and network) and 8 of the ticket's own.
  const phoneOf = (i: number) =>
    phoneExample.slice(0, -8) + String(10_000_000 + i * 1_234_567).slice(0, 8);
  const teams = [...catalog.teams.values()];
  let pastId = 9001;
  const seeded = HISTORY.statuses.map((status, i): TicketRecord => {
    const results = HISTORY.settled[status];
    const createdAt = catalog.startedAt - (results ? 3 * DAY + i * HOUR : (i + 1) * HOUR);
    let events: TicketEvent[];
    if (results) {
      events = results.map((result, k) => {
        const [home, away] = rng.shuffle(teams) as [EventInfo['home'], EventInfo['home']];
        const [marketName, betName] = rng.pick(HISTORY.pastPicks);
        return ticketEventOf(
          { id: pastId++, home, away, startsAt: pastKickOff(createdAt, k) },
          pastMarket(marketName),
          betName,
          Math.round(rng.range(1.3, 3.2) * 100) / 100,
          result,
        );
      });
    } else {
      events = rng
        .shuffle(catalog.events)
        .slice(0, 3 + (i % 3))
        .map((e) => {
          const market = rng.pick(Object.values(e.markets));
          const bet = rng.pick(market.bets);
          return ticketEventOf(e, market, bet.bet_name, bet.odds);
        });
    }
    const price = HISTORY.prices[i % HISTORY.prices.length] as number;
    const bankPaid = status === 'won' || psp === 'bank';
    const byPhone = i % 2 === 0 || status === 'new';
    const record: TicketRecord = {
      code: historyCode(status),
      type: HISTORY.types[i % HISTORY.types.length] as TicketType,
      operator,
      createdAt,
      price,
      stake: price,
      odds: totalOdds(events.map((e) => e.odds)),
      events,
      ...seededPayment(status, bankPaid),
      msisdn: byPhone ? phoneOf(i) : undefined,
      playerId: byPhone ? undefined : 'PLAYER1',
      psp: bankPaid ? 'bank' : psp,
      network: bankPaid ? undefined : networkOf(psp, country),
      paymentId: `${bankPaid ? 'PY' : 'MP'}${rng.chars(10)}`,
    };
    if (bankPaid && status !== 'new' && status !== 'reserved') {
      record.bank = {
        bank,
        account: HISTORY.bankAccount,
        transaction: `TRX${rng.chars(10)}`,
        reference: record.code,
      };
    }
    const jackpot =
      record.type === 'jackpot' && results
        ? pastJackpot(catalog, jackpotRng, status, JACKPOT_MISSED[status] ?? 1, taxes, createdAt)
        : undefined;
    return jackpot ? { ...record, ...jackpot } : record;
  });
  const won = seeded.find((t) => t.code === historyCode('won'));
  const jackpot = won && pastJackpot(catalog, jackpotRng, 'won', 1, taxes, won.createdAt);
  return won && jackpot ? [...seeded, wonJackpot(won, jackpot)] : seeded;
}

/** T-JACKPOT-WON-1: paid as T-WON-1 is, a jackpot with 12 of 13 correct. */
function wonJackpot(won: TicketRecord, jackpot: Partial<TicketRecord>): TicketRecord {
  const code = 'T-JACKPOT-WON-1';
  const bank = won.bank && { ...won.bank, reference: code };
  return { ...won, code, type: 'jackpot', ...jackpot, ...(bank ? { bank } : {}) };
}
