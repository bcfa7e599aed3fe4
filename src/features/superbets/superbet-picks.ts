import { pickOf, type Pick } from '@/lib/betslip';
import { clashOf, type Clash } from '@/lib/pick-clash';
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

/** A pick taken off the slip by a new one it clashes with, and how (src/lib/pick-clash.ts). */
export interface Replaced {
  pick: Pick;
  clash: Clash;
}

/**
 * Picks `betId` in market `key` as a bet slip does (docs/behaviour.md#picks-that-clash): it
 * replaces the market's pick, or is removed when picked again; and it replaces the picks of other
 * markets it clashes with (cannot win together, or one decides the other), which it names.
 */
export function pickBet(
  event: SuperbetEvent,
  selection: Selection,
  key: string,
  betId: number,
): { selection: Selection; replaced: Replaced[] } {
  const next = toggleBet(selection, key, betId);
  if (next[key] !== betId) return { selection: next, replaced: [] };
  const market = event.markets.find((m) => marketKey(m) === key);
  const bet = market?.bets.find((b) => b.id === betId);
  if (!market || !bet) return { selection: next, replaced: [] };
  const picked = pickOf(event, market, bet);
  const kept: Record<string, number> = {};
  const replaced: Replaced[] = [];
  for (const [k, id] of Object.entries(next)) {
    const [other] = k === key ? [] : picksOf(event, { [k]: id });
    // The new pick first: "decides" says the new pick's winning decides the one it replaces.
    const clash = other && clashOf(picked, other);
    if (other && clash) replaced.push({ pick: other, clash });
    else kept[k] = id;
  }
  return { selection: kept, replaced };
}
