import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { PrimaryButton } from '@/components/button';
import type { PaymentKind } from '@/hooks/payment-options';

const Submit = styled(PrimaryButton)`
  width: 100%;
  min-height: 52px;
  font-size: 1.125rem;
`;

/**
 * The bet button: "Play" for a bank payment (shown, disabled until the minimums are reached),
 * "Bet now" for mobile money (shown once they are); neither while placing or refreshing.
 */
export function BetButton({
  kind,
  ready,
  placing,
  refreshing,
  onClick,
}: {
  kind: PaymentKind;
  /** The ticket's minimum events and odds are reached. */
  ready: boolean;
  placing: boolean;
  /** The summary is being refreshed for a changed price or pick: nothing to place yet. */
  refreshing: boolean;
  onClick: () => void;
}) {
  const intl = useIntl();
  if (kind !== 'bank' && !ready) return null;
  const label = placing ? (
    intl.formatMessage({ id: 'betslip.placing', defaultMessage: 'Placing your bet...' })
  ) : kind === 'bank' ? (
    <FormattedMessage id="betslip.playBank" defaultMessage="Play" />
  ) : (
    <FormattedMessage id="betslip.betNow" defaultMessage="Bet now" />
  );
  return (
    <Submit
      type="button"
      onClick={onClick}
      disabled={placing || refreshing || !ready}
      aria-busy={placing}
    >
      {label}
    </Submit>
  );
}
