// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exciseOn, financeDetails, stakeAfterTax } from '../../scripts/server/demo-api/finance';

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
    expect(financeDetails(5, [2], 5.3, 0)).toMatchObject({
      price: 5,
      stake: 4.73,
      ext_amount: 0.27,
    });
  });
});
