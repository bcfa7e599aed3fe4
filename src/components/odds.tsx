import { useIntl } from 'react-intl';
import { oddsText } from '@/lib/odds';

/** One odds figure (a pick's, a ticket's total, a minimum): two decimals, in the player's language. */
export function Odds({ value }: { value: number }) {
  return oddsText(useIntl(), value);
}
