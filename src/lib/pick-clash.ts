/*
 * Picks on one event that a ticket cannot combine (docs/behaviour.md#picks-that-clash): two that
 * cannot both win (Draw with "Home -1"), and two where one winning decides the other (Draw with
 * "Home or draw", Over 2.5 with 3:1), which a price of odds multiplied as if independent pays
 * wrongly. Both the super bet's slip and the demo API's placing read it.
 *
 * A pick is read by its market code (src/lib/market-names.ts: MR, DC, OU, BTS, AH, EH, CS for the
 * full time FT, the 1st half HT or the 2nd half SH, and HTFT, HSH), its line and its bet name, as
 * the result it has for every score the match may end with (each team 0 to MAX_GOALS goals, and
 * every half-time score on the way). A pick the rules do not read clashes with nothing: the API
 * knows its markets, and prices or refuses what it does not combine.
 */
import { parseMarketCode } from './market-names';

/** What the rule needs of a pick: its market code and line, and the bet's name (as sent). */
export interface PickOfMarket {
  market_code?: string;
  line_name?: string;
  bet_name: string;
}

/**
 * How two picks clash: `exclusive`, they cannot both win; `decides`, the first winning means the
 * second wins; `decided`, the second winning means the first wins.
 */
export type Clash = 'exclusive' | 'decides' | 'decided';

const MAX_GOALS = 10;

/** A final score with its half-time score. */
interface Score {
  h: number;
  a: number;
  h1: number;
  a1: number;
}

const SCORES: readonly Score[] = (() => {
  const all: Score[] = [];
  for (let h = 0; h <= MAX_GOALS; h++)
    for (let a = 0; a <= MAX_GOALS; a++)
      for (let h1 = 0; h1 <= h; h1++) for (let a1 = 0; a1 <= a; a1++) all.push({ h, a, h1, a1 });
  return all;
})();

type Period = 'FT' | 'HT' | 'SH';

/** The goals of a period: the match, its 1st half or its 2nd half. */
function goals(s: Score, period: Period): [home: number, away: number] {
  if (period === 'HT') return [s.h1, s.a1];
  if (period === 'SH') return [s.h - s.h1, s.a - s.a1];
  return [s.h, s.a];
}

type Side = 1 | 0 | -1;
const SIDES: Readonly<Record<string, Side>> = { '1': 1, X: 0, '2': -1 };
const sideOf = (token: string | undefined): Side | undefined =>
  token === undefined ? undefined : SIDES[token.toUpperCase()];
const result = (home: number, away: number): Side => (home > away ? 1 : home < away ? -1 : 0);

/** Whether a pick wins at a score (a half won counts: the ticket stands). */
type Wins = (s: Score) => boolean;

const number = (text: string | undefined): number | undefined => {
  const n = Number((text ?? '').trim().replace(',', '.'));
  return text?.trim() && Number.isFinite(n) ? n : undefined;
};

/**
 * An Asian line's result by its margin (goals for, plus the line, less goals against): won above
 * 0, void at 0; a quarter line is half on each neighbouring half line, winning if either half wins.
 */
function asianWins(margin: number, line: number): boolean {
  const quarter = Math.abs((line * 4) % 2) === 1;
  return quarter ? margin + 0.25 > 0 || margin - 0.25 > 0 : margin > 0;
}

/** Highest scoring half: 1 the first, -1 the second, 0 equal. */
function higherHalf(bet: string): Side | undefined {
  const b = bet.toLowerCase();
  if (/^(1|1st|first)\b/.test(b)) return 1;
  if (/^(2|2nd|second)\b/.test(b)) return -1;
  if (/^(x|equal|draw|tie)\b/.test(b)) return 0;
  return undefined;
}

/** The scores at which a pick wins; undefined for a pick these rules do not read. */
function winsOf(pick: PickOfMarket): Wins | undefined {
  const code = parseMarketCode(pick.market_code);
  if (!code) return undefined;
  const bet = pick.bet_name.trim();
  const line = number(pick.line_name);
  const { period } = code;
  switch (code.kind) {
    case 'MR': {
      const side = sideOf(bet);
      return side === undefined ? undefined : (s) => result(...goals(s, period)) === side;
    }
    case 'DC': {
      const sides = bet.toUpperCase().replace(/[^12X]/g, '');
      if (sides.length !== 2 || sides[0] === sides[1]) return undefined;
      const both = [...sides].map(sideOf);
      return (s) => both.includes(result(...goals(s, period)));
    }
    case 'EH': {
      const side = sideOf(/^([12X])\b/i.exec(bet)?.[1]);
      if (side === undefined || line === undefined) return undefined;
      return (s) => {
        const [h, a] = goals(s, period);
        return result(h + line, a) === side;
      };
    }
    case 'AH': {
      const side = sideOf(/^([12])\b/.exec(bet)?.[1]);
      if (side === undefined || line === undefined) return undefined;
      return (s) => {
        const [h, a] = goals(s, period);
        return asianWins(side * (h + line - a), line);
      };
    }
    case 'OU': {
      const m = /^(over|under|o|u)\s*([+-]?\d+(?:[.,]\d+)?)?$/i.exec(bet);
      const at = number(m?.[2]) ?? line;
      if (!m || at === undefined) return undefined;
      const over = m[1]!.toLowerCase().startsWith('o') ? 1 : -1;
      return (s) => {
        const [h, a] = goals(s, period);
        return asianWins(over * (h + a - at), at);
      };
    }
    case 'BTS': {
      const b = bet.toLowerCase();
      const yes = b === 'yes' || b === 'gg' ? true : b === 'no' || b === 'ng' ? false : undefined;
      if (yes === undefined) return undefined;
      return (s) => {
        const [h, a] = goals(s, period);
        return (h > 0 && a > 0) === yes;
      };
    }
    case 'CS': {
      // "Any other score" depends on the scores the market lists: not read.
      const m = /^(\d+)\s*[-:]\s*(\d+)$/.exec(bet);
      if (!m) return undefined;
      const [home, away] = [Number(m[1]), Number(m[2])];
      return (s) => {
        const [h, a] = goals(s, period);
        return h === home && a === away;
      };
    }
    case 'HTFT': {
      const m = /^([12X])\s*[/-]\s*([12X])$/i.exec(bet);
      const [first, full] = [sideOf(m?.[1]), sideOf(m?.[2])];
      if (first === undefined || full === undefined) return undefined;
      return (s) => result(s.h1, s.a1) === first && result(s.h, s.a) === full;
    }
    case 'HSH': {
      const half = higherHalf(bet);
      if (half === undefined) return undefined;
      return (s) => result(s.h1 + s.a1, s.h - s.h1 + (s.a - s.a1)) === half;
    }
  }
}

/** How picks `a` and `b` of one event clash; undefined when they combine (or are not read). */
export function clashOf(a: PickOfMarket, b: PickOfMarket): Clash | undefined {
  const [winsA, winsB] = [winsOf(a), winsOf(b)];
  if (!winsA || !winsB) return undefined;
  let together = false;
  let onlyA = false;
  let onlyB = false;
  for (const s of SCORES) {
    const [x, y] = [winsA(s), winsB(s)];
    together ||= x && y;
    onlyA ||= x && !y;
    onlyB ||= y && !x;
    if (together && onlyA && onlyB) return undefined;
  }
  // A pick no score wins (a score past MAX_GOALS) is not read either.
  if (!together) return onlyA && onlyB ? 'exclusive' : undefined;
  return onlyA ? 'decided' : 'decides';
}

/** The first two picks of one event in `picks` that clash, with how; undefined when none do. */
export function firstClash<T extends PickOfMarket & { event_id: number }>(
  picks: readonly T[],
): { first: T; second: T; clash: Clash } | undefined {
  for (let i = 0; i < picks.length; i++) {
    for (let j = i + 1; j < picks.length; j++) {
      const [first, second] = [picks[i]!, picks[j]!];
      if (first.event_id !== second.event_id) continue;
      const clash = clashOf(first, second);
      if (clash) return { first, second, clash };
    }
  }
  return undefined;
}
