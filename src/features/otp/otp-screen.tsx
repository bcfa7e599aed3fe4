import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '@/components/link';
import styled from 'styled-components';
import { useTicket } from '@/api/tickets';
import { SecondaryButton } from '@/components/button';
import { OddsMoved } from '@/components/odds-moved';
import { TicketToConfirm } from '@/components/ticket-details';
import { OtpEntry } from '@/features/betslip/otp-entry';
import { PageShell } from '@/components/page-shell';
import { Panel } from '@/components/panel';
import { Stack } from '@/components/stack';
import { notePlacedTicketAtom } from '@/lib/placed-tickets';
import { useSetAtom } from '@/lib/state';
import {
  OTP_CONFIRMED_STATE,
  trackingPathOf,
  type OtpNavigationState,
  type ScreenProps,
} from '@/lib/families';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { readOtpState } from './otp-state';
import { BackToGames } from '@/components/back-to-games';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** OTP confirmation after a phone reserve: the code sent by SMS, then the family's tracking. */
export function OtpScreen({ family = '' }: ScreenProps) {
  const intl = useIntl();
  const location = useLocation();
  const state = readOtpState(location.state, family);
  useDocumentTitle(intl.formatMessage({ id: 'otp.title', defaultMessage: 'Confirm your ticket' }));
  return (
    <PageShell>
      {state ? <OtpForm key={state.ticketCode} state={state} /> : <NothingToConfirm />}
    </PageShell>
  );
}

/** Opened without a ticket (a typed URL, an old tab): say what this page is for. */
function NothingToConfirm() {
  return (
    <Stack>
      <h1>
        <FormattedMessage id="otp.title" defaultMessage="Confirm your ticket" />
      </h1>
      <Panel>
        <p>
          <FormattedMessage
            id="otp.missing.body"
            defaultMessage="There is no ticket to confirm here. This page opens after you place a bet with your phone number and we send you a code by SMS."
          />
        </p>
        <p>
          <FormattedMessage
            id="otp.missing.next"
            defaultMessage="Pick a ticket from the games to place a bet, or find a ticket you already placed in your ticket history."
          />
        </p>
        <Actions>
          <BackToGames primary />
          <SecondaryButton as={Link} to="/history">
            <FormattedMessage id="otp.missing.history" defaultMessage="Ticket history" />
          </SecondaryButton>
        </Actions>
      </Panel>
    </Stack>
  );
}

function OtpForm({ state }: { state: OtpNavigationState }) {
  const navigate = useNavigate();
  const notePlaced = useSetAtom(notePlacedTicketAtom);
  // The ticket as reserved: odds that moved on the way are said before the player confirms it.
  const { data: ticket } = useTicket(state.ticketCode);
  const confirmed = () => {
    notePlaced({ code: state.ticketCode, family: state.family, placedAt: Date.now() });
    void navigate(trackingPathOf(state.family, state.ticketCode), {
      replace: true,
      state: OTP_CONFIRMED_STATE,
    });
  };
  return (
    <Stack>
      <h1>
        <FormattedMessage id="otp.title" defaultMessage="Confirm your ticket" />
      </h1>
      {ticket && <OddsMoved ticket={ticket} payout />}
      {/* What the code confirms: the price and what it may win, then the picks. */}
      {ticket && <TicketToConfirm ticket={ticket} part="money" />}
      <OtpEntry
        focusCode
        ticketCode={state.ticketCode}
        msisdn={state.msisdn}
        onConfirmed={confirmed}
      />
      {ticket && <TicketToConfirm ticket={ticket} part="picks" />}
      {/* A way on that loses nothing: the ticket's page takes the code later too. */}
      <p>
        <FormattedMessage
          id="otp.later"
          defaultMessage="No code yet? Your ticket is kept: you can confirm it later on its page."
        />{' '}
        <Link to={trackingPathOf(state.family, state.ticketCode)}>
          <FormattedMessage id="otp.later.link" defaultMessage="Open the ticket" />
        </Link>
      </p>
    </Stack>
  );
}
