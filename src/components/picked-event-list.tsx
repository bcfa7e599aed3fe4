import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useMarketNames } from '@/hooks/use-market-names';
import type { PickedEvent } from '@/types/api.gen';
import { LeagueKickoff } from './league-kickoff';
import { pickRow, plainList } from './lists';
import { Odds } from './odds';
import { MatchName } from './pick-name';
import { VisuallyHidden } from './visually-hidden';

const List = styled.ol`
  ${plainList}
  display: grid;
`;

const Row = styled.li`
  ${pickRow}
`;

const When = styled.p`
  margin: 0;
  grid-column: 1 / -1;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Teams = styled.p`
  margin: 0;
  grid-column: 1 / -1;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Choice = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Bet = styled.span`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
`;

const OddsCell = styled.span`
  font-weight: 700;
  font-size: 1.0625rem;
  font-variant-numeric: tabular-nums;
`;

/** The events of a quick tip or a generated smart bet, each with its picked bet and odds. */
export function PickedEventList({
  events,
  label,
}: {
  events: readonly PickedEvent[];
  label?: string;
}) {
  const names = useMarketNames();
  return (
    <List aria-label={label}>
      {events.map((event) => (
        <Row key={`${event.id}-${event.bet.id}`}>
          <When>
            <LeagueKickoff event={event} />
          </When>
          <Teams>
            <MatchName home={event.home_team.name} away={event.away_team.name} />
          </Teams>
          <Choice>
            <span>
              {names.market(
                event.market,
                event.market.bets.map((b) => b.bet_name),
              )}
            </span>
            <Bet>
              {names.outcome(event.market, event.bet.bet_name, {
                home: event.home_team.name,
                away: event.away_team.name,
              })}
            </Bet>
          </Choice>
          <OddsCell>
            <VisuallyHidden>
              <FormattedMessage id="ticketScreen.odds" defaultMessage="Odds" />{' '}
            </VisuallyHidden>
            <Odds value={event.bet.odds} />
          </OddsCell>
        </Row>
      ))}
    </List>
  );
}
