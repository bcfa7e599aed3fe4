/**
 * The one state every route of the demo API shares: the brand it plays the operator of, the clock,
 * the seeded catalogue and PRNG, and the stores of placed tickets, player balances, bank sessions,
 * idempotent answers and drawn images. `createDemoState(options)` makes it once per API. With a
 * store (store.ts), the kept stores (tickets, balances, bank sessions, idempotent answers, history
 * codes and tokens) are read back from it at start and every change to them is written to it.
 */
import type { IncomingMessage } from 'node:http';
import type { Booking, TelemetryBatch } from '../../../src/types/api.gen';
import { MOBILE_MONEY_PROVIDERS } from '../../../src/types/brand.gen';
import { banksFor } from './bank';
import { type Card, type Catalog, createCatalog } from './catalog';
import { createPrng, type Prng } from './prng';
import { PLAYERS } from './seed';
import { type TicketContext, type TicketRecord, seedHistory } from './tickets';
import { HttpError } from '../http-utils';
import { requestHost } from '../site-policy';
import { type Money, type MoneyBrand, marketOfHost, moneyOf } from './money';
import type { DemoStore } from './store';

/** The parts of a brand file (brands/<id>.json) the demo API reads. */
export interface BrandLike {
  id: string;
  name?: string;
  languages: string[];
  region: { currency: string; country: string };
  /**
   * The operator's money the demo API answers with (brand file `demoApi`): overrides of the
   * market's taxes, and the caps of one ticket (money.ts).
   */
  demoApi?: MoneyBrand['demoApi'];
  /**
   * Where the brand is licensed: each host's market decides its taxes (money.ts) and who may stake
   * there (sign-in.ts).
   */
  compliance?: MoneyBrand['compliance'];
  payments: { providers: string[] };
  /** The phone field's example number: seeded tickets' phones are the brand's country's. */
  phone?: { placeholder: string };
}

export interface DemoApiOptions {
  /** The brand the API plays the operator of. */
  operator: BrandLike;
  /** Clock in ms (default Date.now); tests move it to make payments complete. */
  now?: () => number;
  /** Time from payment confirmation to `open`, in ms (default 4000). */
  paymentDelayMs?: number;
  /** Seconds between two payment prompts of a ticket (default PROMPT_WAIT_S, routes/payment.ts). */
  promptWaitS?: number;
  /** Seed of the demo data (default 20240601). */
  seed?: number;
  /** Where placed tickets and the rest of what the API was told are kept (default: memory only). */
  store?: DemoStore;
}

/** The demo players (data/players.json): `/api/identify?token=` code -> starting balance. */
export const DEMO_PLAYERS = PLAYERS;

const DEFAULT_SEED = 20240601;
/** A brand without a phone example: a Kenyan number. */
const DEFAULT_PHONE = '254712345678';
/** Stores are capped so a long-running demo does not grow without bound. */
const STORE_CAP = 10_000;

/** A placing call's first successful answer, with the request body it answered. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
  request: string;
}

/** What a phone's history token (POST /api/history/access) opens. */
export interface HistoryToken {
  msisdn: string;
  expiresAt: number;
}

export interface DemoState {
  brand: BrandLike;
  now: () => number;
  catalog: Catalog;
  /** Every random choice after start-up (ticket codes, suggestions, generated bets), in order. */
  rng: Prng;
  /** The clock, payment delay and taxes that ticket statuses and money read. */
  ticketContext: TicketContext;
  /** Seconds between two payment prompts of a ticket. */
  promptWaitS?: number;
  /** The brand's payment providers. */
  providers: readonly string[];
  /** The banks of the demo bank page, for the brand's country. */
  banks: readonly string[];
  /** Placed and seeded tickets by code. */
  tickets: Kept<TicketRecord>;
  /** Player code -> balance. */
  balances: Kept<number>;
  /** Bank session token -> ticket code. */
  bankSessions: Kept<string>;
  /** Answers by `{path}\n{Idempotency-Key}`, with the request body they answered. */
  idempotent: Kept<IdempotentAnswer>;
  /** Phone -> when its last history code went out (routes/history.ts). */
  historyCodes: Kept<number>;
  /** History token -> the phone whose tickets it lists, and until when. */
  historyTokens: Kept<HistoryToken>;
  /** Booking code -> the slip it names (routes/bookings.ts). */
  bookings: Kept<Booking>;
  /** Drawn PNGs by key (team:502, league:1, preview:weekend). */
  images: Map<string, Buffer>;
  /** The telemetry batches the pages sent (routes/telemetry.ts), oldest first; memory only. */
  telemetry: TelemetryBatch[];
  /** Resolves when every change so far is on disk (at once without a store): answer after it. */
  saved: () => Promise<void>;
}

/**
 * A store of the state that outlives a restart when the API has a store: `put` and `save` write the
 * entry to it. Capped at STORE_CAP entries, the oldest dropped first.
 */
export class Kept<V> {
  private readonly map = new Map<string, V>();
  constructor(
    private readonly name: string,
    private readonly store: DemoStore | undefined,
  ) {}
  get size(): number {
    return this.map.size;
  }
  get(key: string): V | undefined {
    return this.map.get(key);
  }
  has(key: string): boolean {
    return this.map.has(key);
  }
  /** The keys, oldest first. */
  keys(): IterableIterator<string> {
    return this.map.keys();
  }
  /** Stores `value` and writes it to the store. */
  put(key: string, value: V): void {
    this.restore(key, value);
    this.store?.append({ s: this.name, k: key, v: value });
  }
  /** Writes the entry again after its value changed in place (a ticket confirmed, paid). */
  save(key: string): void {
    if (this.map.has(key)) this.store?.append({ s: this.name, k: key, v: this.map.get(key) });
  }
  /** Stores `value` without writing it: the seeds, and the entries read back from the store. */
  restore(key: string, value: V): void {
    const dropped = remember(this.map, key, value);
    if (dropped !== undefined) this.store?.append({ s: this.name, k: dropped, d: 1 });
  }
}

export function createDemoState(options: DemoApiOptions): DemoState {
  const brand = options.operator;
  const now = options.now ?? Date.now;
  const seed = options.seed ?? DEFAULT_SEED;
  const catalog = createCatalog(seed, now(), brand.region.currency);
  const rng = createPrng(seed ^ 0x5eed);
  const providers = brand.payments.providers;
  const defaultPsp =
    providers.find((p) => (MOBILE_MONEY_PROVIDERS as readonly string[]).includes(p)) ??
    (providers.includes('bank') ? 'bank' : 'mpesa');
  const banks = banksFor(brand.region.country);
  const history = seedHistory(
    catalog,
    rng,
    brand.id,
    brand.region.country,
    brand.phone?.placeholder ?? DEFAULT_PHONE,
    defaultPsp,
    banks[0] ?? 'Demo Bank',
    moneyOf(brand, marketOfHost(brand, undefined)),
  );
  const { store } = options;
  const tickets = new Kept<TicketRecord>('tickets', store);
  for (const t of history) tickets.restore(t.code, t);
  const balances = new Kept<number>('balances', store);
  for (const [player, balance] of Object.entries(DEMO_PLAYERS)) balances.restore(player, balance);
  const bankSessions = new Kept<string>('bankSessions', store);
  const idempotent = new Kept<IdempotentAnswer>('idempotent', store);
  const historyCodes = new Kept<number>('historyCodes', store);
  const historyTokens = new Kept<HistoryToken>('historyTokens', store);
  const bookings = new Kept<Booking>('bookings', store);
  const kept = new Map<string, Kept<unknown>>([
    ['tickets', tickets],
    ['balances', balances],
    ['bankSessions', bankSessions],
    ['idempotent', idempotent],
    ['historyCodes', historyCodes],
    ['historyTokens', historyTokens],
    ['bookings', bookings],
  ] as [string, Kept<unknown>][]);
  for (const { s, k, v } of store?.loaded ?? []) kept.get(s)?.restore(k, v);
  return {
    brand,
    now,
    catalog,
    rng,
    ...(options.promptWaitS !== undefined ? { promptWaitS: options.promptWaitS } : {}),
    ticketContext: {
      now,
      paymentDelayMs: options.paymentDelayMs ?? 4000,
      // A ticket's payout is reckoned by the market it was placed on (its host's).
      money: (market) => moneyOf(brand, market ?? marketOfHost(brand, undefined)),
    },
    providers,
    banks,
    tickets,
    balances,
    bankSessions,
    idempotent,
    historyCodes,
    historyTokens,
    bookings,
    images: new Map(),
    telemetry: [],
    saved: () => store?.flushed() ?? Promise.resolve(),
  };
}

/** Stores `value`, dropping the oldest entry when the store is full; returns the dropped key. */
export function remember<K, V>(map: Map<K, V>, key: K, value: V): K | undefined {
  let dropped: K | undefined;
  if (!map.has(key) && map.size >= STORE_CAP) {
    const oldest = map.keys().next();
    if (!oldest.done) {
      dropped = oldest.value;
      map.delete(dropped);
    }
  }
  map.set(key, value);
  return dropped;
}

/** The card of this code when it is of one of `families`; 404 otherwise. */
export function findCard(
  state: DemoState,
  code: string,
  families: readonly Card['family'][],
): Card {
  const card = state.catalog.cards.get(code);
  if (!card || !families.includes(card.family))
    throw new HttpError(404, { text: 'Ticket {code} not found', values: { code } });
  return card;
}

/** 409 when the card can no longer be played: disabled or expired. */
export function assertPlayable(state: DemoState, card: Card): void {
  if (card.disabled) throw new HttpError(409, 'This ticket is disabled');
  if (state.now() >= card.expiresAt) throw new HttpError(409, 'This ticket has expired');
}

/** The placed or seeded ticket of this code; 404 otherwise. */
export function ticketOr404(state: DemoState, code: string): TicketRecord {
  const t = state.tickets.get(code);
  if (!t) throw new HttpError(404, 'Ticket not found');
  return t;
}

/** 400 unless `msisdn` is the phone the ticket was reserved with. */
export function assertPhoneOf(t: TicketRecord, msisdn: string): void {
  if (t.msisdn !== msisdn.replace(/^\+/, '')) {
    throw new HttpError(400, 'The phone number does not match this ticket');
  }
}

/** The money of the market of the host a request came on (money.ts). */
export function moneyOfRequest(state: DemoState, req: IncomingMessage): Money {
  return moneyOf(state.brand, marketOfHost(state.brand, requestHost(req.headers)));
}
