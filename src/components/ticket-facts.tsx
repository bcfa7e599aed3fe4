import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { CountdownText } from './countdown-text';
import { Odds } from './odds';

// Each fact as wide as its words need; the time left takes the room the others leave (and gives it
// back first): "Closes in 05:46:02" on two lines, not four, beside a count's "9".
const List = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  div[data-fact='time-left'] {
    flex: 1000 1 auto;
  }
  div {
    flex: 1 0 auto;
    display: grid;
    align-content: start;
    gap: 2px;
    min-width: 0;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.button};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** A ticket's key facts, each shown only when given: events, total odds, time left. */
export function TicketFacts({
  eventCount,
  totalOdds,
  expiresAt,
}: {
  eventCount?: number;
  totalOdds?: number;
  expiresAt?: string | number;
}) {
  return (
    <List>
      {eventCount !== undefined && (
        <div>
          <dt>
            <FormattedMessage id="ticketScreen.facts.events" defaultMessage="Events" />
          </dt>
          <dd>{eventCount}</dd>
        </div>
      )}
      {totalOdds !== undefined && (
        <div>
          <dt>
            <FormattedMessage id="ticketScreen.facts.odds" defaultMessage="Total odds" />
          </dt>
          <dd>
            <Odds value={totalOdds} />
          </dd>
        </div>
      )}
      {expiresAt !== undefined && (
        <div data-fact="time-left">
          <dt>
            <FormattedMessage id="ticketScreen.facts.timeLeft" defaultMessage="Time left" />
          </dt>
          <dd>
            <CountdownText expiresAt={expiresAt} />
          </dd>
        </div>
      )}
    </List>
  );
}
