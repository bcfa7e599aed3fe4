/** The demo smart bet generator and the jackpot pick helpers. */
import type { SuggestedPick } from '../../../src/types/api.gen';
import { type CardPick, type EventInfo, type SwipeCard, servedMarket } from './catalog';
import type { Prng } from './prng';
import { MARKET_CODES, type MarketCode } from './seed';

/** At most this many picks in a generated smart bet. */
export const MAX_SMART_PICKS = 20;
/** A generated bet matches when its total odds are within this factor of the target. */
const TOLERANCE = 1.2;

/**
 * Picks events and bets whose product of odds approaches `target`, preferring bets with odds near
 * `preferred`. Returns null when nothing can match (target above what the available odds can
 * reach, target below 1.01, or preferred odds above 1000).
 */
export function generateSmartPicks(
  events: readonly EventInfo[],
  target: number,
  preferred: number,
  rng: Prng,
): CardPick[] | null {
  if (!(target >= 1.01) || !(preferred > 1) || preferred > 1000 || events.length === 0) return null;
  const bestOdds = events
    .map((e) => Math.max(...MARKET_CODES.flatMap((c) => e.markets[c].bets.map((b) => b.odds))))
    .sort((a, b) => b - a)
    .slice(0, MAX_SMART_PICKS);
  const reachable = bestOdds.reduce((a, b) => a * b, 1);
  if (target > reachable * TOLERANCE) return null;

  const attempt = (prefer: number | null): CardPick[] | null => {
    const picks: CardPick[] = [];
    let product = 1;
    for (const event of rng.shuffle(events)) {
      if (picks.length >= MAX_SMART_PICKS) break;
      const remaining = target / product;
      if (remaining < 1.08) break;
      const desired = prefer === null ? remaining : Math.min(prefer, remaining);
      let best: { market: MarketCode; bet: number; odds: number } | null = null;
      for (const market of MARKET_CODES) {
        event.markets[market].bets.forEach((b, bet) => {
          if (b.odds > remaining * 1.1) return;
          const score = Math.abs(Math.log(b.odds) - Math.log(desired));
          if (!best || score < Math.abs(Math.log(best.odds) - Math.log(desired)))
            best = { market, bet, odds: b.odds };
        });
      }
      if (!best) continue;
      const chosen: { market: MarketCode; bet: number; odds: number } = best;
      picks.push({ event, market: chosen.market, bet: chosen.bet });
      product *= chosen.odds;
    }
    const ok = picks.length > 0 && Math.abs(Math.log(product / target)) <= Math.log(TOLERANCE);
    return ok
      ? picks.sort((a, b) => a.event.startsAt - b.event.startsAt || a.event.id - b.event.id)
      : null;
  };
  return attempt(preferred) ?? attempt(null);
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
