import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Panel } from '@/components/panel';
import { LinkButton } from '@/components/stack';
import { FieldError } from '@/components/text-field';
import { formatWait } from './otp-wait';
import { OtpProblemText } from './otp-problem';
import type { useOtpEntry } from './use-otp-entry';

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

/** No code? A new one once the wait since the last is over, and what the resend answered. */
export function OtpResend({
  wait,
  resending,
  resent,
  resendProblem,
  resend,
}: ReturnType<typeof useOtpEntry>['resend']) {
  const intl = useIntl();
  return (
    <Panel aria-label={intl.formatMessage({ id: 'otp.resend.label', defaultMessage: 'No code?' })}>
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
          <OtpProblemText problem={resendProblem} />
        </FieldError>
      )}
    </Panel>
  );
}
