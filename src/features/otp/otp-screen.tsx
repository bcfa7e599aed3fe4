import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { confirmOtp } from '@/api/otp-confirm';
import { PrimaryButton, SecondaryButton } from '@/components/button';
import { PageShell } from '@/components/page-shell';
import { Panel } from '@/components/panel';
import { LinkButton, Stack } from '@/components/stack';
import { ApiFieldError, TextField } from '@/components/text-field';
import { toApiError } from '@/lib/api-error';
import { placedTicketsAtom, recordPlacedTicketAtom } from '@/lib/placed-tickets';
import { useAtomValue, useSetAtom } from '@/lib/state';
import { trackingPathOf, type OtpNavigationState, type ScreenProps } from '@/lib/families';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNow } from '@/lib/use-now';
import { readOtpState } from './otp-state';
import { cleanOtp, formatWait, secondsUntilResend } from './resend-wait';
import { BackToGames } from '@/components/back-to-games';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Sent = styled.p`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.onSuccess};
  font-weight: 700;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ResendRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space(3)};
`;

type Problem = { kind: 'empty' } | { kind: 'api'; code: number; message: string };

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
  const intl = useIntl();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const placed = useAtomValue(placedTicketsAtom);
  const record = useSetAtom(recordPlacedTicketAtom);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  // The code went out with the reserve, just before this page opened.
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [resent, setResent] = useState(false);
  const now = useNow();
  const wait = secondsUntilResend(sentAt, Math.max(now, sentAt));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const code = cleanOtp(otp);
    if (!code) {
      setProblem({ kind: 'empty' });
      input.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await confirmOtp({ code: state.ticketCode, otp: code, msisdn: state.msisdn });
      if (!placed.some((t) => t.code === state.ticketCode)) {
        record({ code: state.ticketCode, family: state.family, placedAt: Date.now() });
      }
      void navigate(trackingPathOf(state.family, state.ticketCode), { replace: true });
    } catch (error) {
      const { code: errorCode, message } = toApiError(error);
      setProblem({ kind: 'api', code: errorCode, message });
      setBusy(false);
      input.current?.focus();
    }
  };

  const resend = () => {
    setSentAt(Date.now());
    setResent(true);
    setProblem(null);
    input.current?.focus();
  };

  let error;
  if (problem?.kind === 'empty') {
    error = intl.formatMessage({ id: 'otp.empty', defaultMessage: 'Please enter a OPT code' });
  } else if (problem?.kind === 'api') {
    error = <ApiFieldError message={problem.message} code={problem.code} />;
  }

  return (
    <Stack>
      <h1>
        <FormattedMessage id="otp.title" defaultMessage="Confirm your ticket" />
      </h1>
      <Panel>
        <p>
          <FormattedMessage
            id="otp.sentTo"
            defaultMessage="We sent a code by SMS to {msisdn}. Enter it to confirm ticket {code}."
            values={{
              msisdn: <strong>{state.msisdn}</strong>,
              code: <strong>{state.ticketCode}</strong>,
            }}
          />
        </p>
        <Form noValidate onSubmit={(e) => void submit(e)}>
          <TextField
            ref={input}
            label={<FormattedMessage id="otp.label" defaultMessage="Confirmation code" />}
            name="otp"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={otp}
            onChange={(e) => {
              setOtp(e.target.value);
              if (problem) setProblem(null);
            }}
            error={error}
          />
          <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
            {busy ? (
              <FormattedMessage id="otp.confirming" defaultMessage="Confirming..." />
            ) : (
              <FormattedMessage id="otp.confirm" defaultMessage="Confirm" />
            )}
          </PrimaryButton>
        </Form>
      </Panel>
      <Panel
        aria-label={intl.formatMessage({ id: 'otp.resend.label', defaultMessage: 'No code?' })}
      >
        {resent && (
          <Sent role="status">
            <FormattedMessage id="otp.resend.sent" defaultMessage="New code sent" />
          </Sent>
        )}
        <Muted>
          <FormattedMessage
            id="otp.resend.wait"
            defaultMessage="The SMS can take a minute to arrive. If you have problems, please try again after the wait."
          />
        </Muted>
        <ResendRow>
          <LinkButton type="button" onClick={resend} disabled={wait > 0}>
            <FormattedMessage id="otp.resend.link" defaultMessage="Resend code" />
          </LinkButton>
          {wait > 0 && (
            <Muted>
              <FormattedMessage
                id="otp.resend.in"
                defaultMessage="Available in {time}"
                values={{ time: <time>{formatWait(wait)}</time> }}
              />
            </Muted>
          )}
        </ResendRow>
      </Panel>
    </Stack>
  );
}
