import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { PrimaryButton, SecondaryButton } from '@/components/button';
import { ErrorModal } from '@/components/error-modal';
import { Panel } from '@/components/panel';
import { PhoneField } from '@/features/betslip/phone-field';
import { formatWait } from '@/features/betslip/otp-wait';
import { toApiError } from '@/lib/api-error';
import { useNow } from '@/lib/use-now';
import { CancelDialog } from './cancel-dialog';
import { PaybillDetails } from './paybill-details';
import { type StuckCallbacks, useStuckPayment } from './use-stuck-payment';
import { ResendIn, texts } from './texts';

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  button {
    width: 100%;
    min-height: 48px;
    padding-block: ${({ theme }) => theme.space(2)};
    white-space: normal;
    text-align: center;
  }
`;

/** What was done: the prompt sent again, the ticket canceled. */
const Sent = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.card};
  border: 1px solid ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;

const CancelLink = styled(SecondaryButton)`
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A mobile-money payment still awaited after the screen's wait (tracking-state.ts
 * NO_CHANGE_LIMIT_MS), taken up again (docs/behaviour.md#a-stuck-payment): the same payment's
 * prompt sent to the phone again, the operator's paybill to pay from the phone's own menu, or
 * the ticket canceled after a question (then what that means). A call that fails shows the error
 * modal with its code; the ticket and what was typed stay.
 */
export function StuckPayment({
  code,
  canceled,
  ...callbacks
}: { code: string; canceled: boolean } & StuckCallbacks) {
  return canceled ? (
    <Sent role="status">
      <FormattedMessage {...texts.canceled} />
    </Sent>
  ) : (
    <WaysOut code={code} {...callbacks} />
  );
}

/**
 * Send the payment prompt again; once sent, the wait the API asks before the next (its
 * resend_after) counts down on the button, which a 429 would otherwise have said.
 */
function SendAgain({
  againAt,
  busy,
  onSend,
}: {
  againAt: number;
  busy: boolean;
  onSend: () => void;
}) {
  const now = useNow();
  const wait = Math.ceil((againAt - now) / 1000);
  return (
    <PrimaryButton type="button" disabled={busy || wait > 0} aria-busy={busy} onClick={onSend}>
      {wait > 0 ? (
        <ResendIn time={formatWait(wait)} />
      ) : (
        <FormattedMessage {...texts.stuckResend} />
      )}
    </PrimaryButton>
  );
}

function WaysOut({ code, ...callbacks }: { code: string } & StuckCallbacks) {
  const stuck = useStuckPayment(code, callbacks);
  const [paybill, setPaybill] = useState(false);
  const error = stuck.error === null ? null : toApiError(stuck.error);
  return (
    <Panel aria-labelledby="tracking-stuck">
      <h2 id="tracking-stuck">
        <FormattedMessage {...texts.stuckTitle} />
      </h2>
      {!stuck.known && (
        <PhoneField
          value={stuck.phone}
          onChange={stuck.typePhone}
          error={stuck.phoneError}
          forPayment
        />
      )}
      {stuck.sent && (
        <Sent role="status">
          <FormattedMessage {...texts.stuckSent} />
        </Sent>
      )}
      <Actions>
        <SendAgain
          againAt={stuck.againAt}
          busy={stuck.busy === 'prompt'}
          onSend={() => void stuck.resend()}
        />
        <SecondaryButton
          type="button"
          aria-expanded={paybill}
          onClick={() => {
            if (!paybill) callbacks.onFollow();
            setPaybill(!paybill);
          }}
        >
          <FormattedMessage {...texts.stuckPaybill} />
        </SecondaryButton>
      </Actions>
      {paybill && <PaybillDetails code={code} />}
      <Actions>
        <CancelLink type="button" onClick={stuck.askCancel}>
          <FormattedMessage {...texts.stuckCancel} />
        </CancelLink>
      </Actions>
      {stuck.asking && (
        <CancelDialog
          code={code}
          busy={stuck.busy === 'cancel'}
          onKeep={stuck.keep}
          onCancel={() => void stuck.cancel()}
        />
      )}
      {error && (
        <ErrorModal
          code={error.code}
          message={error.message}
          status={error.status}
          onClose={stuck.dismissError}
        />
      )}
    </Panel>
  );
}
