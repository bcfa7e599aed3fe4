/** The demo API's money maths (decisions.md "Money"). */
import { exciseOn, stakeAfterTax } from '../../../src/lib/betslip';
import { round2, totalOdds } from '../../../src/lib/odds';
import type { FinanceDetails } from '../../../src/types/api.gen';

// The same rounding as the front end's, so the stake it sends is the one the summary shows.
export { round2, totalOdds };

/**
 * The financial summary of a ticket: excise on the stake (ext, percent), withholding tax on the
 * winnings (wht, percent). stake = price. All figures 2 decimals, never negative; zeros when
 * there is no price or no odds.
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
  const stake = round2(price);
  const extAmount = exciseOn(stake, ext);
  const afterExcise = stakeAfterTax(stake, ext);
  const gross = round2(afterExcise * total);
  const whtAmount = Math.max(0, round2(((gross - afterExcise) * wht) / 100));
  const net = Math.max(0, round2(gross - whtAmount));
  return {
    price: stake,
    total_odds: total,
    stake,
    ext,
    ext_amount: extAmount,
    ext_type: 'stake',
    wht,
    wht_amount: whtAmount,
    gross_payout: gross,
    net_payout: net,
  };
}
