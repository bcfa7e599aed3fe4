/**
 * The one state every route of the demo API shares: the brand it plays the operator of, the clock,
 * the seeded catalogue and PRNG, and the stores of placed tickets, player balances, bank sessions,
 * idempotent answers and drawn images. `createDemoState(options)` makes it once per API.
 */
import { MOBILE_MONEY_PROVIDERS } from '../../../src/types/brand.gen';
import { banksFor } from './bank';
import { type Card, type Catalog, createCatalog } from './catalog';
import { createPrng, type Prng } from './prng';
import { PLAYERS } from './seed';
import { type TicketContext, type TicketRecord, seedHistory } from './tickets';
import { HttpError } from '../http-utils';

/** The parts of a brand file (brands/<id>.json) the demo API reads. */
export interface BrandLike {
  id: string;
  name?: string;
  languages: string[];
  region: { currency: string; country: string };
  /** The operator's money the demo API answers with (brand file `demoApi`). */
  demoApi?: { exciseTax?: number; withholdingTax?: number };
  payments: { providers: string[] };
}

export interface DemoApiOptions {
  /** The brand the API plays the operator of. */
  operator: BrandLike;
  /** Clock in ms (default Date.now); tests move it to make payments complete. */
  now?: () => number;
  /** Time from payment confirmation to `open`, in ms (default 4000). */
  paymentDelayMs?: number;
  /** Seed of the demo data (default 20240601). */
  seed?: number;
}

/** The demo players (data/players.json): `/api/identify?token=` code -> starting balance. */
export const DEMO_PLAYERS = PLAYERS;

const DEFAULT_SEED = 20240601;
/** Stores are capped so a long-running demo does not grow without bound. */
const STORE_CAP = 10_000;

export interface DemoState {
  brand: BrandLike;
  now: () => number;
  catalog: Catalog;
  /** Every random choice after start-up (ticket codes, suggestions, generated bets), in order. */
  rng: Prng;
  /** The clock, payment delay and taxes that ticket statuses and money read. */
  ticketContext: TicketContext;
  /** The brand's payment providers. */
  providers: readonly string[];
  /** The banks of the demo bank page, for the brand's country. */
  banks: readonly string[];
  /** Placed and seeded tickets by code. */
  tickets: Map<string, TicketRecord>;
  /** Player code -> balance. */
  balances: Map<string, number>;
  /** Bank session token -> ticket code. */
  bankSessions: Map<string, string>;
  /** `{path}\n{Idempotency-Key}` -> the first successful answer. */
  /** Answers by path and Idempotency-Key, with the request body they answered. */
  idempotent: Map<string, { status: number; body: unknown; request: string }>;
  /** Drawn PNGs by key (team:502, league:1, preview:weekend). */
  images: Map<string, Buffer>;
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
    defaultPsp,
    banks[0] ?? 'Demo Bank',
  );
  return {
    brand,
    now,
    catalog,
    rng,
    ticketContext: {
      now,
      paymentDelayMs: options.paymentDelayMs ?? 4000,
      exciseTax: brand.demoApi?.exciseTax ?? 0,
      withholdingTax: brand.demoApi?.withholdingTax ?? 0,
    },
    providers,
    banks,
    tickets: new Map(history.map((t) => [t.code, t])),
    balances: new Map(Object.entries(DEMO_PLAYERS)),
    bankSessions: new Map(),
    idempotent: new Map(),
    images: new Map(),
  };
}

/** Stores `value`, dropping the oldest entry when the store is full. */
export function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  if (map.size >= STORE_CAP) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}

/** The card of this code when it is of one of `families`; 404 otherwise. */
export function findCard(
  state: DemoState,
  code: string,
  families: readonly Card['family'][],
): Card {
  const card = state.catalog.cards.get(code);
  if (!card || !families.includes(card.family))
    throw new HttpError(404, `Ticket ${code} not found`);
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
