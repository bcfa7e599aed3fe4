import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { Availability } from '@/lib/ticket-availability';
import { BackToGames } from './back-to-games';

const Box = styled.section<{ $tone: 'danger' | 'muted' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.card};
  border: 2px solid
    ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.h2<{ $tone: 'danger' | 'muted' }>`
  margin: 0;
  font-size: 1.25rem;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
`;

const Body = styled.p`
  margin: 0;
`;

/**
 * Why a published ticket cannot be played, in place of its payment block: the operator disabled
 * it ("This Ticket Disabled") or its time is up ("Expired"), with a way back to the games.
 */
export function TicketUnavailable({
  availability,
}: {
  availability: Exclude<Availability, 'open'>;
}) {
  const tone = availability === 'disabled' ? 'danger' : 'muted';
  return (
    <Box role="status" $tone={tone} data-availability={availability}>
      <Title $tone={tone}>
        {availability === 'disabled' ? (
          <FormattedMessage id="ticket.disabled" defaultMessage="This Ticket Disabled" />
        ) : (
          <FormattedMessage id="countdown.expired" defaultMessage="Expired" />
        )}
      </Title>
      <Body>
        {availability === 'disabled' ? (
          <FormattedMessage
            id="ticketScreen.disabled.body"
            defaultMessage="The operator has closed this ticket, so it cannot be played. Please pick another ticket from the games."
          />
        ) : (
          <FormattedMessage
            id="ticketScreen.expired.body"
            defaultMessage="The time to bet on this ticket is up, so it cannot be played any more. Please pick another ticket from the games."
          />
        )}
      </Body>
      <BackToGames />
    </Box>
  );
}
