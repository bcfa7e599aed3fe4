import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { confirmOtp, resendOtp } from '@/api/otp';
import { PrimaryButton } from '@/components/button';
import { Panel } from '@/components/panel';
import { LinkButton } from '@/components/stack';
import { ApiFieldError, FieldError, TextField } from '@/components/text-field';
import { toApiError } from '@/lib/api-error';
import { useSetAtom } from '@/lib/state';
import { useNow } from '@/lib/use-now';
import { usePaymentFlow } from '@/lib/payment-flow';
import type { Ticket } from '@/types/api.gen';
import {
  cleanOtp,
  codeConfirmedAtom,
  codeSentAtom,
  formatWait,
  secondsToResend,
  usePendingCode,
} from './otp-wait';
import { PhoneField } from './phone-field';

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

type Problem =
  { kind: 'empty' } | { kind: 'phone' } | { kind: 'api'; code: number; message: string };

/** What went wrong, as text for an error strip (which announces it). */
function ProblemText({ problem }: { problem: Problem }) {
  if (problem.kind === 'api')
    return <ApiFieldError message={problem.message} code={problem.code} />;
  return problem.kind === 'empty' ? (
    <FormattedMessage id="otp.empty" defaultMessage="Please enter a OPT code" />
  ) : (
    <FormattedMessage
      id="otp.phoneMissing"
      defaultMessage="Please enter the phone number you placed this ticket with"
    />
  );
}

/**
 * The code sent by SMS for a ticket reserved by phone: its entry and its resend. Used by the OTP
 * screen right after the reserve and by tracking for a ticket still waiting for its code. The
 * phone comes from the reserve (or what this browser kept of it); when neither knows it (a
 * tracking link opened elsewhere), the player types it. The wait before a new code is kept
 * across reloads (otp-wait.ts); the API refuses a resend before it anyway (429).
 */
export function OtpEntry({
  ticketCode,
  msisdn,
  onConfirmed,
  focusCode = false,
}: {
  ticketCode: string;
  /** The phone the code went to, when the page knows it. */
  msisdn?: string;
  onConfirmed: (ticket: Ticket) => void;
  /** The code is what the page is for (the OTP screen): its field has focus from the start. */
  focusCode?: boolean;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const pending = usePendingCode(ticketCode);
  const codeSent = useSetAtom(codeSentAtom);
  const codeConfirmed = useSetAtom(codeConfirmedAtom);
  const known = msisdn ?? pending?.msisdn;
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [resending, setResending] = useState(false);
  const [resendProblem, setResendProblem] = useState<Problem | null>(null);
  const [resent, setResent] = useState(false);
  const now = useNow();
  const wait = secondsToResend(pending, now);
  // The player is paying until the code is confirmed: no new release takes over meanwhile.
  usePaymentFlow();

  // Opened straight after a reserve this browser did not note (an older tab): the code went out
  // just now, so the wait starts now.
  useEffect(() => {
    if (msisdn) codeSent({ code: ticketCode, msisdn, unlessKnown: true });
  }, [msisdn, ticketCode, codeSent]);

  const phoneOf = (): string | null => {
    const number = known ?? phone;
    if (number) return number;
    setProblem({ kind: 'phone' });
    return null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const code = cleanOtp(otp);
    const number = phoneOf();
    if (!number) return;
    if (!code) {
      setProblem({ kind: 'empty' });
      input.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const ticket = await confirmOtp({ code: ticketCode, otp: code, msisdn: number });
      codeConfirmed(ticketCode);
      onConfirmed(ticket);
    } catch (error) {
      const { code: errorCode, message } = toApiError(error);
      setProblem({ kind: 'api', code: errorCode, message });
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    const number = phoneOf();
    if (!number || resending) return;
    setResending(true);
    setResent(false);
    setResendProblem(null);
    try {
      const answer = await resendOtp({ code: ticketCode, msisdn: number });
      codeSent({ code: ticketCode, msisdn: number, waitMs: answer.resend_after * 1000 });
      setResent(true);
      setProblem(null);
      input.current?.focus();
    } catch (error) {
      const { code, message } = toApiError(error);
      setResendProblem({ kind: 'api', code, message });
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      <Panel>
        <p>
          {known ? (
            <FormattedMessage
              id="otp.sentTo"
              defaultMessage="We sent a code by SMS to {msisdn}. Enter it to confirm ticket {code}."
              values={{ msisdn: <strong>{known}</strong>, code: <strong>{ticketCode}</strong> }}
            />
          ) : (
            <FormattedMessage
              id="otp.askPhone"
              defaultMessage="Enter the phone number you placed ticket {code} with, and the code we sent to it by SMS."
              values={{ code: <strong>{ticketCode}</strong> }}
            />
          )}
        </p>
        <Form noValidate onSubmit={(e) => void submit(e)}>
          {!known && (
            <PhoneField
              value={phone}
              onChange={(value) => {
                setPhone(value);
                if (problem?.kind === 'phone') setProblem(null);
              }}
            />
          )}
          {problem?.kind === 'phone' && (
            <FieldError role="alert">
              <ProblemText problem={problem} />
            </FieldError>
          )}
          <TextField
            ref={input}
            label={<FormattedMessage id="otp.label" defaultMessage="Confirmation code" />}
            name="otp"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            // Only when the phone is known: else the phone is asked first, above.
            autoFocus={focusCode && !!known}
            maxLength={12}
            value={otp}
            onChange={(e) => {
              setOtp(e.target.value);
              if (problem) setProblem(null);
            }}
            error={
              problem && problem.kind !== 'phone' ? <ProblemText problem={problem} /> : undefined
            }
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
          <LinkButton
            type="button"
            onClick={() => void resend()}
            disabled={wait > 0 || resending}
            aria-busy={resending}
          >
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
        {resendProblem && (
          <FieldError role="alert">
            <ProblemText problem={resendProblem} />
          </FieldError>
        )}
      </Panel>
    </>
  );
}
