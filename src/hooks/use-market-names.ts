import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { marketName, outcomeName, type MarketOf, type TeamsOf } from '@/lib/market-names';
import { useFormat } from './use-format';

export interface MarketNames {
  /** The market's name in the player's language ("Handicap", "Total goals, 1st half"). */
  market: (market: MarketOf, betNames?: readonly string[]) => string;
  /** The outcome's name: the team it backs with its line ("Napoli -1"), "Draw", "Over 2,5"... */
  outcome: (market: MarketOf, betName: string, teams: TeamsOf) => string;
}

/** Market and outcome names by market code (src/lib/market-names.ts), in the language showing. */
export function useMarketNames(): MarketNames {
  const intl = useIntl();
  const format = useFormat();
  return useMemo(
    () => ({
      market: (market, betNames) => marketName(intl, market, betNames),
      outcome: (market, betName, teams) => outcomeName(intl, format, market, betName, teams),
    }),
    [intl, format],
  );
}
