import { FormattedMessage } from 'react-intl';
import { ApiFieldError } from '@/components/text-field';
import type { OtpProblem } from './use-otp-entry';

/** What went wrong, as text for an error strip (which announces it). */
export function OtpProblemText({ problem }: { problem: OtpProblem }) {
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
