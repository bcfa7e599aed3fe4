/**
 * The demo API's seeded catalogue: leagues, clubs, upcoming events with their markets, and the
 * published tickets of the six families. Everything is derived from a seeded PRNG and from the
 * time the API started, so two runs with the same seed serve the same data (shifted in time).
 *
 * Special cards (see also the header of index.ts):
 * - QBX-101 allow_skip, expires in under a day
 * - QBX-102 open_stake and min_ticket_odds 10
 * - QBX-103 stale odds: its FIRST event is served with odds 0.20 above the current ones, so
 *   reserving any pick on it answers code 104; its preview image is missing (404)
 * - QBX-104 min_ticket_events_count 12 with 8 events (the not-enough-events hint)
 * - QBX-105 expired
 * - QB-503 disabled
 * - AFC Leopards (team 502, super bet SP-402) has no crest (404)
 * - Unlisted (not in the lobby, served by code): QT-205, SB-304 and SP-405 expired; QT-206, SB-305
 *   and SP-406 disabled
 */
import type {
  Bet,
  Event,
  League,
  Market,
  PickedEvent,
  QuickbetxCard,
  QuicktipCard,
  SmartbetCard,
  SuperbetCard,
  Team,
  TicketSummary,
  TicketType,
} from '../../../src/types/api.gen';
import { round2 } from '../../../src/lib/odds';
import type { Family } from './families';
import { createPrng, type Prng } from './prng';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export type MarketCode = 'MRFT' | 'DCFT' | 'HSH' | 'EHFT' | 'OUFT' | 'BTSFT';
export const MARKET_CODES: readonly MarketCode[] = ['MRFT', 'DCFT', 'HSH', 'EHFT', 'OUFT', 'BTSFT'];

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
  family: 'quickbetx' | 'quickbet' | 'jackpot';
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

/** Preview banners served at /media/previews/{name}.png: name -> gradient colours. */
export const PREVIEWS: Readonly<Record<string, readonly [string, string]>> = {
  weekend: ['#0b5d3b', '#f2b705'],
  'open-stake': ['#1d3557', '#e63946'],
  'east-africa': ['#006600', '#fcd116'],
  midweek: ['#3a0ca3', '#4cc9f0'],
  'smart-gold': ['#5f4b00', '#ffd166'],
  'smart-green': ['#073b4c', '#06d6a0'],
  'smart-night': ['#10002b', '#9d4edd'],
};
/** A preview name that is referenced but not served, to exercise the image fallback. */
export const MISSING_PREVIEW = 'late-kickoffs';

const LEAGUES: ReadonlyArray<{
  id: number;
  name: string;
  colors: readonly [string, string];
  teams: ReadonlyArray<readonly [string, string, string, number]>;
}> = [
  {
    id: 1,
    name: 'English Premier League',
    colors: ['#3d195b', '#00ff85'],
    teams: [
      ['Arsenal', '#ef0107', '#ffffff', 88],
      ['Chelsea', '#034694', '#ffffff', 82],
      ['Liverpool', '#c8102e', '#00b2a9', 90],
      ['Manchester City', '#6cabdd', '#1c2c5b', 91],
      ['Manchester United', '#da291c', '#000000', 80],
      ['Tottenham Hotspur', '#ffffff', '#132257', 81],
      ['Newcastle United', '#241f20', '#ffffff', 82],
      ['Aston Villa', '#670e36', '#95bfe5', 81],
    ],
  },
  {
    id: 2,
    name: 'La Liga',
    colors: ['#ee8707', '#1b1b1b'],
    teams: [
      ['Real Madrid', '#febe10', '#00529f', 91],
      ['Barcelona', '#a50044', '#004d98', 89],
      ['Atlético Madrid', '#cb3524', '#ffffff', 85],
      ['Sevilla', '#ffffff', '#d71a28', 76],
      ['Real Sociedad', '#0067b1', '#ffffff', 79],
      ['Villarreal', '#ffe667', '#005187', 79],
      ['Real Betis', '#00954c', '#ffffff', 78],
      ['Athletic Club', '#ee2523', '#ffffff', 81],
    ],
  },
  {
    id: 3,
    name: 'Bundesliga',
    colors: ['#d20515', '#ffffff'],
    teams: [
      ['Bayern München', '#dc052d', '#0066b2', 90],
      ['Borussia Dortmund', '#fde100', '#000000', 84],
      ['RB Leipzig', '#dd0741', '#001f47', 82],
      ['Bayer Leverkusen', '#e32221', '#000000', 85],
      ['Eintracht Frankfurt', '#e1000f', '#000000', 79],
      ['VfB Stuttgart', '#e32219', '#ffffff', 80],
      ['SC Freiburg', '#5c5c5c', '#e2001a', 76],
      ['VfL Wolfsburg', '#65b32e', '#ffffff', 75],
    ],
  },
  {
    id: 4,
    name: 'Serie A',
    colors: ['#024494', '#00d1b2'],
    teams: [
      ['Juventus', '#000000', '#ffffff', 84],
      ['Inter', '#010e80', '#000000', 87],
      ['AC Milan', '#fb090b', '#000000', 83],
      ['Napoli', '#12a0d7', '#ffffff', 84],
      ['AS Roma', '#8e1f2f', '#f0bc42', 80],
      ['Lazio', '#87d8f7', '#ffffff', 79],
      ['Atalanta', '#1e71b8', '#000000', 83],
      ['Fiorentina', '#482e92', '#ffffff', 78],
    ],
  },
  {
    id: 5,
    name: 'Kenyan Premier League',
    colors: ['#006600', '#bb0000'],
    teams: [
      ['Gor Mahia', '#006b3f', '#ffffff', 72],
      ['AFC Leopards', '#1b4fa0', '#ffffff', 68],
      ['Tusker FC', '#f4c300', '#1a1a1a', 69],
      ['Kakamega Homeboyz', '#ffd200', '#000000', 66],
      ['Bandari FC', '#0057b8', '#ffffff', 65],
      ['Kariobangi Sharks', '#003399', '#ffcc00', 64],
      ['Nairobi City Stars', '#5b2c83', '#ffffff', 63],
      ['Police FC', '#002868', '#ffffff', 67],
    ],
  },
  {
    id: 6,
    name: 'Tanzanian Premier League',
    colors: ['#1eb53a', '#00a3dd'],
    teams: [
      ['Simba SC', '#e30613', '#ffffff', 73],
      ['Young Africans', '#ffd700', '#007a3d', 74],
      ['Azam FC', '#0072bc', '#ffffff', 70],
      ['Singida Black Stars', '#111111', '#ffcc00', 66],
      ['Coastal Union', '#c8102e', '#ffffff', 62],
      ['Namungo FC', '#f58220', '#ffffff', 61],
      ['KMC FC', '#00539f', '#ffffff', 60],
      ['Tanzania Prisons', '#7a5c1e', '#ffffff', 60],
    ],
  },
  {
    id: 7,
    name: 'Allsvenskan',
    colors: ['#004b87', '#ffcd00'],
    teams: [
      ['Malmö FF', '#87ceeb', '#ffffff', 75],
      ['AIK', '#000000', '#ffd700', 71],
      ['Djurgårdens IF', '#0047ab', '#c8102e', 72],
      ['Hammarby IF', '#00843d', '#ffffff', 72],
      ['IFK Göteborg', '#003a7d', '#ffffff', 68],
      ['BK Häcken', '#ffd100', '#000000', 71],
      ['IF Elfsborg', '#ffde00', '#000000', 70],
      ['IFK Norrköping', '#ffffff', '#0f4c81', 67],
    ],
  },
];

/** The team without a crest (its /media/teams/{id}.png answers 404). */
export const TEAM_WITHOUT_LOGO = 502;

/** Derbies with fixed kick-offs (hours after start), used by the super bets. */
const DERBIES: ReadonlyArray<{
  title: string;
  league: number;
  home: string;
  away: string;
  inHours: number;
}> = [
  { title: 'Kariakoo Derby', league: 6, home: 'Simba SC', away: 'Young Africans', inHours: 6 },
  { title: 'Mashemeji Derby', league: 5, home: 'Gor Mahia', away: 'AFC Leopards', inHours: 30 },
  {
    title: 'North London Derby',
    league: 1,
    home: 'Arsenal',
    away: 'Tottenham Hotspur',
    inHours: 74,
  },
  { title: 'El Clásico', league: 2, home: 'Real Madrid', away: 'Barcelona', inHours: 122 },
];

const toOdds = (p: number, margin: number): number => Math.max(1.01, round2(1 / (p * margin)));

/** Builds the six markets of an event from the two teams' ratings. */
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
  let seq = 0;
  const bets = (index: number, names: string[], probs: number[]): Bet[] =>
    names.map((bet_name, i) => ({
      id: id * 100 + index * 10 + i + 1,
      bet_name,
      odds: toOdds(probs[i] as number, m),
    }));
  const market = (
    code: MarketCode,
    market_name: string,
    line_name: string,
    names: string[],
    probs: number[],
  ): Market => {
    const index = seq++;
    return {
      market_code: code,
      market_name,
      line_name,
      bets: bets(index, names, probs) as Market['bets'],
    };
  };
  const first = rng.range(0.28, 0.34);
  const equal = rng.range(0.24, 0.3);
  const homeFav = pHome >= pAway;
  const split = rng.range(0.4, 0.5);
  const ehft = homeFav
    ? [pHome * split, pHome * (1 - split), pDraw + pAway]
    : [pHome + pDraw, pAway * (1 - split), pAway * split];
  const goals = (home.rating + away.rating) / 2;
  const pOver = Math.min(0.68, Math.max(0.38, 0.52 + (goals - 75) / 120 + rng.range(-0.06, 0.06)));
  const pBtts = Math.min(0.66, Math.max(0.4, pOver + rng.range(-0.05, 0.05)));
  return {
    MRFT: market('MRFT', 'Match Result', '', ['1', 'X', '2'], [pHome, pDraw, pAway]),
    DCFT: market(
      'DCFT',
      'Double Chance',
      '',
      ['1X', '12', 'X2'],
      [pHome + pDraw, pHome + pAway, pDraw + pAway],
    ),
    HSH: market(
      'HSH',
      'Highest Scoring Half',
      '',
      ['1st half', 'Equal', '2nd half'],
      [first, equal, 1 - first - equal],
    ),
    EHFT: market('EHFT', 'European Handicap', homeFav ? '-1' : '+1', ['1', 'X', '2'], ehft),
    OUFT: market('OUFT', 'Total Goals', '2.5', ['Over 2.5', 'Under 2.5'], [pOver, 1 - pOver]),
    BTSFT: market('BTSFT', 'Both Teams To Score', '', ['Yes', 'No'], [pBtts, 1 - pBtts]),
  };
}

const STAKES_BY_CURRENCY: Readonly<Record<string, number[]>> = {
  TZS: [500, 1000, 2000, 5000],
  UGX: [1000, 2000, 5000, 10000],
  EUR: [1, 2, 5, 10],
  GBP: [1, 2, 5, 10],
  USD: [1, 2, 5, 10],
  SEK: [10, 20, 50, 100],
};
const DEFAULT_STAKES = [50, 100, 200, 500];

const TEMPLATES: ReadonlyArray<QuickbetxCard['template']> = [
  {
    colors: { background: '#0b5d3b', card: '#ffffff', text: '#14211b', accent: '#f2b705' },
    fonts: { heading: "'Trebuchet MS', system-ui, sans-serif", body: 'system-ui, sans-serif' },
  },
  {
    colors: { background: '#1d3557', card: '#f1faee', text: '#1d3557', accent: '#e63946' },
    fonts: { heading: 'Georgia, serif', body: 'system-ui, sans-serif' },
  },
  {
    colors: { background: '#10002b', card: '#ffffff', text: '#240046', accent: '#9d4edd' },
    fonts: { heading: 'system-ui, sans-serif', body: 'system-ui, sans-serif' },
  },
];

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

/** Builds the catalogue. `startedAt` anchors every time; `seed` drives every random choice. */
export function createCatalog(seed: number, startedAt: number, currency: string): Catalog {
  const rng = createPrng(seed);
  const quarter = 15 * 60_000;
  const at = (hours: number): number => Math.ceil((startedAt + hours * HOUR) / quarter) * quarter;

  const leagues: LeagueInfo[] = LEAGUES.map((l) => ({
    id: l.id,
    name: l.name,
    colors: l.colors,
    teams: l.teams.map(([name, c1, c2, rating], i) => ({
      id: l.id * 100 + i + 1,
      name,
      colors: [c1, c2] as const,
      rating,
      hasLogo: l.id * 100 + i + 1 !== TEAM_WITHOUT_LOGO,
    })),
  }));
  const teams = new Map(leagues.flatMap((l) => l.teams.map((t) => [t.id, t] as const)));

  // Fixtures: two rounds per league; derbies first in round one with fixed kick-offs.
  const fixtures: Array<{ league: LeagueInfo; home: TeamInfo; away: TeamInfo; startsAt: number }> =
    [];
  for (const league of leagues) {
    const byName = (n: string): TeamInfo => league.teams.find((t) => t.name === n) as TeamInfo;
    const derbies = DERBIES.filter((d) => d.league === league.id);
    const used = new Set<number>();
    for (const d of derbies) {
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
  }
  fixtures.sort((a, b) => a.startsAt - b.startsAt || a.home.id - b.home.id);
  const events: EventInfo[] = fixtures.map((f, i) => {
    const id = 1001 + i;
    return { id, ...f, markets: buildMarkets(id, f.home, f.away, rng) };
  });
  const eventsById = new Map(events.map((e) => [e.id, e]));

  /** n events starting at least 15 minutes after `after`, optionally of some leagues (filled from others if short). */
  const chooseEvents = (n: number, after: number, leagueIds?: number[]): EventInfo[] => {
    const open = events.filter((e) => e.startsAt >= after + quarter);
    const preferred = rng.shuffle(
      open.filter((e) => !leagueIds || leagueIds.includes(e.league.id)),
    );
    const others = rng.shuffle(open.filter((e) => leagueIds && !leagueIds.includes(e.league.id)));
    return [...preferred, ...others]
      .slice(0, n)
      .sort((a, b) => a.startsAt - b.startsAt || a.id - b.id);
  };
  const mixedMarkets = (list: EventInfo[]): CardEvent[] => {
    const codes = rng.shuffle(MARKET_CODES);
    return list.map((event, i) => ({ event, market: codes[i] ?? rng.pick(MARKET_CODES) }));
  };

  const stakes = STAKES_BY_CURRENCY[currency] ?? DEFAULT_STAKES;
  const prices = [...stakes];
  const cards = new Map<string, Card>();
  const add = <C extends Card>(card: C): C => {
    cards.set(card.code, card);
    return card;
  };
  const swipe = (
    family: SwipeCard['family'],
    code: string,
    title: string,
    expiresInHours: number,
    events: CardEvent[],
    extra: Partial<SwipeCard> = {},
  ): SwipeCard =>
    add({
      family,
      code,
      title,
      expiresAt: at(expiresInHours),
      events,
      template: TEMPLATES[cards.size % TEMPLATES.length] as SwipeCard['template'],
      stakes,
      prices,
      openStake: false,
      allowSkip: false,
      minEvents: Math.min(3, events.length),
      minOdds: 1,
      ...extra,
    });

  // Quick bets X
  swipe('quickbetx', 'QBX-101', 'Weekend Swipe', 20, mixedMarkets(chooseEvents(12, at(20))), {
    preview: 'weekend',
    allowSkip: true,
    minEvents: 6,
  });
  swipe('quickbetx', 'QBX-102', 'Pick Your Stake', 72, mixedMarkets(chooseEvents(10, at(72))), {
    preview: 'open-stake',
    openStake: true,
    minEvents: 5,
    minOdds: 10,
  });
  const stale = mixedMarkets(chooseEvents(9, at(48)));
  stale[0] = { ...(stale[0] as CardEvent), stale: true };
  swipe('quickbetx', 'QBX-103', 'Late Kick-offs', 48, stale, {
    preview: MISSING_PREVIEW,
    minEvents: 3,
  });
  swipe(
    'quickbetx',
    'QBX-104',
    'East Africa Special',
    40,
    mixedMarkets(chooseEvents(8, at(40), [5, 6])),
    {
      preview: 'east-africa',
      minEvents: 12,
    },
  );
  swipe('quickbetx', 'QBX-105', 'Midweek Madness', -3, mixedMarkets(chooseEvents(14, at(0))), {
    preview: 'midweek',
    minEvents: 4,
  });

  // Quick tips: fixed picks
  const tip = (code: string, title: string, hours: number, picks: CardPick[]): TipCard =>
    add({ family: 'quicktip', code, title, expiresAt: at(hours), picks, prices });
  const favourite = (event: EventInfo, market: MarketCode): CardPick => {
    const bets = event.markets[market].bets;
    let best = 0;
    bets.forEach((b, i) => {
      if (b.odds < (bets[best] as Bet).odds) best = i;
    });
    return { event, market, bet: best };
  };
  tip(
    'QT-201',
    'Banker Picks',
    10,
    chooseEvents(4, at(10)).map((e) => favourite(e, 'MRFT')),
  );
  tip(
    'QT-202',
    'Goals Galore',
    50,
    chooseEvents(5, at(50)).map((event) => ({ event, market: 'OUFT', bet: 0 })),
  );
  tip(
    'QT-203',
    'Both Teams Score',
    120,
    chooseEvents(3, at(120)).map((event) => ({ event, market: 'BTSFT', bet: 0 })),
  );
  tip(
    'QT-204',
    'Double Chance Safe',
    28,
    chooseEvents(6, at(28)).map((e) => favourite(e, 'DCFT')),
  );

  // Smart bets
  const smart = (code: string, title: string, hours: number, preview: string): SmartCard =>
    add({ family: 'smartbet', code, title, expiresAt: at(hours), preview, prices });
  smart('SB-301', 'Smart Bet: Win Big', 12, 'smart-gold');
  smart('SB-302', 'Smart Accumulator', 72, 'smart-green');
  smart('SB-303', 'Weekend Smart Bet', 144, 'smart-night');

  // Super bets: the derbies
  const superbet = (code: string, title: string, home: string, away: string): SuperCard => {
    const event = events.find((e) => e.home.name === home && e.away.name === away) as EventInfo;
    return add({
      family: 'superbet',
      code,
      title,
      event,
      expiresAt: event.startsAt - quarter,
      prices,
    });
  };
  for (const [i, d] of DERBIES.entries()) superbet(`SP-40${i + 1}`, d.title, d.home, d.away);

  // Quick bets
  swipe(
    'quickbet',
    'QB-501',
    'Top Leagues Picks',
    30,
    mixedMarkets(chooseEvents(8, at(30), [1, 2, 3, 4])),
  );
  swipe(
    'quickbet',
    'QB-502',
    'Bundesliga & Serie A',
    60,
    mixedMarkets(chooseEvents(10, at(60), [3, 4])),
  );
  swipe('quickbet', 'QB-503', 'Cup Specials', 80, mixedMarkets(chooseEvents(6, at(80))), {
    disabled: true,
  });
  swipe('quickbet', 'QB-504', 'Sunday Six', 18, mixedMarkets(chooseEvents(6, at(18))));

  // Jackpots: match results, every event must be picked
  const jackpot = (
    code: string,
    title: string,
    hours: number,
    n: number,
    amount: number,
  ): SwipeCard => {
    const list = chooseEvents(n, at(hours)).map((event): CardEvent => ({ event, market: 'MRFT' }));
    return swipe('jackpot', code, title, hours, list, {
      minEvents: list.length,
      jackpotAmount: amount,
    });
  };
  const scale = (stakes[0] ?? 50) / 50;
  jackpot('JP-601', 'Mega Jackpot', 96, 13, 1_000_000 * scale);
  jackpot('JP-602', 'Midweek Jackpot', 22, 10, 250_000 * scale);
  jackpot('JP-603', 'Daily Jackpot', 50, 8, 50_000 * scale);

  // Unlisted tickets, reached only by their address (an old or shared link): the lobby leaves out
  // what cannot be played, and the ticket screens still say why. Created last, so the seeded
  // choices above stay what they were.
  tip(
    'QT-205',
    'Last Night Bankers',
    -6,
    chooseEvents(4, at(0)).map((e) => favourite(e, 'MRFT')),
  );
  add({
    ...tip(
      'QT-206',
      'Cup Tips',
      36,
      chooseEvents(4, at(36)).map((e) => favourite(e, 'DCFT')),
    ),
    disabled: true,
  });
  smart('SB-304', 'Smart Bet: Last Weekend', -24, 'smart-gold');
  add({ ...smart('SB-305', 'Smart Bet: Paused', 48, 'smart-green'), disabled: true });
  const nld = DERBIES[2] as (typeof DERBIES)[number];
  const clasico = DERBIES[3] as (typeof DERBIES)[number];
  add({
    ...superbet('SP-405', `${nld.title} (early prices)`, nld.home, nld.away),
    expiresAt: at(-2),
  });
  add({
    ...superbet('SP-406', `${clasico.title} Specials`, clasico.home, clasico.away),
    disabled: true,
  });

  return {
    startedAt,
    leagues,
    teams,
    events,
    eventsById,
    cards,
    lists: {
      quicktip: ['QT-201', 'QT-202', 'QT-203', 'QT-204'],
      smartbet: ['SB-301', 'SB-302', 'SB-303'],
      superbet: ['SP-401', 'SP-402', 'SP-403', 'SP-404'],
      quickbet: ['QB-501', 'QB-502', 'QB-503', 'QB-504'],
      jackpot: ['JP-601', 'JP-602', 'JP-603'],
      quickbetx: ['QBX-101', 'QBX-102', 'QBX-103', 'QBX-104', 'QBX-105'],
    },
  };
}

// ---- Serialising to the API shapes ----

export const teamOf = (t: TeamInfo): Team => ({ id: t.id, name: t.name });
export const leagueOf = (l: LeagueInfo): League => ({ league_id: l.id, league_name: l.name });
const iso = (ms: number): string => new Date(ms).toISOString();

/** The odds a card serves for an event: the current ones, or 0.20 above them when stale. */
export function servedMarket(ce: CardEvent): Market {
  const market = ce.event.markets[ce.market];
  if (!ce.stale) return market;
  return {
    ...market,
    bets: market.bets.map((b) => ({ ...b, odds: round2(b.odds + 0.2) })) as Market['bets'],
  };
}

export function eventOf(ce: CardEvent): Event {
  const e = ce.event;
  return {
    id: e.id,
    home_team: teamOf(e.home),
    away_team: teamOf(e.away),
    category: leagueOf(e.league),
    starts: iso(e.startsAt),
    market: servedMarket(ce),
  };
}

export function pickedEventOf(p: CardPick): PickedEvent {
  const market = p.event.markets[p.market];
  return {
    ...eventOf({ event: p.event, market: p.market }),
    bet: market.bets[p.bet] as Bet,
  };
}

const previewUrl = (name: string): string => `/media/previews/${name}.png`;
const withDisabled = <T extends object>(o: T, disabled?: boolean): T =>
  disabled ? { ...o, disabled: true } : o;

/** The lobby list item of a card. */
export function summaryOf(card: Card): TicketSummary {
  const base = { code: card.code, title: card.title };
  const expires = iso(card.expiresAt);
  const row = (event: EventInfo, bet: Bet) => ({
    id: event.id,
    home_team: teamOf(event.home),
    away_team: teamOf(event.away),
    bet,
  });
  const favouriteBet = (m: Market): Bet => m.bets.reduce((a, b) => (b.odds < a.odds ? b : a));
  switch (card.family) {
    case 'quicktip':
    case 'quicktipx':
      return withDisabled(
        {
          ...base,
          events: card.picks.map((p) => row(p.event, p.event.markets[p.market].bets[p.bet] as Bet)),
          operator_time_expires: expires,
        },
        card.disabled,
      );
    case 'smartbet':
      return withDisabled(
        {
          ...base,
          events: [],
          operator_time_expires: expires,
          preview_img: previewUrl(card.preview),
        },
        card.disabled,
      );
    case 'superbet':
      return withDisabled(
        {
          ...base,
          events: [row(card.event, favouriteBet(card.event.markets.MRFT))],
          operator_time_expires: expires,
          event: { home_team: teamOf(card.event.home), away_team: teamOf(card.event.away) },
        },
        card.disabled,
      );
    default: {
      const summary: TicketSummary = {
        ...base,
        events: card.events.map((ce) => row(ce.event, favouriteBet(servedMarket(ce)))),
        operator_time_expires: expires,
      };
      if (card.preview) summary.preview_img = previewUrl(card.preview);
      return withDisabled(summary, card.disabled);
    }
  }
}

export function swipeCardOf(card: SwipeCard): QuickbetxCard {
  const out: QuickbetxCard = {
    code: card.code,
    title: card.title,
    events: card.events.map(eventOf),
    template: card.template,
    stakes: card.stakes,
    prices: card.prices,
    open_stake: card.openStake,
    allow_skip: card.allowSkip,
    min_ticket_events_count: card.minEvents,
    min_ticket_odds: card.minOdds,
    operator_time_expires: iso(card.expiresAt),
  };
  if (card.preview) out.preview_img = previewUrl(card.preview);
  if (card.jackpotAmount !== undefined) out.jackpot_amount = card.jackpotAmount;
  return withDisabled(out, card.disabled);
}

export function tipCardOf(card: TipCard): QuicktipCard {
  return withDisabled(
    {
      code: card.code,
      title: card.title,
      events: card.picks.map(pickedEventOf),
      prices: card.prices,
      operator_time_expires: iso(card.expiresAt),
    },
    card.disabled,
  );
}

export function smartCardOf(card: SmartCard): SmartbetCard {
  return withDisabled(
    {
      code: card.code,
      title: card.title,
      preview_img: previewUrl(card.preview),
      prices: card.prices,
      operator_time_expires: iso(card.expiresAt),
    },
    card.disabled,
  );
}

export function superCardOf(card: SuperCard): SuperbetCard {
  const e = card.event;
  return withDisabled(
    {
      code: card.code,
      title: card.title,
      event: {
        id: e.id,
        home_team: teamOf(e.home),
        away_team: teamOf(e.away),
        category: leagueOf(e.league),
        starts: iso(e.startsAt),
        markets: MARKET_CODES.map((c) => e.markets[c]),
      },
      prices: card.prices,
      operator_time_expires: iso(card.expiresAt),
    },
    card.disabled,
  );
}

/** The ticket family a placed ticket of this card gets. */
export const typeOfCard = (card: Card): TicketType => card.family;

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
