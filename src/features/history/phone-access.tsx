import { useMemo, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { PrimaryButton } from '@/components/button';
import { LinkButton } from '@/components/stack';
import { ApiFieldError, FieldError, TextField } from '@/components/text-field';
import { formatWait, secondsToResend } from '@/features/betslip/otp-wait';
import { PhoneField, useInvalidPhoneMessage } from '@/features/betslip/phone-field';
import { maskPhone } from '@/lib/identity';
import { useNow } from '@/lib/use-now';
import { usePhoneAccess, type AccessProblem } from './use-phone-access';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Sent = styled.p`
  overflow-wrap: anywhere;
`;

const Ended = styled.p`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.background};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space(3)};
`;

type Access = Omit<ReturnType<typeof usePhoneAccess>, 'codeInput'>;

/** A problem of the code's step as text for an error strip (which announces it). */
function ProblemText({ problem }: { problem: AccessProblem }) {
  switch (problem.kind) {
    case 'api':
      return <ApiFieldError message={problem.message} code={problem.code} />;
    case 'codeMissing':
      return <FormattedMessage id="otp.empty" defaultMessage="Enter the code we sent you by SMS" />;
    case 'wrongCode':
      return (
        <FormattedMessage
          id="otp.wrongCode"
          defaultMessage="That code is not right. Check the SMS and type it again."
        />
      );
    default:
      return null;
  }
}

const atPhone = (p: AccessProblem | null) =>
  p?.kind === 'phoneMissing' ||
  p?.kind === 'phoneInvalid' ||
  (p?.kind === 'api' && p.at === 'phone');

/** The number and Send code; a number missing or unusable is said under its field. */
function PhoneStep({ access }: { access: Access }) {
  const intl = useIntl();
  const invalidPhone = useInvalidPhoneMessage();
  const { problem } = access;
  // A new object for each refusal: the field takes the focus again (PhoneField).
  const phoneError = useMemo(() => {
    if (problem?.kind === 'phoneInvalid') return { message: invalidPhone };
    if (problem?.kind !== 'phoneMissing') return null;
    return {
      message: intl.formatMessage({
        id: 'history.mine.phoneMissing',
        defaultMessage: 'Please enter the phone number you placed your tickets with',
      }),
    };
  }, [problem, invalidPhone, intl]);
  return (
    <Form noValidate onSubmit={access.sendCode}>
      <PhoneField value={access.phone} onChange={access.setPhone} error={phoneError} />
      {problem?.kind === 'api' && problem.at === 'phone' && (
        <FieldError role="alert">
          <ProblemText problem={problem} />
        </FieldError>
      )}
      <PrimaryButton type="submit" disabled={access.busy} aria-busy={access.busy}>
        <FormattedMessage id="history.mine.sendCode" defaultMessage="Send code" />
      </PrimaryButton>
    </Form>
  );
}

/** Resend, once the wait the API said is over: the time left counts down until then. */
function Resend({ access }: { access: Access }) {
  // Never more than the API's wait: the shared clock may read up to a second behind.
  const wait = secondsToResend({ msisdn: '', ...access.wait }, useNow());
  return (
    <Row>
      <LinkButton
        type="button"
        onClick={access.resend}
        disabled={wait > 0 || access.busy}
        aria-busy={access.busy}
      >
        <FormattedMessage id="history.mine.resend" defaultMessage="Send a new code" />
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
    </Row>
  );
}

/** Whom the code went to, the code, Show my tickets, and a new code or another number. */
function CodeStep({
  access,
  codeInput,
}: {
  access: Access;
  codeInput: RefObject<HTMLInputElement | null>;
}) {
  const { problem } = access;
  return (
    <>
      <Sent role="status">
        {access.resent ? (
          <FormattedMessage id="otp.resend.sent" defaultMessage="New code sent" />
        ) : (
          <FormattedMessage
            id="history.mine.sentTo"
            defaultMessage="We sent a code by SMS to {phone}."
            values={{ phone: <strong dir="ltr">{maskPhone(access.sentTo ?? '')}</strong> }}
          />
        )}
      </Sent>
      <Form noValidate onSubmit={access.confirm}>
        <TextField
          ref={codeInput}
          label={
            <FormattedMessage id="history.mine.codeLabel" defaultMessage="Code from the SMS" />
          }
          name="otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={access.otp}
          onChange={(e) => access.setOtp(e.target.value)}
          error={problem && !atPhone(problem) ? <ProblemText problem={problem} /> : undefined}
        />
        <PrimaryButton type="submit" disabled={access.busy} aria-busy={access.busy}>
          <FormattedMessage id="history.mine.show" defaultMessage="Show my tickets" />
        </PrimaryButton>
      </Form>
      <Resend access={access} />
      <Row>
        <LinkButton type="button" onClick={access.changePhone}>
          <FormattedMessage id="history.mine.changePhone" defaultMessage="Use another number" />
        </LinkButton>
      </Row>
    </>
  );
}

/**
 * The tickets of a phone, on any device: its number, an SMS code, then the list. `ended`: the
 * last token ran out or was refused, and the form says why it shows again.
 */
export function PhoneAccess({ prefill, ended }: { prefill: string; ended: boolean }) {
  const { codeInput, ...access } = usePhoneAccess(prefill);
  const intl = useIntl();
  return (
    <>
      {ended && (
        <Ended role="status">
          {intl.formatMessage({
            id: 'history.mine.ended',
            defaultMessage:
              'Your access to this phone’s tickets has ended. Ask for a new code to see them again.',
          })}
        </Ended>
      )}
      {!access.sentTo && (
        <Muted>
          <FormattedMessage
            id="history.mine.phoneIntro"
            defaultMessage="See the tickets you placed with your phone number, on any device. We send you a code by SMS to check it is yours."
          />
        </Muted>
      )}
      {access.sentTo ? (
        <CodeStep access={access} codeInput={codeInput} />
      ) : (
        <PhoneStep access={access} />
      )}
    </>
  );
}
