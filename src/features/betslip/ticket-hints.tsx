import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

/** A note on what the ticket needs before it can be bet (accent, as the brand's highlights). */
export const HintBanner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 600;
`;

/** The ticket has fewer events than it needs to be bet: said on its deck and its summary. */
export function NotEnoughEventsInTicket() {
  return (
    <HintBanner role="status">
      <FormattedMessage
        id="betslip.hint.notEnoughEventsInTicket"
        defaultMessage="There may not be enough events in the ticket for betting. Please try again later or use other ticket"
      />
    </HintBanner>
  );
}
