import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { usePaybill } from '@/api/payment';
import { SecondaryButton } from '@/components/button';
import { CallErrorView } from '@/components/error-view';
import { BrandSpinner } from '@/components/loading';
import { useFormat } from '@/hooks/use-format';
import { copyText } from '../share/copy-text';
import { texts } from './texts';

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;

  div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    min-width: 0;
    font-weight: 700;
    font-size: 1.125rem;
    overflow-wrap: anywhere;
  }
`;

const CopyButton = styled(SecondaryButton)`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font-size: 0.875rem;
`;

/** A value to type into the phone's menu, with its copy button. */
function Copyable({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <dd>
      <span dir="ltr">{value}</span>
      <CopyButton
        type="button"
        aria-label={label}
        onClick={() => void copyText(value).then(setCopied)}
      >
        {copied ? (
          <FormattedMessage {...texts.paybillCopied} />
        ) : (
          <FormattedMessage {...texts.paybillCopy} />
        )}
      </CopyButton>
    </dd>
  );
}

/**
 * How to pay the ticket from the phone's own mobile-money menu (GET /api/tickets/{code}/paybill):
 * the operator's business number, the account (the ticket) and the amount, as text.
 */
export function PaybillDetails({ code }: { code: string }) {
  const intl = useIntl();
  const { money } = useFormat();
  const { data, error, mutate } = usePaybill(code);
  if (error) return <CallErrorView error={error} compact onRetry={() => void mutate()} />;
  if (!data) return <BrandSpinner />;
  return (
    <section aria-labelledby="tracking-paybill">
      <h3 id="tracking-paybill">
        <FormattedMessage {...texts.paybillTitle} />
      </h3>
      <p>
        <FormattedMessage {...texts.paybillSteps} />
      </p>
      <Facts>
        <div>
          <dt>
            <FormattedMessage {...texts.paybillBusiness} />
          </dt>
          <Copyable
            value={data.business_number}
            label={intl.formatMessage(texts.paybillCopyBusiness)}
          />
        </div>
        <div>
          <dt>
            <FormattedMessage {...texts.paybillAccount} />
          </dt>
          <Copyable
            value={data.account_number}
            label={intl.formatMessage(texts.paybillCopyAccount)}
          />
        </div>
        <div>
          <dt>
            <FormattedMessage {...texts.paybillAmount} />
          </dt>
          <dd>{money(data.amount)}</dd>
        </div>
      </Facts>
    </section>
  );
}
