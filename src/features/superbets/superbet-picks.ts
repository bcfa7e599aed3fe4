import { pickOf, type Pick } from '@/lib/betslip';
import type { Market, SuperbetEvent } from '@/types/api.gen';

/**
 * A super bet is one event with many markets; the player picks at most one outcome per market
 * (the demo API, like the operator's, refuses the same bet twice). The selection maps a market to
 * the id of the picked bet.
 */
export type Selection = Readonly<Record<string, number>>;

/** A market's key in the selection: its code and line (one event may offer a market per line). */
export const marketKey = (market: Market): string => `${market.market_code}|${market.line_name}`;

/** Picks `betId` in the market: replaces that market's pick, or removes it when picked again. */
export function toggleBet(selection: Selection, key: string, betId: number): Selection {
  const { [key]: current, ...rest } = selection;
  return current === betId ? rest : { ...rest, [key]: betId };
}

/**
 * The picks of a selection on the event, in the event's market order, with the odds the event
 * offers now. Markets or bets the event no longer offers are left out.
 */
export function picksOf(event: SuperbetEvent, selection: Selection): Pick[] {
  const picks: Pick[] = [];
  for (const market of event.markets) {
    const betId = selection[marketKey(market)];
    if (betId === undefined) continue;
    const bet = market.bets.find((b) => b.id === betId);
    if (bet) picks.push(pickOf(event, market, bet));
  }
  return picks;
}
