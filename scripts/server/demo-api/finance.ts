/** The demo API's money maths (docs/behaviour.md#money). */
import { round2, totalOdds } from '../../../src/lib/odds';
import type { FinanceDetails } from '../../../src/types/api.gen';

// Total odds are the product of the picked odds, 2 decimals, for the API as for the lobby's tiles.
export { round2, totalOdds };

/** The exercise (excise) tax on a stake: stake x tax %, 2 decimals, as the summary shows it. */
export function exciseOn(stake: number, taxPercent: number): number {
  if (!Number.isFinite(stake) || stake <= 0) return 0;
  const tax = Number.isFinite(taxPercent) ? Math.min(Math.max(taxPercent, 0), 100) : 0;
  return round2((stake * tax) / 100);
}

/** Stake after tax = stake - the tax, 2 decimals, never negative (the tax rounded first). */
export function stakeAfterTax(stake: number, taxPercent: number): number {
  if (!Number.isFinite(stake) || stake <= 0) return 0;
  return Math.max(0, round2(stake - exciseOn(stake, taxPercent)));
}

/**
 * The financial summary of a ticket: excise on the price (ext, percent), withholding tax on the
 * winnings (wht, percent). stake = the price after excise: what is staked on the odds, and what
 * the client sends back when it places the ticket. All figures 2 decimals, never negative; zeros
 * when there is no price or no odds.
 */
export function financeDetails(
  price: number,
  odds: readonly number[],
  ext: number,
  wht: number,
): FinanceDetails {
  const zero: FinanceDetails = {
    price: 0,
    total_odds: 0,
    stake: 0,
    ext,
    ext_amount: 0,
    ext_type: 'stake',
    wht,
    wht_amount: 0,
    gross_payout: 0,
    net_payout: 0,
  };
  if (!(price > 0) || odds.length === 0) return zero;
  const total = totalOdds(odds);
  const paid = round2(price);
  const extAmount = exciseOn(paid, ext);
  const afterExcise = stakeAfterTax(paid, ext);
  const gross = round2(afterExcise * total);
  const whtAmount = Math.max(0, round2(((gross - afterExcise) * wht) / 100));
  const net = Math.max(0, round2(gross - whtAmount));
  return {
    price: paid,
    total_odds: total,
    stake: afterExcise,
    ext,
    ext_amount: extAmount,
    ext_type: 'stake',
    wht,
    wht_amount: whtAmount,
    gross_payout: gross,
    net_payout: net,
  };
}

/**
 * The lowest total odds (2 decimals) at which a ticket of `price` pays at least `net` after the
 * excise and the withholding tax, as financeDetails computes them; Infinity when none can (the
 * withholding tax takes every win).
 */
export function oddsForNet(price: number, net: number, ext: number, wht: number): number {
  const staked = stakeAfterTax(price, ext);
  const keep = 1 - Math.min(Math.max(wht, 0), 100) / 100;
  if (!(staked > 0) || !(net > 0)) return Infinity;
  if (net <= staked) return 1.01;
  if (keep <= 0) return Infinity;
  // net = staked + (gross - staked) * keep, then up by a cent until the rounded figures agree.
  let odds = Math.max(1.01, Math.ceil((1 + (net / staked - 1) / keep) * 100 - 1e-6) / 100);
  for (let i = 0; i < 1000 && financeDetails(price, [odds], ext, wht).net_payout < net; i++) {
    odds = round2(odds + 0.01);
  }
  return odds;
}
