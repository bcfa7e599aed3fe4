// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  exciseOn,
  financeDetails,
  oddsAtCap,
  oddsForNet,
  stakeAfterTax,
  type Money,
} from '../../scripts/server/demo-api/finance';
import { marketOfHost, moneyOf } from '../../scripts/server/demo-api/money';
import eurowin from '../../brands/eurowin.json';
import demo from '../../brands/demo.json';

describe('stakeAfterTax', () => {
  it('takes the exercise tax percent off the stake, 2 decimals', () => {
    expect(stakeAfterTax(100, 12.5)).toBe(87.5);
    expect(stakeAfterTax(50, 7.5)).toBe(46.25);
    expect(stakeAfterTax(33.33, 10)).toBe(30);
    expect(stakeAfterTax(100, 0)).toBe(100);
  });

  it('is the price less the excise the summary shows (the tax rounded first)', () => {
    // EUR 5 at 5.3 %: the summary shows an excise of 0.27 (0.265 rounded), so 4.73, not 4.74.
    expect(exciseOn(5, 5.3)).toBe(0.27);
    expect(stakeAfterTax(5, 5.3)).toBe(4.73);
  });

  it('never goes negative or past the edges', () => {
    expect(stakeAfterTax(100, 150)).toBe(0);
    expect(stakeAfterTax(100, -5)).toBe(100);
    expect(stakeAfterTax(-10, 10)).toBe(0);
    expect(stakeAfterTax(Number.NaN, 10)).toBe(0);
  });
});

describe('financeDetails', () => {
  it('answers the stake after excise, the figure a placed ticket carries', () => {
    expect(financeDetails(5, [2], { ext: 5.3, extBase: 'stake', wht: 0 })).toMatchObject({
      price: 5,
      stake: 4.73,
      ext_amount: 0.27,
    });
  });
});

/** Kenya as the demo plays it: 5 % excise on the stake, 20 % on winnings, KES 20,000,000 a ticket. */
const kenya: Money = { market: 'KE', ext: 5, extBase: 'stake', wht: 20, maxPayout: 20_000_000 };

describe('the market of the host (schemas/markets.json money)', () => {
  it("takes Germany's Wettsteuer out of the price on eurowin's German hosts, nothing on its Swedish one", () => {
    expect(marketOfHost(eurowin, 'de.eurowin.example')).toBe('DE');
    expect(marketOfHost(eurowin, 'eurowin.example:443')).toBe('DE');
    expect(marketOfHost(eurowin, 'se.eurowin.example')).toBe('SE');
    // Another host (localhost) is the first licence's, as the page's footer is.
    expect(marketOfHost(eurowin, 'localhost')).toBe('DE');
    const de = moneyOf(eurowin, 'DE');
    expect(de).toMatchObject({ ext: 5.3, extBase: 'stakeNet', wht: 0, maxPayout: 100_000 });
    // EUR 10 at 5.3 % of the stake net of the tax: 0.50 (10 x 5.3 / 105.3), not 0.53.
    expect(financeDetails(10, [2], de)).toMatchObject({ ext_amount: 0.5, stake: 9.5 });
    const se = moneyOf(eurowin, 'SE');
    expect(se).toMatchObject({ ext: 0, wht: 0 });
    expect(financeDetails(10, [2], se)).toMatchObject({ ext_amount: 0, stake: 10, net_payout: 20 });
  });

  it("charges Kenya's excise and withholding tax as the Finance Act 2025 has them", () => {
    expect(moneyOf(demo, marketOfHost(demo, 'betdeck.example'))).toEqual(kenya);
  });
});

describe('the payout cap', () => {
  it('pays at most the cap, says so, and taxes the capped winnings', () => {
    // The smart bet of 14 picks at 145,574,846 for KES 10 would pay over a billion.
    const fin = financeDetails(10, [145_574_846], kenya);
    expect(fin).toMatchObject({
      stake: 9.5,
      gross_payout: 20_000_000,
      max_payout: 20_000_000,
      capped: true,
      wht_amount: 3_999_998.1,
      net_payout: 16_000_001.9,
    });
    // Below the cap nothing changes, and nothing says it bit.
    const small = financeDetails(100, [2], kenya);
    expect(small).toMatchObject({ gross_payout: 190, net_payout: 171, max_payout: 20_000_000 });
    expect(small.capped).toBeUndefined();
  });

  it('finds no odds for a net the cap cannot pay, and knows the odds at the cap', () => {
    expect(oddsForNet(10, 900_000_000, kenya)).toBe(Infinity);
    expect(oddsForNet(10, 16_000_001.9, kenya)).toBeLessThan(Infinity);
    expect(oddsAtCap(10, kenya)).toBe(2_105_263.15);
    expect(financeDetails(10, [oddsAtCap(10, kenya)], kenya).capped).toBeUndefined();
  });
});
