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

/** Picks within this factor of the preferred odds are near them (1.2 asked: 0.96 to 1.5). */
export const NEAR_PREFERRED = 1.25;

/** A generated smart bet: its picks and whether their total odds reach the target. */
export interface SmartPicks {
  picks: CardPick[];
  /** The total odds are at least the target; otherwise the picks are the closest below it. */
  reaches: boolean;
  /** The picks' odds are near the preferred odds (near, below). */
  nearPreferred: boolean;
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
 * The odds one more pick should have: the preferred odds while picks at them can still reach what
 * is left within the picks left; else what is left spread evenly over them (every pick as near the
 * preference as the target allows, not two long shots). Without a preference, what is left.
 */
function desiredOdds(remaining: number, left: number, prefer: number | null): number {
  if (prefer === null) return remaining;
  if (left <= 1) return remaining;
  const needed = Math.ceil(Math.log(remaining) / Math.log(prefer) - 1e-9);
  return needed <= left ? Math.min(prefer, remaining) : remaining ** (1 / left);
}

/**
 * One random try: events in a shuffled order, each pick's odds near the odds desiredOdds says
 * while below what is left, then a closing pick, the lowest odds that reach the target (within
 * TOLERANCE, and never past `maxTotal`, the odds at the operator's payout cap), once what is left
 * is about one such pick.
 */
function attempt(
  events: readonly EventInfo[],
  target: number,
  prefer: number | null,
  maxTotal: number,
  rng: Prng,
) {
  const picks: (CardPick & { odds: number })[] = [];
  for (const event of rng.shuffle(events)) {
    if (picks.length >= MAX_SMART_PICKS) break;
    const sofar = product(picks);
    const remaining = target / sofar;
    if (remaining <= 1) break;
    const options = choices(event);
    const desired = desiredOdds(remaining, MAX_SMART_PICKS - picks.length, prefer);
    const ceiling = Math.min(remaining * TOLERANCE, maxTotal / sofar);
    const closing =
      remaining <= desired * TOLERANCE
        ? options
            .filter((c) => c.odds >= remaining && c.odds <= ceiling)
            .sort((a, b) => a.odds - b.odds)[0]
        : undefined;
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
 * The picks are near the preferred odds: none above them by more than NEAR_PREFERRED, and all but
 * one (the pick that closes the gap to the target, which may be a safer one) not below them by
 * more than it.
 */
function near(picks: readonly { odds: number }[], preferred: number): boolean {
  const ratios = picks.map((p) => p.odds / preferred);
  const below = ratios.filter((r) => r < 1 / NEAR_PREFERRED - 1e-9).length;
  return ratios.every((r) => r <= NEAR_PREFERRED + 1e-9) && below <= 1;
}

/**
 * Picks events and bets whose total odds (2 decimals, as the ticket shows them) reach `target`
 * and stay at most `maxTotal` (the odds at which the payout reaches the operator's cap): of the
 * tries that reach it, the one whose picks are nearest the `preferred` odds (then the lowest
 * total). When no ticket reaches it (the events' odds cannot, or no try did), the closest below
 * it: the highest total found. Returns null when nothing can be offered (no events, target below
 * 1.01, preferred odds not above 1 or above 1000).
 */
export function generateSmartPicks(
  events: readonly EventInfo[],
  wanted: number,
  preferred: number,
  rng: Prng,
  maxTotal = Infinity,
): SmartPicks | null {
  const target = Math.min(wanted, maxTotal);
  if (!(target >= 1.01) || !(preferred > 1) || preferred > 1000 || events.length === 0) return null;
  const top = highest(events);
  let best = product(top) >= target ? null : top;
  if (best === null) {
    const tries = [
      ...Array.from({ length: ATTEMPTS }, () => attempt(events, target, preferred, maxTotal, rng)),
      ...Array.from({ length: ATTEMPTS / 2 }, () => attempt(events, target, null, maxTotal, rng)),
    ].filter((t) => t.length > 0 && product(t) <= maxTotal);
    const reaching = tries.filter((t) => product(t) >= target);
    const nearer = (a: typeof top, b: typeof top) =>
      distance(b, preferred) - distance(a, preferred) || product(b) - product(a);
    // Nothing reached it: the highest total within the cap (the best events, as many as fit).
    const fits = top.filter((_, i) => product(top.slice(0, i + 1)) <= maxTotal);
    best = reaching.length
      ? reaching.reduce((a, b) => (nearer(a, b) < 0 ? b : a))
      : tries.reduce((a, b) => (product(b) > product(a) ? b : a), fits);
  }
  return {
    picks: byKickOff(best.map(({ event, market, bet }) => ({ event, market, bet }))),
    reaches: product(best) >= target,
    nearPreferred: near(best, preferred),
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
