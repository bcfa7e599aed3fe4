import type { IntlShape } from 'react-intl';

/** Rounds to 2 decimals, half away from zero, without binary drift (1.005 -> 1.01). */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.sign(value) * (Math.round((Math.abs(value) + Number.EPSILON) * 100) / 100);
}

/** Total odds of a ticket: the product of its odds, 2 decimals; 0 when there are none. */
export function totalOdds(odds: readonly number[]): number {
  if (odds.length === 0) return 0;
  return round2(odds.reduce((product, o) => product * o, 1));
}

/**
 * Odds as a player reads them everywhere: two decimals, in the player's language (1.5 -> "1.50" /
 * "1,50"). The one number format kept beside src/lib/format.ts, which uses it: the lobby's tiles
 * need only this.
 */
export const oddsText = (intl: IntlShape, value: number) =>
  intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
