/**
 * The demo API's seeded catalogue: leagues, clubs, upcoming events with their markets, and the
 * published tickets of the families of the registry (src/lib/family-list.ts; a family whose cards
 * are not its own kind is a ticket builder's, SwipeCard). The seed data is in `data/`
 * (leagues.json, derbies.json, markets.json, cards.json, stakes.json, templates.json); this module
 * turns it into events and cards with a seeded PRNG and the time the API started, so two runs
 * with the same seed serve the same data (shifted in time). The API shapes of what it builds are
 * in shapes.ts.
 *
 * Special cards (data/cards.json; see also scripts/server/README.md):
 * - QBX-101 allow_skip, expires in under a day
 * - QBX-102 open_stake and min_ticket_odds 10
 * - QBX-103 stale odds: its FIRST event is served with odds 0.20 above the current ones, so
 *   reserving any pick on it answers code 104; its preview image is missing (404: "late-kickoffs"
 *   is not in data/previews.json)
 * - QBX-104 min_ticket_events_count 12 with 8 events (the not-enough-events hint)
 * - QBX-105 expired
 * - QB-503 disabled
 * - JP-601, JP-602, JP-603 jackpots (pools): one entry price, every event picked, prizes by
 *   correct picks (jackpotPrice, bonusTiers)
 * - AFC Leopards (team 502, super bet SP-402) has no crest (404; `"crest": false` in leagues.json)
 * - Unlisted (`"listed": false`: not in the lobby, served by code): QT-205, SB-304 and SP-405
 *   expired; QT-206, SB-305 and SP-406 disabled
 */
import type { Bet, Market, QuickbetxCard } from '../../../src/types/api.gen';
import { round2 } from '../../../src/lib/odds';
import { FAMILIES, type Family } from './families';
import { createPrng, type Prng } from './prng';
import {
  type BuilderFamily,
  CARDS,
  DERBIES,
  type CardSeed,
  type EventChoice,
  LEAGUES,
  MARKET_CODES,
  MARKETS,
  type MarketCode,
  STAKES,
  TEMPLATES,
} from './seed';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface TeamInfo {
  id: number;
  name: string;
  colors: readonly [string, string];
  rating: number;
  hasLogo: boolean;
}

export interface LeagueInfo {
  id: number;
  name: string;
  colors: readonly [string, string];
  teams: TeamInfo[];
}

export interface EventInfo {
  id: number;
  home: TeamInfo;
  away: TeamInfo;
  league: LeagueInfo;
  startsAt: number;
  markets: Record<MarketCode, Market>;
}

/** One event of a card with the market offered on it; `stale` serves odds that are out of date. */
export interface CardEvent {
  event: EventInfo;
  market: MarketCode;
  stale?: boolean;
}

/** One fixed pick: an event, a market and the index of the picked bet. */
export interface CardPick {
  event: EventInfo;
  market: MarketCode;
  bet: number;
}

interface CardBase {
  code: string;
  title: string;
  expiresAt: number;
  disabled?: boolean;
}

export interface SwipeCard extends CardBase {
  family: BuilderFamily;
  preview?: string;
  events: CardEvent[];
  template: QuickbetxCard['template'];
  stakes: number[];
  prices: number[];
  openStake: boolean;
  allowSkip: boolean;
  minEvents: number;
  minOdds: number;
  jackpotAmount?: number;
  /** A jackpot's pool: its one entry price and its prizes by correct picks, the jackpot first. */
  jackpot?: JackpotPool;
}

/** A jackpot's pool as seeded (jackpot.ts adds the taxes of the brand it is served to). */
export interface JackpotPool {
  price: number;
  tiers: { correct: number; prize: number }[];
}

export interface TipCard extends CardBase {
  family: 'quicktip' | 'quicktipx';
  picks: CardPick[];
  prices: number[];
}

export interface SmartCard extends CardBase {
  family: 'smartbet';
  preview: string;
  prices: number[];
}

export interface SuperCard extends CardBase {
  family: 'superbet';
  event: EventInfo;
  prices: number[];
}

export type Card = SwipeCard | TipCard | SmartCard | SuperCard;

const toOdds = (p: number, margin: number): number => Math.max(1.01, round2(1 / (p * margin)));

/** Builds the markets of an event from the two teams' ratings. */
function buildMarkets(
  id: number,
  home: TeamInfo,
  away: TeamInfo,
  rng: Prng,
): Record<MarketCode, Market> {
  const d = (home.rating + 4 - away.rating) / 12 + rng.range(-0.15, 0.15);
  const pDraw = Math.min(0.3, Math.max(0.16, 0.29 - 0.06 * Math.abs(d)));
  const pHomeShare = 1 / (1 + Math.exp(-1.4 * d));
  const pHome = (1 - pDraw) * pHomeShare;
  const pAway = 1 - pDraw - pHome;
  const m = 1.06;
  const first = rng.range(0.28, 0.34);
  const equal = rng.range(0.24, 0.3);
  const homeFav = pHome >= pAway;
  const split = rng.range(0.4, 0.5);
  const goals = (home.rating + away.rating) / 2;
  const pOver = Math.min(0.68, Math.max(0.38, 0.52 + (goals - 75) / 120 + rng.range(-0.06, 0.06)));
  const pBtts = Math.min(0.66, Math.max(0.4, pOver + rng.range(-0.05, 0.05)));
  /** The probability of each bet of each market, in the order of its bets in markets.json. */
  const probabilities: Record<MarketCode, number[]> = {
    MRFT: [pHome, pDraw, pAway],
    DCFT: [pHome + pDraw, pHome + pAway, pDraw + pAway],
    HSH: [first, equal, 1 - first - equal],
    EHFT: homeFav
      ? [pHome * split, pHome * (1 - split), pDraw + pAway]
      : [pHome + pDraw, pAway * (1 - split), pAway * split],
    OUFT: [pOver, 1 - pOver],
    BTSFT: [pBtts, 1 - pBtts],
  };
  const market = (code: MarketCode, index: number): Market => {
    const seed = MARKETS[code];
    const line =
      typeof seed.line === 'string'
        ? seed.line
        : homeFav
          ? seed.line.homeFavourite
          : seed.line.awayFavourite;
    return {
      market_code: code,
      market_name: seed.name,
      line_name: line,
      bets: seed.bets.map((bet_name, i) => ({
        id: id * 100 + index * 10 + i + 1,
        bet_name,
        odds: toOdds(probabilities[code][i] as number, m),
      })) as Market['bets'],
    };
  };
  return Object.fromEntries(MARKET_CODES.map((code, i) => [code, market(code, i)])) as Record<
    MarketCode,
    Market
  >;
}

export interface Catalog {
  startedAt: number;
  leagues: LeagueInfo[];
  teams: Map<number, TeamInfo>;
  events: EventInfo[];
  eventsById: Map<number, EventInfo>;
  cards: Map<string, Card>;
  /** Card codes of each family, in lobby order. */
  lists: Record<Family, string[]>;
}

/** Times of the catalogue: hours from its start, rounded up to a quarter of an hour. */
type At = (hours: number) => number;
const QUARTER = 15 * 60_000;

type Fixture = Omit<EventInfo, 'id' | 'markets'>;

/** The leagues and their teams of the seed. */
function leaguesOf(): LeagueInfo[] {
  return LEAGUES.map((l) => ({
    id: l.id,
    name: l.name,
    colors: l.colors,
    teams: l.teams.map((t) => ({
      id: t.id,
      name: t.name,
      colors: t.colors,
      rating: t.rating,
      hasLogo: t.crest !== false,
    })),
  }));
}

/** A league's fixtures: two rounds; derbies first in round one with fixed kick-offs. */
function leagueFixtures(league: LeagueInfo, rng: Prng, at: At): Fixture[] {
  const fixtures: Fixture[] = [];
  const byName = (n: string): TeamInfo => league.teams.find((t) => t.name === n) as TeamInfo;
  const used = new Set<number>();
  for (const d of DERBIES.filter((d) => d.league === league.id)) {
    const home = byName(d.home);
    const away = byName(d.away);
    used.add(home.id).add(away.id);
    fixtures.push({ league, home, away, startsAt: at(d.inHours) });
  }
  const rest = rng.shuffle(league.teams.filter((t) => !used.has(t.id)));
  for (let i = 0; i + 1 < rest.length; i += 2) {
    fixtures.push({
      league,
      home: rest[i] as TeamInfo,
      away: rest[i + 1] as TeamInfo,
      startsAt: at(rng.range(3, 96)),
    });
  }
  const second = rng.shuffle(league.teams);
  for (let i = 0; i + 1 < second.length; i += 2) {
    fixtures.push({
      league,
      home: second[i] as TeamInfo,
      away: second[i + 1] as TeamInfo,
      startsAt: at(rng.range(100, 230)),
    });
  }
  return fixtures;
}

/** Every league's fixtures in kick-off order, as events with their markets. */
function eventsOf(leagues: LeagueInfo[], rng: Prng, at: At): EventInfo[] {
  const fixtures = leagues.flatMap((league) => leagueFixtures(league, rng, at));
  fixtures.sort((a, b) => a.startsAt - b.startsAt || a.home.id - b.home.id);
  return fixtures.map((f, i) => {
    const id = 1001 + i;
    return { id, ...f, markets: buildMarkets(id, f.home, f.away, rng) };
  });
}

/** What the card builders share. */
interface CardContext {
  rng: Prng;
  at: At;
  events: EventInfo[];
  stakes: number[];
  prices: number[];
  /** The cards built so far. */
  cards: Map<string, Card>;
}

/**
 * The events of an EventChoice: n events starting at least 15 minutes after the given time, of
 * the given leagues first (filled from others if short).
 */
function chooseEvents(c: CardContext, choice: EventChoice, expiresInHours: number): EventInfo[] {
  const after = c.at(choice.afterHours ?? expiresInHours);
  const leagueIds = choice.leagues;
  const open = c.events.filter((e) => e.startsAt >= after + QUARTER);
  const preferred = c.rng.shuffle(
    open.filter((e) => !leagueIds || leagueIds.includes(e.league.id)),
  );
  const others = c.rng.shuffle(open.filter((e) => leagueIds && !leagueIds.includes(e.league.id)));
  return [...preferred, ...others]
    .slice(0, choice.count)
    .sort((a, b) => a.startsAt - b.startsAt || a.id - b.id);
}

function mixedMarkets(rng: Prng, list: EventInfo[]): CardEvent[] {
  const codes = rng.shuffle(MARKET_CODES);
  return list.map((event, i) => ({ event, market: codes[i] ?? rng.pick(MARKET_CODES) }));
}

/** The index of the bet with the lowest odds. */
function favourite(event: EventInfo, market: MarketCode): number {
  const bets = event.markets[market].bets;
  let best = 0;
  bets.forEach((b, i) => {
    if (b.odds < (bets[best] as Bet).odds) best = i;
  });
  return best;
}

type SwipeSeed = Extract<CardSeed, { family: 'quickbetx' | 'quickbet' | 'jackpot' }>;
type SeedBase = Omit<CardBase, 'expiresAt'>;

/** A card of swipes (quick bet X, quick bet, jackpot). */
function swipeCardOf(c: CardContext, s: SwipeSeed, base: SeedBase): SwipeCard {
  const chosen = chooseEvents(c, s.events, s.expiresInHours);
  const market = s.market;
  const cardEvents: CardEvent[] = market
    ? chosen.map((event) => ({ event, market }))
    : mixedMarkets(c.rng, chosen);
  if (s.staleFirstEvent) cardEvents[0] = { ...(cardEvents[0] as CardEvent), stale: true };
  const card: SwipeCard = {
    family: s.family,
    ...base,
    expiresAt: c.at(s.expiresInHours),
    events: cardEvents,
    template: TEMPLATES[c.cards.size % TEMPLATES.length] as SwipeCard['template'],
    stakes: c.stakes,
    prices: c.prices,
    openStake: s.openStake ?? false,
    allowSkip: s.allowSkip ?? false,
    minEvents:
      s.minEvents === 'all' ? cardEvents.length : (s.minEvents ?? Math.min(3, cardEvents.length)),
    minOdds: s.minOdds ?? 1,
  };
  if (s.preview !== undefined) card.preview = s.preview;
  if (s.jackpotAmount !== undefined) {
    // A pool (docs/behaviour.md#jackpots): one price, every event picked, prizes by correct picks.
    const scale = (n: number) => round2(n * ((c.stakes[0] ?? 50) / 50));
    card.jackpotAmount = scale(s.jackpotAmount);
    const price = scale(s.jackpotPrice ?? 50);
    card.jackpot = {
      price,
      tiers: [
        { correct: cardEvents.length, prize: card.jackpotAmount },
        ...(s.bonusTiers ?? []).map((t) => ({ correct: t.correct, prize: scale(t.prize) })),
      ],
    };
    card.stakes = [price];
    card.prices = [price];
    card.openStake = false;
    card.minEvents = cardEvents.length;
  }
  return card;
}

/** A card of the seed; called in the order of cards.json, which fixes the random choices. */
function buildCard(c: CardContext, s: CardSeed): Card {
  const base = { code: s.code, title: s.title, ...(s.disabled ? { disabled: true } : {}) };
  const { at, prices } = c;
  switch (s.family) {
    case 'quicktip': {
      const picks = chooseEvents(c, s.events, s.expiresInHours).map((event) => ({
        event,
        market: s.market,
        bet: s.bet === 'favourite' ? favourite(event, s.market) : s.bet,
      }));
      return { family: s.family, ...base, expiresAt: at(s.expiresInHours), picks, prices };
    }
    case 'smartbet':
      return {
        family: s.family,
        ...base,
        expiresAt: at(s.expiresInHours),
        preview: s.preview,
        prices,
      };
    case 'superbet': {
      const event = c.events.find(
        (e) => e.home.name === s.home && e.away.name === s.away,
      ) as EventInfo;
      const expiresAt =
        s.expiresInHours === undefined ? event.startsAt - QUARTER : at(s.expiresInHours);
      return { family: s.family, ...base, event, expiresAt, prices };
    }
    default:
      return swipeCardOf(c, s, base);
  }
}

/** Builds the catalogue. `startedAt` anchors every time; `seed` drives every random choice. */
export function createCatalog(seed: number, startedAt: number, currency: string): Catalog {
  const rng = createPrng(seed);
  const at: At = (hours) => Math.ceil((startedAt + hours * HOUR) / QUARTER) * QUARTER;
  const leagues = leaguesOf();
  const teams = new Map(leagues.flatMap((l) => l.teams.map((t) => [t.id, t] as const)));
  const events = eventsOf(leagues, rng, at);
  const eventsById = new Map(events.map((e) => [e.id, e]));

  const stakes = STAKES.byCurrency[currency] ?? STAKES.default;
  const context: CardContext = { rng, at, events, stakes, prices: [...stakes], cards: new Map() };
  const { cards } = context;
  const lists = Object.fromEntries(FAMILIES.map((f) => [f, [] as string[]])) as Record<
    Family,
    string[]
  >;
  for (const s of CARDS) {
    cards.set(s.code, buildCard(context, s));
    if (s.listed !== false) lists[s.family].push(s.code);
  }
  return { startedAt, leagues, teams, events, eventsById, cards, lists };
}

/** The odds a card serves for an event: the current ones, or 0.20 above them when stale. */
export function servedMarket(ce: CardEvent): Market {
  const market = ce.event.markets[ce.market];
  if (!ce.stale) return market;
  return {
    ...market,
    bets: market.bets.map((b) => ({ ...b, odds: round2(b.odds + 0.2) })) as Market['bets'],
  };
}

/**
 * The markets a pick on this card may come from, per event id, with the odds the card served
 * (`served`) and the current ones (`current`).
 */
export function offeredMarkets(
  card: Card,
): Map<number, Array<{ served: Market; current: Market }>> {
  const out = new Map<number, Array<{ served: Market; current: Market }>>();
  const put = (id: number, served: Market, current: Market) => {
    const list = out.get(id) ?? [];
    list.push({ served, current });
    out.set(id, list);
  };
  switch (card.family) {
    case 'quicktip':
    case 'quicktipx':
      for (const p of card.picks)
        put(p.event.id, p.event.markets[p.market], p.event.markets[p.market]);
      break;
    case 'superbet':
      for (const c of MARKET_CODES)
        put(card.event.id, card.event.markets[c], card.event.markets[c]);
      break;
    case 'smartbet':
      break;
    default:
      for (const ce of card.events) put(ce.event.id, servedMarket(ce), ce.event.markets[ce.market]);
  }
  return out;
}
