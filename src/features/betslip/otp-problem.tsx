import { FormattedMessage } from 'react-intl';
import { ApiFieldError } from '@/components/text-field';
import { useInvalidPhoneMessage } from './phone-field';
import type { OtpProblem } from './use-otp-entry';

function InvalidPhone() {
  return <>{useInvalidPhoneMessage()}</>;
}

/** What went wrong, as text for an error strip (which announces it). */
export function OtpProblemText({ problem }: { problem: OtpProblem }) {
  if (problem.kind === 'api')
    return <ApiFieldError message={problem.message} code={problem.code} />;
  if (problem.kind === 'phoneInvalid') return <InvalidPhone />;
  if (problem.kind === 'wrongCode') {
    return (
      <FormattedMessage
        id="otp.wrongCode"
        defaultMessage="That code is not right. Check the SMS and type it again."
      />
    );
  }
  return problem.kind === 'empty' ? (
    <FormattedMessage id="otp.empty" defaultMessage="Enter the code we sent you by SMS" />
  ) : (
    <FormattedMessage
      id="otp.phoneMissing"
      defaultMessage="Please enter the phone number you placed this ticket with"
    />
  );
}
