import { Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { Link } from '@/components/link';
import styled from 'styled-components';
import { useInit } from '@/api/init';
import { SecondaryButton } from '@/components/button';
import { CallErrorView } from '@/components/error-view';
import { PageShell } from '@/components/page-shell';
import { PlayerInfo } from '@/components/player-info';
import { LoadingNote, Reserved } from '@/components/reserved';
import { Stack } from '@/components/stack';
import { TicketDetails } from '@/components/ticket-details';
import { TicketStatusBadge } from '@/components/ticket-status-badge';
import { StatusNote } from './status-note';
import { useBrand } from '@/config/brand-context';
import { useAfterPaint } from '@/lib/after-paint';
import { toApiError } from '@/lib/api-error';
import { bankPaid, forgetBankPaid } from '@/lib/bank-paid';
import { familyOfTicketType, isOtpConfirmedState, type ScreenProps } from '@/lib/families';
import { notePlacedTicketAtom, placedTicketsAtom } from '@/lib/placed-tickets';
import { lazyComponent } from '@/lib/lazy-screen';
import { loadMessageGroup } from '@/lib/messages';
import { useAtomValue, useSetAtom } from '@/lib/state';
import { isAwaitingPayment } from '@/lib/ticket-status';
import type { Ticket } from '@/types/api.gen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import {
  AwaitingOtp,
  ConfirmedBanner,
  ProcessingBanner,
  RefreshFailedBanner,
  StalledBanner,
} from './tracking-banners';
import { TrackingNav } from './tracking-nav';
import { paymentChannel } from './tracking-state';
import { useTrackedTicket } from './use-tracked-ticket';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/*
 * The share panel sits below the ticket: its code (and the email field's) loads once the ticket
 * has been drawn, not before (the tracking screen's first load, within its budget in
 * scripts/size/route-sizes.ts, carries the market names instead). A chunk that fails to load
 * leaves the panel out.
 */
const SharePanel = lazyComponent<{ code: string }>(() =>
  import('./share/share-panel').then(
    (m) => m.SharePanel,
    () => () => null,
  ),
);

/*
 * A mobile-money payment still awaited after the screen's wait: the ways to take it up again
 * (docs/behaviour.md#a-stuck-payment). Their code loads only then, with their texts, their own
 * group (src/lib/message-group.ts OWN_GROUPS; named here so that the tracking screen's first load
 * does without that table: tests/features/tracking/stuck-payment.test.tsx holds them equal).
 */
export const STUCK_GROUP = 'stuck-payment';
const StuckPayment = lazyComponent<{
  code: string;
  canceled: boolean;
  onFollow: () => void;
  onCanceled: (ticket: Ticket) => void;
}>(() =>
  Promise.all([import('./stuck/stuck-payment'), loadMessageGroup(STUCK_GROUP)]).then(
    ([m]) => m.StuckPayment,
    () => () => null,
  ),
);

/**
 * Once the wait has run out, the ways out of a stuck payment stay while it is awaited (the prompt
 * sent again, the screen polls again meanwhile), and say so once it is canceled here.
 */
function LaterStuckPayment({
  ticket,
  phase,
  onFollow,
  onCanceled,
}: {
  ticket: Ticket;
  phase: string | undefined;
  onFollow: () => void;
  onCanceled: (ticket: Ticket) => void;
}) {
  const [stuck, setStuck] = useState(false);
  if (phase === 'stalled' && !stuck) setStuck(true);
  const canceled = ticket.status === 'canceled';
  return stuck && (canceled || isAwaitingPayment(ticket.status)) ? (
    <Suspense fallback={null}>
      <StuckPayment
        code={ticket.code}
        canceled={canceled}
        onFollow={onFollow}
        onCanceled={onCanceled}
      />
    </Suspense>
  ) : null;
}

function LaterSharePanel({ code }: { code: string }) {
  const painted = useAfterPaint();
  return painted ? (
    <Suspense fallback={null}>
      <SharePanel code={code} />
    </Suspense>
  ) : null;
}

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

/** No ticket to show: the error (with a way to another ticket when none has this code). */
function TrackingError({
  ticketCode,
  error,
  onRetry,
}: {
  ticketCode: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { status } = toApiError(error);
  const final = status >= 400 && status < 500;
  return (
    <CallErrorView ticketCode={ticketCode} error={error} onRetry={final ? undefined : onRetry}>
      {/* A code that finds no ticket (a typo, an old link): a way to type another one. */}
      {final && (
        <SecondaryButton as={Link} to="/history">
          <FormattedMessage id="tracking.findAnother" defaultMessage="Find another ticket" />
        </SecondaryButton>
      )}
    </CallErrorView>
  );
}

/** The ticket's room while it loads, busy; the note that says so beside it, not in it. */
function TrackingLoading() {
  return (
    <>
      <LoadingNote />
      <Stack aria-busy="true">
        <Head>
          <Reserved $width="55%" $height="1.8rem" />
          <Reserved $width="6rem" $height="1.6rem" />
        </Head>
        <Reserved $height="9rem" />
      </Stack>
    </>
  );
}

function Tracking({ code, family }: { code: string; family?: string }) {
  const intl = useIntl();
  const brand = useBrand();
  const { data: init } = useInit();
  const notePlaced = useSetAtom(notePlacedTicketAtom);
  const placedHere = useAtomValue(placedTicketsAtom).some((t) => t.code === code);
  // The public /track/ page is the one shared by link or QR code: nothing that identifies the
  // player there, unless this browser placed the ticket (decisions.md).
  const shared = !family && !placedHere;
  useDocumentTitle(
    intl.formatMessage({ id: 'tracking.title', defaultMessage: 'Ticket {code}' }, { code }),
  );
  const { data, error, mutate, phase, waited, restart } = useTrackedTicket(code);
  // Arrived from the bank's widget (a full page load): confirmed as a mobile-money payment is
  // once the screen has seen it go through.
  const [justPaid] = useState(() => bankPaid(code));
  useEffect(() => {
    if (justPaid) forgetBankPaid();
  }, [justPaid]);
  // Its SMS code just confirmed (on the OTP screen, or here): the form that had the focus is
  // gone, the heading takes it, and a screen reader reads on from the ticket's name.
  const heading = useRef<HTMLHeadingElement>(null);
  const arrival: unknown = useLocation().state;
  const [focusHeading, setFocusHeading] = useState(() => isOtpConfirmedState(arrival));
  useEffect(() => {
    if (!focusHeading || !heading.current) return;
    heading.current.focus();
    setFocusHeading(false);
  }, [focusHeading, data]);

  if (!data) {
    return error ? (
      <TrackingError ticketCode={code} error={error} onRetry={() => void mutate()} />
    ) : (
      <TrackingLoading />
    );
  }

  const confirmed = (ticket: Ticket) => {
    const ticketFamily = family ?? familyOfTicketType(ticket.type)?.id;
    if (ticketFamily) notePlaced({ code: ticket.code, family: ticketFamily, placedAt: Date.now() });
    restart();
    void mutate(ticket, { revalidate: false });
    setFocusHeading(true);
  };
  const checkAgain = () => {
    restart();
    void mutate();
  };
  const providers = brand.payments.providers.filter((p) => !init || init.psp.includes(p));
  const channel = paymentChannel(data, providers);

  return (
    <Stack>
      <Head>
        <h1 ref={heading} tabIndex={-1}>
          <FormattedMessage
            id="tracking.title"
            defaultMessage="Ticket {code}"
            values={{ code: data.code }}
          />
        </h1>
        <TicketStatusBadge status={data.status} />
      </Head>
      <StatusNote ticket={data} />
      {phase === 'processing' && <ProcessingBanner channel={channel} />}
      {phase === 'stalled' && <StalledBanner channel={channel} onCheckAgain={checkAgain} />}
      {phase === 'awaiting-otp' && <AwaitingOtp code={data.code} onConfirmed={confirmed} />}
      {channel === 'mobile' && (
        <LaterStuckPayment
          ticket={data}
          phase={phase}
          onFollow={checkAgain}
          onCanceled={(ticket) => void mutate(ticket, { revalidate: false })}
        />
      )}
      {(waited || justPaid) && phase === 'settled' && data.status === 'open' && <ConfirmedBanner />}
      {error !== undefined && phase !== 'stalled' && (
        <RefreshFailedBanner error={error} onCheckAgain={checkAgain} />
      )}
      <TicketDetails ticket={data} shared={shared} />
      {!shared && <PlayerInfo />}
      {/* A ticket still awaiting its SMS code is not placed yet: nothing to share until it is. */}
      {phase !== 'awaiting-otp' && <LaterSharePanel code={data.code} />}
      <TrackingNav howToPlayFamily={family ?? familyOfTicketType(data.type)?.id} ticket={data} />
    </Stack>
  );
}
