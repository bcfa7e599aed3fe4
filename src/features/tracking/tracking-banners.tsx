import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { PrimaryButton, SecondaryButton } from '@/components/button';
import { BrandSpinner } from '@/components/loading';
import { useErrorText } from '@/components/use-error-text';
import { toApiError } from '@/lib/api-error';
import { loadMessageGroup } from '@/lib/messages';
import type { Ticket } from '@/types/api.gen';

// Only a ticket still awaiting its SMS code needs the code entry: it loads then, with its texts,
// the otp group (src/lib/message-group.ts OWN_GROUPS; named here so that the tracking screen's
// first load does without that table: tests/app/family-registry.test.tsx holds them equal).
export const OTP_ENTRY_GROUP = 'otp';
const OtpEntry = lazy(async () => {
  const [{ OtpEntry: entry }] = await Promise.all([
    import('@/features/betslip/otp-entry'),
    loadMessageGroup(OTP_ENTRY_GROUP),
  ]);
  return { default: entry };
});

const Banner = styled.section<{ $tone: 'accent' | 'success' | 'surface' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.card};
  border: 1px solid
    ${({ theme, $tone }) =>
      $tone === 'accent'
        ? theme.colors.accent
        : $tone === 'success'
          ? theme.colors.success
          : theme.colors.border};
  background: ${({ theme, $tone }) =>
    $tone === 'accent'
      ? theme.colors.accent
      : $tone === 'success'
        ? theme.colors.success
        : theme.colors.surface};
  color: ${({ theme, $tone }) =>
    $tone === 'accent'
      ? theme.colors.onAccent
      : $tone === 'success'
        ? theme.colors.onSuccess
        : theme.colors.text};

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const Processing = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  img {
    width: 40px;
    height: 40px;
  }
  strong {
    font-size: 1.0625rem;
    line-height: 1.3;
  }
`;

type Channel = 'mobile' | 'bank';

function MustVerify() {
  return (
    <p>
      <FormattedMessage
        id="tracking.verify"
        defaultMessage="YOU MUST VERIFY PAYMENT BEFORE THE BET IS VALID"
      />
    </p>
  );
}

/** The payment is under way: approve it on the phone, or at the bank. */
export function ProcessingBanner({ channel }: { channel: Channel }) {
  return (
    <Banner $tone="accent" role="status" aria-live="polite">
      <Processing>
        <BrandSpinner />
        <div>
          <strong>
            {channel === 'bank' ? (
              <FormattedMessage
                id="tracking.processing.bank"
                defaultMessage="YOUR BET IS PROCESSING, WAIT FOR YOUR BANK TO CONFIRM THE PAYMENT"
              />
            ) : (
              <FormattedMessage
                id="tracking.processing"
                defaultMessage="YOUR BET IS PROCESSING, WAIT FOR MOBILE MONEY USSD PUSH"
              />
            )}
          </strong>
        </div>
      </Processing>
      <MustVerify />
    </Banner>
  );
}

/** No change for a long while: what to do, and a way to check again. */
export function StalledBanner({
  channel,
  onCheckAgain,
}: {
  channel: Channel;
  onCheckAgain: () => void;
}) {
  return (
    <Banner $tone="surface" role="alert" aria-labelledby="tracking-stalled">
      <h2 id="tracking-stalled">
        <FormattedMessage id="tracking.stalled.title" defaultMessage="No confirmation yet" />
      </h2>
      <p>
        {channel === 'bank' ? (
          <FormattedMessage
            id="tracking.stalled.bankBody"
            defaultMessage="We have not received the confirmation from your bank yet. Finish the payment in the bank window, then check again."
          />
        ) : (
          <FormattedMessage
            id="tracking.stalled.body"
            defaultMessage="We have not received the payment confirmation yet. Check your phone for the mobile money prompt and approve it, then check again."
          />
        )}
      </p>
      <MustVerify />
      <div>
        <PrimaryButton type="button" onClick={onCheckAgain}>
          <FormattedMessage id="tracking.checkAgain" defaultMessage="Check again" />
        </PrimaryButton>
      </div>
    </Banner>
  );
}

/** A ticket reserved by phone whose SMS code is still to be given: the code entry, here. */
export function AwaitingOtp({
  code,
  onConfirmed,
}: {
  code: string;
  onConfirmed: (ticket: Ticket) => void;
}) {
  return (
    <>
      <Banner $tone="surface" role="status">
        <p>
          <FormattedMessage
            id="tracking.awaitingOtp"
            defaultMessage="This ticket is waiting for the code we sent by SMS. It is placed once the code is confirmed and the payment approved."
          />
        </p>
      </Banner>
      <Suspense fallback={<BrandSpinner />}>
        <OtpEntry ticketCode={code} onConfirmed={onConfirmed} />
      </Suspense>
    </>
  );
}

export function ConfirmedBanner() {
  return (
    <Banner $tone="success" role="status">
      <p>
        <strong>
          <FormattedMessage
            id="tracking.confirmed"
            defaultMessage="Payment confirmed. Your bet is placed. Good luck!"
          />
        </strong>
      </p>
    </Banner>
  );
}

/** The last check failed (the ticket shown is the one seen before): why, and a way to retry. */
export function RefreshFailedBanner({
  error,
  onCheckAgain,
}: {
  error: unknown;
  onCheckAgain: () => void;
}) {
  const errorText = useErrorText();
  return (
    <Banner $tone="surface" role="alert">
      <p>
        <FormattedMessage
          id="tracking.refreshFailed"
          defaultMessage="The latest state of this ticket could not be loaded: {message}"
          values={{ message: errorText(toApiError(error).message) }}
        />
      </p>
      <div>
        <SecondaryButton type="button" onClick={onCheckAgain}>
          <FormattedMessage id="tracking.checkAgain" defaultMessage="Check again" />
        </SecondaryButton>
      </div>
    </Banner>
  );
}
