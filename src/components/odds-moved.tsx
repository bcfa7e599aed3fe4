import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useFormat } from '@/hooks/use-format';
import type { Ticket } from '@/types/api.gen';
import { plainList } from './lists';
import { Odds } from './odds';
import { MatchName, PickName } from './pick-name';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

const Moved = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

/**
 * What moved between the slip and the placed ticket, when the player accepted moved odds
 * (docs/behaviour.md#odds-changes): the total odds and the possible win as the slip showed them
 * and as the ticket has them, and each pick that moved. Nothing when the ticket is at the odds
 * asked. `payout`: the possible win is shown (not once the ticket is settled).
 */
export function OddsMoved({ ticket, payout }: { ticket: Ticket; payout: boolean }) {
  const { money } = useFormat();
  const asked = ticket.odds_asked;
  if (asked === undefined || Math.abs(asked - ticket.odds) < 0.005) return null;
  const moved = ticket.events.filter(
    (e) => e.odds_asked !== undefined && Math.abs(e.odds_asked - e.odds) >= 0.005,
  );
  return (
    <Box data-notice="odds-moved">
      <p>
        <strong>
          <FormattedMessage
            id="ticket.oddsMoved.total"
            defaultMessage="The odds moved before your ticket was placed: total odds from {asked} to {placed}."
            values={{ asked: <Odds value={asked} />, placed: <Odds value={ticket.odds} /> }}
          />
        </strong>
      </p>
      {payout && ticket.payout_asked !== undefined && (
        <p>
          <FormattedMessage
            id="ticket.oddsMoved.payout"
            defaultMessage="Possible win from {asked} to {placed}."
            values={{ asked: money(ticket.payout_asked), placed: money(ticket.final_payout) }}
          />
        </p>
      )}
      {moved.length > 0 && (
        <Moved>
          {moved.map((e, i) => {
            const teams = { home: e.home_team.name, away: e.away_team.name };
            return (
              <li key={`${e.event_id}-${i}`}>
                <FormattedMessage
                  id="ticket.oddsMoved.pick"
                  defaultMessage="{match}, {pick}: from {asked} to {placed}"
                  values={{
                    match: <MatchName {...teams} />,
                    pick: <PickName pick={e} teams={teams} />,
                    asked: <Odds value={e.odds_asked!} />,
                    placed: <Odds value={e.odds} />,
                  }}
                />
              </li>
            );
          })}
        </Moved>
      )}
    </Box>
  );
}
