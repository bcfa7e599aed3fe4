import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useInit } from '@/api/init';
import { useTicket } from '@/api/tickets';
import { PrimaryButton, SecondaryButton } from '@/components/button';
import { ErrorView } from '@/components/error-view';
import { BrandSpinner } from '@/components/loading';
import { PageShell } from '@/components/page-shell';
import { PlayerInfo } from '@/components/player-info';
import { LoadingNote, Reserved } from '@/components/reserved';
import { Stack } from '@/components/stack';
import { TicketDetails } from '@/components/ticket-details';
import { TicketStatusBadge } from '@/components/ticket-status-badge';
import { useBrand } from '@/config/brand-context';
import { toApiError } from '@/lib/api-error';
import { familyOfTicketType, type ScreenProps } from '@/lib/families';
import { isAwaitingPayment } from '@/lib/ticket-status';
import { notePlacedTicketAtom } from '@/lib/placed-tickets';
import { useSetAtom } from '@/lib/state';
import { loadMessageGroup } from '@/lib/messages';
import { OWN_GROUPS } from '@/lib/message-group';
import type { Ticket } from '@/types/api.gen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { SharePanel } from './share/share-panel';
import {
  NO_CHANGE_LIMIT_MS,
  isFollowed,
  paymentChannel,
  pollInterval,
  shouldRetryCheck,
  trackingPhase,
} from './tracking-state';
import { useNoChange } from './use-no-change';
import { useErrorText } from '@/components/use-error-text';
import { BackToGames } from '@/components/back-to-games';

// Only a ticket still awaiting its SMS code needs the code entry: it loads then, with its texts.
const OtpEntry = lazy(async () => {
  const [{ OtpEntry: entry }] = await Promise.all([
    import('@/features/betslip/otp-entry'),
    loadMessageGroup(OWN_GROUPS['src/features/betslip/otp-entry.tsx'] ?? 'core'),
  ]);
  return { default: entry };
});

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

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

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Tracking of a ticket (a family's tracking route, or the public /track/:id). */
export function TrackingScreen({ family }: ScreenProps) {
  const params = useParams();
  const code = (params.id ?? '').trim();
  return (
    <PageShell>
      <Tracking key={code} code={code} family={family} />
    </PageShell>
  );
}

function Tracking({ code, family }: { code: string; family?: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const brand = useBrand();
  const { data: init } = useInit();
  const notePlaced = useSetAtom(notePlacedTicketAtom);
  useDocumentTitle(
    intl.formatMessage({ id: 'tracking.title', defaultMessage: 'Ticket {code}' }, { code }),
  );

  // The last status seen drives polling: SWR's refreshInterval follows it.
  const [seen, setSeen] = useState<string | undefined>(undefined);
  const [waited, setWaited] = useState(false);
  const { stalled, restart } = useNoChange(seen, isFollowed(seen), NO_CHANGE_LIMIT_MS);
  const phase = seen === undefined ? undefined : trackingPhase(seen, stalled);

  const { data, error, mutate } = useTicket(code, {
    refreshInterval: pollInterval(phase, stalled),
    dedupingInterval: 1_000,
    // Back from the phone's payment prompt or its SMS: check at once.
    revalidateOnFocus: phase !== 'settled',
    shouldRetryOnError: true,
    onErrorRetry: (err, _key, _config, revalidate, { retryCount }) => {
      if (!shouldRetryCheck(toApiError(err).status, retryCount)) return;
      setTimeout(() => void revalidate({ retryCount }), 3_000);
    },
  });

  if (data && data.status !== seen) {
    setSeen(data.status);
    if (isAwaitingPayment(data.status)) setWaited(true);
  }

  if (!data) {
    if (error) {
      const e = toApiError(error);
      const final = e.status >= 400 && e.status < 500;
      return (
        <ErrorView
          code={e.code}
          message={e.message}
          onRetry={final ? undefined : () => void mutate()}
        >
          {/* A code that finds no ticket (a typo, an old link): a way to type another one. */}
          {final && (
            <SecondaryButton as={Link} to="/history">
              <FormattedMessage id="tracking.findAnother" defaultMessage="Find another ticket" />
            </SecondaryButton>
          )}
        </ErrorView>
      );
    }
    return (
      <Stack>
        <LoadingNote />
        <Head>
          <Reserved $width="55%" $height="1.8rem" />
          <Reserved $width="6rem" $height="1.6rem" />
        </Head>
        <Reserved $height="9rem" />
      </Stack>
    );
  }

  const confirmed = (ticket: Ticket) => {
    const ticketFamily = family ?? familyOfTicketType(ticket.type)?.id;
    if (ticketFamily) notePlaced({ code: ticket.code, family: ticketFamily, placedAt: Date.now() });
    restart();
    void mutate(ticket, { revalidate: false });
  };
  const checkAgain = () => {
    restart();
    void mutate();
  };
  const howToPlayFamily = family ?? familyOfTicketType(data.type)?.id;
  const providers = brand.payments.providers.filter((p) => !init || init.psp.includes(p));
  const channel = paymentChannel(data, providers);

  return (
    <Stack>
      <Head>
        <h1>
          <FormattedMessage
            id="tracking.title"
            defaultMessage="Ticket {code}"
            values={{ code: data.code }}
          />
        </h1>
        <TicketStatusBadge status={data.status} />
      </Head>

      {phase === 'processing' && (
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
          <p>
            <FormattedMessage
              id="tracking.verify"
              defaultMessage="YOU MUST VERIFY PAYMENT BEFORE THE BET IS VALID"
            />
          </p>
        </Banner>
      )}

      {phase === 'stalled' && (
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
          <p>
            <FormattedMessage
              id="tracking.verify"
              defaultMessage="YOU MUST VERIFY PAYMENT BEFORE THE BET IS VALID"
            />
          </p>
          <div>
            <PrimaryButton type="button" onClick={checkAgain}>
              <FormattedMessage id="tracking.checkAgain" defaultMessage="Check again" />
            </PrimaryButton>
          </div>
        </Banner>
      )}

      {phase === 'awaiting-otp' && (
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
            <OtpEntry ticketCode={data.code} onConfirmed={confirmed} />
          </Suspense>
        </>
      )}

      {waited && phase === 'settled' && data.status === 'open' && (
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
      )}

      {error !== undefined && phase !== 'stalled' && (
        <Banner $tone="surface" role="alert">
          <p>
            <FormattedMessage
              id="tracking.refreshFailed"
              defaultMessage="The latest state of this ticket could not be loaded: {message}"
              values={{ message: errorText(toApiError(error).message) }}
            />
          </p>
          <div>
            <SecondaryButton type="button" onClick={checkAgain}>
              <FormattedMessage id="tracking.checkAgain" defaultMessage="Check again" />
            </SecondaryButton>
          </div>
        </Banner>
      )}

      <TicketDetails ticket={data} />
      <PlayerInfo />
      {/* A ticket still awaiting its SMS code is not placed yet: nothing to share until it is. */}
      {phase !== 'awaiting-otp' && <SharePanel code={data.code} />}

      <Nav aria-label={intl.formatMessage({ id: 'tracking.nav', defaultMessage: 'More' })}>
        <BackToGames primary />
        <SecondaryButton as={Link} to="/history">
          <FormattedMessage id="tracking.history" defaultMessage="My tickets" />
        </SecondaryButton>
        {brand.blocks.howToPlay && howToPlayFamily && (
          <SecondaryButton as={Link} to={`/how-to-play/${encodeURIComponent(howToPlayFamily)}`}>
            <FormattedMessage id="tracking.howToPlay" defaultMessage="How to play" />
          </SecondaryButton>
        )}
      </Nav>
    </Stack>
  );
}
