import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { PrimaryButton } from '@/components/button';
import { Panel } from '@/components/panel';
import { FieldError, TextField } from '@/components/text-field';
import type { Ticket } from '@/types/api.gen';
import { OtpProblemText } from './otp-problem';
import { OtpResend } from './otp-resend';
import { PhoneField } from './phone-field';
import { useOtpEntry } from './use-otp-entry';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

type Entry = ReturnType<typeof useOtpEntry>;

/** Whom the code went to, or what the player is asked for when the page does not know. */
function OtpIntro({ known, ticketCode }: { known: string | undefined; ticketCode: string }) {
  return (
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
  );
}

/** The phone (when not known), the code and Confirm. */
function OtpForm({ entry, focusCode }: { entry: Entry; focusCode: boolean }) {
  const { input, known, phone, setPhone, otp, setOtp, problem, setProblem, confirm } = entry;
  return (
    <Form noValidate onSubmit={(e) => void confirm.submit(e)}>
      {!known && (
        <PhoneField
          value={phone}
          onChange={(value) => {
            setPhone(value);
            if (problem?.kind === 'phone' || problem?.kind === 'phoneInvalid') setProblem(null);
          }}
        />
      )}
      {(problem?.kind === 'phone' || problem?.kind === 'phoneInvalid') && (
        <FieldError role="alert">
          <OtpProblemText problem={problem} />
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
          problem && problem.kind !== 'phone' && problem.kind !== 'phoneInvalid' ? (
            <OtpProblemText problem={problem} />
          ) : undefined
        }
      />
      <PrimaryButton type="submit" disabled={confirm.busy} aria-busy={confirm.busy}>
        {confirm.busy ? (
          <FormattedMessage id="otp.confirming" defaultMessage="Confirming..." />
        ) : (
          <FormattedMessage id="otp.confirm" defaultMessage="Confirm" />
        )}
      </PrimaryButton>
    </Form>
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
  const entry = useOtpEntry(ticketCode, msisdn, onConfirmed);
  return (
    <>
      <Panel>
        <OtpIntro known={entry.known} ticketCode={ticketCode} />
        <OtpForm entry={entry} focusCode={focusCode} />
      </Panel>
      <OtpResend {...entry.resend} />
    </>
  );
}
