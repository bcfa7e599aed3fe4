/**
 * The seed files of data/, typed: the only module that reads them. Lists of two (colours, a past
 * pick) are checked here, so a malformed file fails at start-up rather than on a request.
 */
import type { CardTemplate, TicketStatus, TicketType } from '../../../src/types/api.gen';
import banks from './data/banks.json' with { type: 'json' };
import cards from './data/cards.json' with { type: 'json' };
import derbies from './data/derbies.json' with { type: 'json' };
import history from './data/history.json' with { type: 'json' };
import leagues from './data/leagues.json' with { type: 'json' };
import markets from './data/markets.json' with { type: 'json' };
import players from './data/players.json' with { type: 'json' };
import previews from './data/previews.json' with { type: 'json' };
import stakes from './data/stakes.json' with { type: 'json' };
import templates from './data/templates.json' with { type: 'json' };

function pair<T>(list: readonly T[], where: string): readonly [T, T] {
  if (list.length !== 2) throw new Error(`demo-api data: ${where} must have 2 items`);
  return [list[0] as T, list[1] as T];
}

/** The market codes of markets.json, in the order an event serves them. */
export type MarketCode = keyof typeof markets;

export interface MarketSeed {
  name: string;
  /** The line, or one line per side when it depends on which side is the favourite. */
  line: string | { homeFavourite: string; awayFavourite: string };
  bets: string[];
}

export interface TeamSeed {
  id: number;
  name: string;
  colors: readonly [string, string];
  rating: number;
  /** false: the team's /media/teams/{id}.png answers 404. */
  crest?: boolean;
}

export interface LeagueSeed {
  id: number;
  name: string;
  colors: readonly [string, string];
  teams: TeamSeed[];
}

/** A fixture with a fixed kick-off, `inHours` after the API starts. */
export interface DerbySeed {
  league: number;
  home: string;
  away: string;
  inHours: number;
}

/** Which events a card takes: `count` events kicking off at least 15 minutes after `afterHours`
 * (default: the card's expiry), from `leagues` first when given (filled from others if short). */
export interface EventChoice {
  count: number;
  afterHours?: number;
  leagues?: number[];
}

interface CardSeedBase {
  code: string;
  title: string;
  disabled?: boolean;
  /** false: served by code but left out of the lobby list. */
  listed?: boolean;
}

/**
 * The families whose tickets the ticket builder plays (a deck or a list of events, with minimum
 * picks and odds): every ticket type but those with a card of their own. A family added to the
 * registry (src/lib/family-list.ts) and to schemas/api/ticket-type.schema.json is one of them.
 */
export type BuilderFamily = Exclude<TicketType, 'quicktip' | 'quicktipx' | 'smartbet' | 'superbet'>;

/** A published ticket of cards.json; built in file order, which fixes the random choices. */
export type CardSeed =
  | (CardSeedBase & {
      family: BuilderFamily;
      expiresInHours: number;
      events: EventChoice;
      /** One market on every event; without it each event gets a different one. */
      market?: MarketCode;
      /** Odds 0.20 above the current ones on the first event. */
      staleFirstEvent?: boolean;
      preview?: string;
      allowSkip?: boolean;
      openStake?: boolean;
      /** Default: 3, or fewer when the card has fewer events; "all": every event. */
      minEvents?: number | 'all';
      minOdds?: number;
      /** For a first stake of 50; scaled with the currency's first stake. */
      jackpotAmount?: number;
      /** A jackpot's one entry price, for a first stake of 50 (scaled as jackpotAmount). */
      jackpotPrice?: number;
      /** A jackpot's prizes below the jackpot, by correct picks (scaled as jackpotAmount). */
      bonusTiers?: { correct: number; prize: number }[];
    })
  | (CardSeedBase & {
      family: 'quicktip';
      expiresInHours: number;
      events: EventChoice;
      market: MarketCode;
      /** The index of the picked bet, or "favourite": the one with the lowest odds. */
      bet: number | 'favourite';
    })
  | (CardSeedBase & { family: 'smartbet'; expiresInHours: number; preview: string })
  | (CardSeedBase & {
      family: 'superbet';
      /** The derby (derbies.json) the card is on. */
      home: string;
      away: string;
      /** Default: a quarter of an hour before kick-off. */
      expiresInHours?: number;
    });

export const MARKETS: Readonly<Record<MarketCode, MarketSeed>> = markets;
export const MARKET_CODES = Object.keys(markets) as readonly MarketCode[];

export const LEAGUES: readonly LeagueSeed[] = leagues.map((l) => ({
  ...l,
  colors: pair(l.colors, `leagues.json ${l.name} colors`),
  teams: l.teams.map((t) => ({ ...t, colors: pair(t.colors, `leagues.json ${t.name} colors`) })),
}));

export const DERBIES: readonly DerbySeed[] = derbies;

export const CARDS = cards as readonly CardSeed[];

/** Stakes (and prices) of the cards by currency, and for any other currency. */
export const STAKES: { byCurrency: Readonly<Record<string, number[]>>; default: number[] } = stakes;

/** Card templates, handed out to the swipe cards in turn. */
export const TEMPLATES: readonly CardTemplate[] = templates;

/** Preview banners served at /media/previews/{name}.png: name -> gradient colours. */
export const PREVIEWS: Readonly<Record<string, readonly [string, string]>> = Object.fromEntries(
  Object.entries(previews).map(([name, colors]) => [name, pair(colors, `previews.json ${name}`)]),
);

/** The demo players: `/api/identify?token=` code -> starting balance. */
export const PLAYERS: Readonly<Record<string, number>> = players;

/** The banks of the demo bank page, by country (ISO 3166-1 alpha-2), and for any other. */
export const BANKS: {
  byCountry: Readonly<Record<string, readonly string[]>>;
  default: readonly string[];
} = banks;

/** The seeded history: one ticket per status. */
export const HISTORY = {
  /** One ticket per status, in this order (codes T-<STATUS>-1). */
  statuses: history.statuses as readonly TicketStatus[],
  /** The family of the i-th ticket: types[i % types.length]. */
  types: history.types as readonly TicketType[],
  /** Settled statuses: the result of each pick, on past matches. */
  settled: history.settled as Partial<Record<TicketStatus, ReadonlyArray<string | null>>>,
  /** The market and bet of a pick on a past match, drawn at random. */
  pastPicks: history.pastPicks.map((p, i) => pair(p, `history.json pastPicks[${i}]`)),
  /** The price of the i-th ticket: prices[i % prices.length]. */
  prices: history.prices,
  bankAccount: history.bankAccount,
};
