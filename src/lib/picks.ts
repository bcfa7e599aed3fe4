import type { Bet, Market, PickedEvent, Team } from '@/types/api.gen';
import type { Pick } from './betslip';

/** A market as players read it: its name, with its line when it has one ("European Handicap (-1)"). */
export function marketLabel(market: Market): string {
  const line = market.line_name.trim();
  // Over/under lines are already part of the bet names ("Over 2.5"); handicaps are not.
  return line && !market.bets.some((b) => b.bet_name.includes(line))
    ? `${market.market_name} (${line})`
    : market.market_name;
}

/** The pick of `bet` in `market` of an event, as the betslip sends and shows it. */
export function pickOf(
  event: { id: number; home_team: Team; away_team: Team },
  market: Market,
  bet: Bet,
): Pick {
  return {
    event_id: event.id,
    bet_id: bet.id,
    odds: bet.odds,
    home_team: event.home_team.name,
    away_team: event.away_team.name,
    market_name: marketLabel(market),
    market_code: market.market_code,
    bet_name: bet.bet_name,
  };
}

/** The fixed pick of an event of a quick tip or a generated smart bet. */
export const pickOfPickedEvent = (event: PickedEvent): Pick =>
  pickOf(event, event.market, event.bet);

/** The earliest kick-off of some events (ms since epoch), or NaN when there is none. */
export function earliestStart(events: readonly { starts: string }[]): number {
  const times = events.map((e) => Date.parse(e.starts)).filter((t) => Number.isFinite(t));
  return times.length ? Math.min(...times) : Number.NaN;
}
