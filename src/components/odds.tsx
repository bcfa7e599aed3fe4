import { FormattedNumber } from 'react-intl';

/** Odds as a player reads them everywhere: two decimals, in the player's language (1.5 -> 1.50). */
export const ODDS_FORMAT = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** One odds figure (a pick's, a ticket's total, a minimum). */
export function Odds({ value }: { value: number }) {
  return <FormattedNumber value={value} {...ODDS_FORMAT} />;
}
