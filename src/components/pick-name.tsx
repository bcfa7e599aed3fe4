import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMarketNames } from '@/hooks/use-market-names';
import type { MarketOf, TeamsOf } from '@/lib/market-names';
import { MATCH_NAME } from '@/lib/match-name';

/** An event's two teams, as every screen names a match (MATCH_NAME). */
export function MatchName({ home, away }: TeamsOf) {
  return useIntl().formatMessage(MATCH_NAME, { home, away });
}

/**
 * A pick's market and outcome ("Highest scoring half: 1st half"), named by its market code in the
 * player's language (src/lib/market-names.ts), the API's names the fallback. `bet` wraps the
 * outcome (to make it bold, say).
 */
export function PickName({
  pick,
  teams,
  bet = (name) => name,
}: {
  pick: MarketOf & { bet_name: string };
  teams: TeamsOf;
  bet?: (name: string) => ReactNode;
}) {
  const names = useMarketNames();
  return (
    <FormattedMessage
      id="ticket.event.pick"
      defaultMessage="{market}: {bet}"
      values={{
        market: names.market(pick, [pick.bet_name]),
        bet: bet(names.outcome(pick, pick.bet_name, teams)),
      }}
    />
  );
}
