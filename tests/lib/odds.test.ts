import { describe, expect, it } from 'vitest';
import { round2, totalOdds } from '@/lib/odds';

describe('totalOdds', () => {
  it('multiplies the odds and rounds to 2 decimals', () => {
    expect(totalOdds([1.5, 2])).toBe(3);
    expect(totalOdds([1.1, 1.1, 1.1])).toBe(1.33);
    expect(totalOdds([2.35, 1.9, 3.1])).toBe(13.84);
  });

  it('is the odds themselves for one event and 0 for none', () => {
    expect(totalOdds([1.87])).toBe(1.87);
    expect(totalOdds([])).toBe(0);
  });

  it('rounds half away from zero without binary drift', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
