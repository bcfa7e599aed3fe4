/** The demo API's money maths (docs/behaviour.md#money). */
import { round2, totalOdds } from '../../../src/lib/odds';
import type { FinanceDetails } from '../../../src/types/api.gen';
import type { Money } from './money';

// Total odds are the product of the picked odds, 2 decimals, for the API as for the lobby's tiles.
export { round2, totalOdds };
export type { Money };

const clampRate = (rate: number) => (Number.isFinite(rate) ? Math.min(Math.max(rate, 0), 100) : 0);

/**
 * The tax on a stake, 2 decimals, as the summary shows it: stake x rate % (`stake`), or, where the
 * price includes the tax and the rate applies to the stake net of it (`stakeNet`, Germany's
 * Wettsteuer), stake x rate / (100 + rate).
 */
export function exciseOn(
  stake: number,
  taxPercent: number,
  base: Money['extBase'] = 'stake',
): number {
  if (!Number.isFinite(stake) || stake <= 0) return 0;
  const tax = clampRate(taxPercent);
  return round2(base === 'stakeNet' ? (stake * tax) / (100 + tax) : (stake * tax) / 100);
}

/** Stake after tax = stake - the tax, 2 decimals, never negative (the tax rounded first). */
export function stakeAfterTax(
  stake: number,
  taxPercent: number,
  base: Money['extBase'] = 'stake',
): number {
  if (!Number.isFinite(stake) || stake <= 0) return 0;
  return Math.max(0, round2(stake - exciseOn(stake, taxPercent, base)));
}

/**
 * The financial summary of a ticket: the tax on the price (ext, percent), the gross payout at
 * most the operator's cap (`capped` says the cap bit), the withholding tax on the winnings (wht,
 * percent). stake = the price after its tax: what is staked on the odds, and what the client sends
 * back when it places the ticket. All figures 2 decimals, never negative; zeros when there is no
 * price or no odds.
 */
export function financeDetails(
  price: number,
  odds: readonly number[],
  money: Money,
): FinanceDetails {
  const { ext, wht, maxPayout } = money;
  const cap = maxPayout === undefined ? {} : { max_payout: maxPayout };
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
    ...cap,
  };
  if (!(price > 0) || odds.length === 0) return zero;
  const total = totalOdds(odds);
  const paid = round2(price);
  const extAmount = exciseOn(paid, ext, money.extBase);
  const afterExcise = stakeAfterTax(paid, ext, money.extBase);
  const uncapped = round2(afterExcise * total);
  const capped = maxPayout !== undefined && uncapped > maxPayout;
  const gross = capped ? maxPayout : uncapped;
  const whtAmount = Math.max(0, round2(((gross - afterExcise) * clampRate(wht)) / 100));
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
    ...cap,
    ...(capped ? { capped: true } : {}),
  };
}

/** The most a ticket of `price` can take home under the cap (Infinity without one). */
export function maxNet(price: number, money: Money): number {
  if (money.maxPayout === undefined) return Infinity;
  const staked = stakeAfterTax(price, money.ext, money.extBase);
  const cap = money.maxPayout;
  return Math.max(
    0,
    round2(cap - Math.max(0, round2(((cap - staked) * clampRate(money.wht)) / 100))),
  );
}

/**
 * The lowest total odds (2 decimals) at which a ticket of `price` pays at least `net` after its
 * taxes, as financeDetails computes them; Infinity when none can (the withholding tax takes every
 * win, or the cap stops the payout below it).
 */
export function oddsForNet(price: number, net: number, money: Money): number {
  const staked = stakeAfterTax(price, money.ext, money.extBase);
  const keep = 1 - clampRate(money.wht) / 100;
  if (!(staked > 0) || !(net > 0)) return Infinity;
  if (net > maxNet(price, money)) return Infinity;
  if (net <= staked) return 1.01;
  if (keep <= 0) return Infinity;
  // net = staked + (gross - staked) * keep, then up by a cent until the rounded figures agree.
  let odds = Math.max(1.01, Math.ceil((1 + (net / staked - 1) / keep) * 100 - 1e-6) / 100);
  for (let i = 0; i < 1000 && financeDetails(price, [odds], money).net_payout < net; i++) {
    odds = round2(odds + 0.01);
  }
  return odds;
}

/**
 * The highest total odds (2 decimals) whose payout for `price` stays within the cap: what a
 * generated ticket may reach at most (Infinity without a cap).
 */
export function oddsAtCap(price: number, money: Money): number {
  if (money.maxPayout === undefined) return Infinity;
  const staked = stakeAfterTax(price, money.ext, money.extBase);
  if (!(staked > 0)) return Infinity;
  return Math.max(1.01, Math.floor((money.maxPayout / staked) * 100 + 1e-6) / 100);
}
