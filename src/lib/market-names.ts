import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { Formatter } from './format';

/*
 * Markets and outcomes by market code, in the player's language (docs/behaviour.md#market-names):
 * a known code (spec section 9: MRFT, OUFT, BTSFT, DCFT, AHFT, CSFT, HTFT, their half-time HT
 * and second-half SH variants, and HSH, EHFT) and a bet name read by its code's rules become a
 * message; anything else shows as the API sent it. The texts are in the groups of the screens
 * that show them (SHARED_GROUPS, scripts/vite/message-groups.ts), not in every screen's core texts.
 */

/** What naming needs of a market: its code, the API's name and its line (as sent). */
export interface MarketOf {
  market_code?: string;
  market_name: string;
  line_name?: string;
}

/** The teams an outcome may name. */
export interface TeamsOf {
  home: string;
  away: string;
}

type Kind = 'MR' | 'DC' | 'OU' | 'BTS' | 'AH' | 'EH' | 'CS' | 'HTFT' | 'HSH';
type Period = 'FT' | 'HT' | 'SH';

const markets: Record<Kind, MessageDescriptor> = defineMessages({
  MR: { id: 'market.MR', defaultMessage: 'Match result' },
  DC: { id: 'market.DC', defaultMessage: 'Double chance' },
  OU: { id: 'market.OU', defaultMessage: 'Total goals' },
  BTS: { id: 'market.BTS', defaultMessage: 'Both teams to score' },
  AH: { id: 'market.AH', defaultMessage: 'Asian handicap' },
  EH: { id: 'market.EH', defaultMessage: 'Handicap' },
  CS: { id: 'market.CS', defaultMessage: 'Correct score' },
  HTFT: { id: 'market.HTFT', defaultMessage: 'Half-time/full-time' },
  HSH: { id: 'market.HSH', defaultMessage: 'Highest scoring half' },
});

const periods: Record<'HT' | 'SH', MessageDescriptor> = defineMessages({
  HT: { id: 'market.period.HT', defaultMessage: '{market}, 1st half' },
  SH: { id: 'market.period.SH', defaultMessage: '{market}, 2nd half' },
});

type OutcomeKey =
  | 'draw'
  | 'homeOrDraw'
  | 'homeOrAway'
  | 'drawOrAway'
  | 'over'
  | 'under'
  | 'yes'
  | 'no'
  | 'handicap'
  | 'drawHandicap'
  | 'otherScore'
  | 'halfTimeFullTime'
  | 'firstHalf'
  | 'secondHalf'
  | 'equalHalves';

const outcomes: Record<OutcomeKey, MessageDescriptor> = defineMessages({
  draw: { id: 'outcome.draw', defaultMessage: 'Draw' },
  homeOrDraw: { id: 'outcome.homeOrDraw', defaultMessage: '{home} or draw' },
  homeOrAway: { id: 'outcome.homeOrAway', defaultMessage: '{home} or {away}' },
  drawOrAway: { id: 'outcome.drawOrAway', defaultMessage: 'Draw or {away}' },
  over: { id: 'outcome.over', defaultMessage: 'Over {line}' },
  under: { id: 'outcome.under', defaultMessage: 'Under {line}' },
  yes: { id: 'outcome.yes', defaultMessage: 'Yes' },
  no: { id: 'outcome.no', defaultMessage: 'No' },
  handicap: { id: 'outcome.handicap', defaultMessage: '{team} {line}' },
  drawHandicap: { id: 'outcome.drawHandicap', defaultMessage: 'Draw ({team} {line})' },
  otherScore: { id: 'outcome.otherScore', defaultMessage: 'Any other score' },
  halfTimeFullTime: { id: 'outcome.halfTimeFullTime', defaultMessage: '{first} / {second}' },
  firstHalf: { id: 'outcome.firstHalf', defaultMessage: '1st half' },
  secondHalf: { id: 'outcome.secondHalf', defaultMessage: '2nd half' },
  equalHalves: { id: 'outcome.equalHalves', defaultMessage: 'Equal' },
});

const CODE = /^(MR|DC|OU|BTS|AH|EH|CS)(FT|HT|SH)$/;

/** A market code's kind and period; undefined for a code we do not know. */
export function parseMarketCode(
  code: string | undefined,
): { kind: Kind; period: Period } | undefined {
  const c = (code ?? '').trim().toUpperCase();
  if (c === 'HTFT' || c === 'HSH') return { kind: c, period: 'FT' };
  const m = CODE.exec(c);
  return m ? { kind: m[1] as Kind, period: m[2] as Period } : undefined;
}

/** The API's name with its line when the bets do not carry it ("Some Handicap (-1)"). */
function apiMarketName(market: MarketOf, betNames: readonly string[]): string {
  const line = (market.line_name ?? '').trim();
  return line && !market.market_name.includes(line) && !betNames.some((b) => b.includes(line))
    ? `${market.market_name} (${line})`
    : market.market_name;
}

type Side = 'home' | 'draw' | 'away';
const SIDES: Record<string, Side> = { '1': 'home', X: 'draw', '2': 'away' };
const side = (token: string): Side | undefined => SIDES[token.trim().toUpperCase()];

type Fmt = Pick<Formatter, 'line' | 'number'>;

/** A market's name, as players read it in their language. */
export function marketName(
  intl: IntlShape,
  market: MarketOf,
  betNames: readonly string[] = [],
): string {
  const code = parseMarketCode(market.market_code);
  if (!code) return apiMarketName(market, betNames);
  const name = intl.formatMessage(markets[code.kind]);
  return code.period === 'FT' ? name : intl.formatMessage(periods[code.period], { market: name });
}

/** A side of a 1/X/2 market: the team's name, or "Draw". */
function sideName(intl: IntlShape, s: Side, teams: TeamsOf): string {
  return s === 'draw' ? intl.formatMessage(outcomes.draw) : teams[s];
}

/** An outcome of a handicap: the team with its line ("Napoli -1"); the line is the home team's. */
function handicapName(intl: IntlShape, fmt: Fmt, s: Side, line: string, teams: TeamsOf): string {
  if (!line) return sideName(intl, s, teams);
  const home = { team: teams.home, line: fmt.line(line) };
  if (s === 'draw') return intl.formatMessage(outcomes.drawHandicap, home);
  if (s === 'home') return intl.formatMessage(outcomes.handicap, home);
  return intl.formatMessage(outcomes.handicap, {
    team: teams.away,
    line: fmt.line(line, { negate: true }),
  });
}

/** Double chance: "1X", "12", "X2" (any separator). */
function doubleChance(intl: IntlShape, bet: string, teams: TeamsOf): string | undefined {
  switch (bet.toUpperCase().replace(/[^12X]/g, '')) {
    case '1X':
      return intl.formatMessage(outcomes.homeOrDraw, { ...teams });
    case '12':
      return intl.formatMessage(outcomes.homeOrAway, { ...teams });
    case 'X2':
      return intl.formatMessage(outcomes.drawOrAway, { ...teams });
  }
  return undefined;
}

/** Over/under: "Over 2.5", "Under", "O 2.5"; the line from the bet, else the market's. */
function overUnder(intl: IntlShape, fmt: Fmt, bet: string, line: string): string | undefined {
  const m = /^(over|under|o|u)\s*([+-]?\d+(?:[.,]\d+)?)?$/i.exec(bet);
  const at = (m?.[2] ?? line).replace(',', '.');
  if (!m || !at) return undefined;
  const over = m[1]!.toLowerCase().startsWith('o');
  return intl.formatMessage(over ? outcomes.over : outcomes.under, { line: fmt.line(at) });
}

function score(intl: IntlShape, fmt: Fmt, bet: string): string | undefined {
  if (/other/i.test(bet)) return intl.formatMessage(outcomes.otherScore);
  const m = /^(\d+)\s*[-:]\s*(\d+)$/.exec(bet);
  return m ? `${fmt.number(Number(m[1]))}:${fmt.number(Number(m[2]))}` : undefined;
}

function halfTimeFullTime(intl: IntlShape, bet: string, teams: TeamsOf): string | undefined {
  const m = /^([12X])\s*[/-]\s*([12X])$/i.exec(bet);
  const [first, second] = [side(m?.[1] ?? ''), side(m?.[2] ?? '')];
  if (!first || !second) return undefined;
  return intl.formatMessage(outcomes.halfTimeFullTime, {
    first: sideName(intl, first, teams),
    second: sideName(intl, second, teams),
  });
}

function highestHalf(intl: IntlShape, bet: string): string | undefined {
  const b = bet.toLowerCase();
  if (/^(1|1st|first)\b/.test(b)) return intl.formatMessage(outcomes.firstHalf);
  if (/^(2|2nd|second)\b/.test(b)) return intl.formatMessage(outcomes.secondHalf);
  if (/^(x|equal|draw|tie)\b/.test(b)) return intl.formatMessage(outcomes.equalHalves);
  return undefined;
}

function yesNo(intl: IntlShape, bet: string): string | undefined {
  const b = bet.trim().toLowerCase();
  if (b === 'yes' || b === 'gg') return intl.formatMessage(outcomes.yes);
  if (b === 'no' || b === 'ng') return intl.formatMessage(outcomes.no);
  return undefined;
}

/**
 * An outcome's name in the player's language: the team it backs ("Napoli", "Napoli -1"),
 * "Draw", "Over 2,5"... A bet name its code's rules do not read shows as the API sent it.
 */
export function outcomeName(
  intl: IntlShape,
  fmt: Fmt,
  market: MarketOf,
  betName: string,
  teams: TeamsOf,
): string {
  const code = parseMarketCode(market.market_code);
  const bet = betName.trim();
  const line = (market.line_name ?? '').trim();
  let name: string | undefined;
  switch (code?.kind) {
    case 'MR': {
      const s = side(bet);
      name = s && sideName(intl, s, teams);
      break;
    }
    case 'EH':
    case 'AH': {
      const s = side(bet);
      name =
        s &&
        (code.kind === 'AH' && s === 'draw' ? undefined : handicapName(intl, fmt, s, line, teams));
      break;
    }
    case 'DC':
      name = doubleChance(intl, bet, teams);
      break;
    case 'OU':
      name = overUnder(intl, fmt, bet, line);
      break;
    case 'BTS':
      name = yesNo(intl, bet);
      break;
    case 'CS':
      name = score(intl, fmt, bet);
      break;
    case 'HTFT':
      name = halfTimeFullTime(intl, bet, teams);
      break;
    case 'HSH':
      name = highestHalf(intl, bet);
      break;
  }
  return name ?? betName;
}
