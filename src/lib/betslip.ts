import { THREE_WAY_MARKETS, type Bet, type Market, type Team } from '@/types/api.gen';
import { round2, totalOdds } from './odds';
import { toMsisdn } from './phone';

/** A market with three outcomes (left first, down middle, right third); the rest have two. */
export const isThreeWay = (marketCode: string) =>
  (THREE_WAY_MARKETS as readonly string[]).includes(marketCode);

/** One chosen outcome (docs/behaviour.md#picks-and-summary). */
export interface Pick {
  event_id: number;
  bet_id: number;
  odds: number;
  home_team: string;
  away_team: string;
  /** The API's names, shown by code in the player's language (src/lib/market-names.ts). */
  market_name: string;
  market_code: string;
  /** The market's line ("-1", "2.5"); absent from picks kept before it was. */
  line_name?: string;
  bet_name: string;
  /** The event's kick-off (ISO 8601): two picks of the same teams on two days read apart. */
  starts?: string;
}

/**
 * The pick of `bet` in `market` of an event, as the betslip sends and shows it: the one way a
 * bet becomes a pick (builder, super bets, quick tips, generated smart bets).
 */
export function pickOf(
  event: { id: number; home_team: Team; away_team: Team; starts?: string },
  market: Market,
  bet: Bet,
): Pick {
  return {
    ...(event.starts ? { starts: event.starts } : {}),
    event_id: event.id,
    bet_id: bet.id,
    odds: bet.odds,
    home_team: event.home_team.name,
    away_team: event.away_team.name,
    market_name: market.market_name,
    market_code: market.market_code,
    line_name: market.line_name,
    bet_name: bet.bet_name,
  };
}

/** A custom stake typed by the player: a positive amount, rounded to 2 decimals; else null. */
export function parseAmount(input: string): number | null {
  const text = input.trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(text)) return null;
  const value = round2(Number(text));
  return value > 0 ? value : null;
}

/** Why a ticket cannot be placed yet, found before any call (all of them code 1). */
export type LocalError =
  | 'missedBet'
  | 'missedPrice'
  | 'missedPhone'
  | 'invalidPhone'
  | 'notEnoughMoney'
  /** A jackpot needs every event picked (docs/behaviour.md#jackpots). */
  | 'missedEvents'
  /** The market needs a signed-in player (docs/compliance.md#who-may-stake). */
  | 'signInNeeded';

export function checkPlacement(input: {
  pickCount: number;
  authenticated: boolean;
  phone: string;
  /** The country code of the brand's numbers (brand.phone.prefix). */
  phonePrefix: string;
  price: number;
  /** Known balance of an identified player. */
  balance?: number;
}): LocalError | null {
  // The observed product tested `length < 0`, which never fired: fixed here (docs/behaviour.md#placing-a-ticket).
  if (input.pickCount <= 0) return 'missedBet';
  if (!(input.price > 0)) return 'missedPrice';
  if (!input.authenticated) {
    if (!input.phone.trim()) return 'missedPhone';
    if (!toMsisdn(input.phone, input.phonePrefix)) return 'invalidPhone';
  }
  if (input.balance !== undefined && input.price > input.balance) return 'notEnoughMoney';
  return null;
}

/** Whether a ticket's minimum events and minimum total odds are reached. */
export function minimums(input: { odds: readonly number[]; minEvents: number; minOdds: number }): {
  eventsOk: boolean;
  oddsOk: boolean;
  totalOdds: number;
} {
  const total = totalOdds(input.odds);
  return {
    eventsOk: input.odds.length >= input.minEvents,
    oddsOk: input.minOdds <= 0 || total >= input.minOdds,
    totalOdds: total,
  };
}
