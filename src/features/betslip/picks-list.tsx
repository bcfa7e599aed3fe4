import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Kickoff } from '@/components/league-kickoff';
import { plainList } from '@/components/lists';
import { Odds } from '@/components/odds';
import { MatchName, PickName } from '@/components/pick-name';
import type { Pick } from '@/lib/betslip';

const List = styled.ol`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.button};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  b {
    overflow-wrap: anywhere;
  }
  small {
    grid-column: 1;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    grid-row: 1 / span 2;
    grid-column: 2;
    align-self: center;
    font-variant-numeric: tabular-nums;
  }
`;

/** The player's picks: event, market and outcome, kick-off, with odds. */
export function PicksList({ picks }: { picks: readonly Pick[] }) {
  return (
    <section>
      <h2>
        <FormattedMessage
          id="picks.title"
          defaultMessage="Your picks ({count})"
          values={{ count: picks.length }}
        />
      </h2>
      {picks.length === 0 ? (
        <p>
          <FormattedMessage id="picks.none" defaultMessage="No picks yet." />
        </p>
      ) : (
        <List>
          {picks.map((p) => (
            <li key={p.event_id}>
              <b>
                <MatchName home={p.home_team} away={p.away_team} />
              </b>
              <small>
                <PickName pick={p} teams={{ home: p.home_team, away: p.away_team }} />
              </small>
              {p.starts && (
                <small>
                  <Kickoff starts={p.starts} />
                </small>
              )}
              <strong>
                <Odds value={p.odds} />
              </strong>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
