/** The demo smart bet generator and the jackpot pick helpers. */
import type { SuggestedPick } from '../../../src/types/api.gen';
import { type CardPick, type EventInfo, type SwipeCard, servedMarket } from './catalog';
import { totalOdds } from './finance';
import type { Prng } from './prng';
import { MARKET_CODES, type MarketCode } from './seed';

/** At most this many picks in a generated smart bet. */
export const MAX_SMART_PICKS = 20;
/** A ticket reaches its target within this factor above it (no bet pays far more than asked). */
const TOLERANCE = 1.2;
/** Random tries at a ticket that reaches the target: the best of them is kept. */
const ATTEMPTS = 40;

/** A generated smart bet: its picks and whether their total odds reach the target. */
export interface SmartPicks {
  picks: CardPick[];
  /** The total odds are at least the target; otherwise the picks are the closest below it. */
  reaches: boolean;
}

type Choice = { market: MarketCode; bet: number; odds: number };

const choices = (event: EventInfo): Choice[] =>
  MARKET_CODES.flatMap((market) =>
    event.markets[market].bets.map((b, bet) => ({ market, bet, odds: b.odds })),
  );

const product = (picks: readonly { odds: number }[]) => totalOdds(picks.map((p) => p.odds));

const byKickOff = (picks: CardPick[]) =>
  picks.sort((a, b) => a.event.startsAt - b.event.startsAt || a.event.id - b.event.id);

/**
 * One random try: events in a shuffled order, each pick's odds near `prefer` (else what is left
 * to reach) while below what is left, then a closing pick, the lowest odds that reach the target
 * (within TOLERANCE), when one event offers it. With a preference the try closes only once what
 * is left is about one pick at the preferred odds: it does not jump to a long shot that happens
 * to close the gap after two picks.
 */
function attempt(events: readonly EventInfo[], target: number, prefer: number | null, rng: Prng) {
  const picks: (CardPick & { odds: number })[] = [];
  for (const event of rng.shuffle(events)) {
    if (picks.length >= MAX_SMART_PICKS) break;
    const remaining = target / product(picks);
    if (remaining <= 1) break;
    const options = choices(event);
    const closes = prefer === null || remaining <= prefer * TOLERANCE;
    const closing = closes
      ? options
          .filter((c) => c.odds >= remaining && c.odds <= remaining * TOLERANCE)
          .sort((a, b) => a.odds - b.odds)[0]
      : undefined;
    const desired = prefer === null ? remaining : Math.min(prefer, remaining);
    const step = options
      .filter((c) => c.odds < remaining)
      .sort(
        (a, b) =>
          Math.abs(Math.log(a.odds / desired)) - Math.abs(Math.log(b.odds / desired)) ||
          a.odds - b.odds,
      )[0];
    const chosen = closing ?? step;
    if (!chosen) continue;
    picks.push({ event, market: chosen.market, bet: chosen.bet, odds: chosen.odds });
    if (chosen === closing) break;
  }
  return picks;
}

/** The highest total odds the events allow: each of the best events at its highest odds. */
function highest(events: readonly EventInfo[]) {
  return events
    .map((event) => ({ event, best: choices(event).sort((a, b) => b.odds - a.odds)[0]! }))
    .sort((a, b) => b.best.odds - a.best.odds)
    .slice(0, MAX_SMART_PICKS)
    .map(({ event, best }) => ({ event, market: best.market, bet: best.bet, odds: best.odds }));
}

/** How far a ticket's picks are from the preferred odds: the mean distance of their logarithms. */
const distance = (picks: readonly { odds: number }[], preferred: number) =>
  picks.reduce((sum, p) => sum + Math.abs(Math.log(p.odds / preferred)), 0) / picks.length;

/**
 * Picks events and bets whose total odds (2 decimals, as the ticket shows them) reach `target`:
 * of the tries that reach it, the one whose picks are nearest the `preferred` odds (then the
 * lowest total). When no ticket reaches
 * it (the events' odds cannot, or no try did), the closest below it: the highest total found.
 * Returns null when nothing can be offered (no events, target below 1.01, preferred odds not
 * above 1 or above 1000).
 */
export function generateSmartPicks(
  events: readonly EventInfo[],
  target: number,
  preferred: number,
  rng: Prng,
): SmartPicks | null {
  if (!(target >= 1.01) || !(preferred > 1) || preferred > 1000 || events.length === 0) return null;
  const top = highest(events);
  let best = product(top) >= target ? null : top;
  if (best === null) {
    const tries = [
      ...Array.from({ length: ATTEMPTS }, () => attempt(events, target, preferred, rng)),
      ...Array.from({ length: ATTEMPTS / 2 }, () => attempt(events, target, null, rng)),
    ].filter((t) => t.length > 0);
    const reaching = tries.filter((t) => product(t) >= target);
    const nearer = (a: typeof top, b: typeof top) =>
      distance(b, preferred) - distance(a, preferred) || product(b) - product(a);
    best = reaching.length
      ? reaching.reduce((a, b) => (nearer(a, b) < 0 ? b : a))
      : tries.reduce((a, b) => (product(b) > product(a) ? b : a), top);
  }
  const reaches = product(best) >= target;
  return {
    picks: byKickOff(best.map(({ event, market, bet }) => ({ event, market, bet }))),
    reaches,
  };
}

export type PickMode = 'lucky' | 'favourites' | 'quick';
export const PICK_MODES: readonly PickMode[] = ['lucky', 'favourites', 'quick'];

/** Suggested picks for a swipe card (jackpot, quick bet, quick bet X). */
export function suggestPicks(card: SwipeCard, mode: PickMode, rng: Prng): SuggestedPick[] {
  const rows = card.events.map((ce) => ({ event_id: ce.event.id, bets: servedMarket(ce).bets }));
  const random = (r: (typeof rows)[number]): SuggestedPick => ({
    event_id: r.event_id,
    bet_id: rng.pick(r.bets).id,
  });
  switch (mode) {
    case 'lucky':
      return rows.map(random);
    case 'favourites':
      return rows.map((r) => ({
        event_id: r.event_id,
        bet_id: r.bets.reduce((a, b) => (b.odds < a.odds ? b : a)).id,
      }));
    case 'quick': {
      const chosen = new Set(
        rng.shuffle(rows.map((r) => r.event_id)).slice(0, Math.ceil(rows.length / 2)),
      );
      return rows.filter((r) => chosen.has(r.event_id)).map(random);
    }
  }
}
