import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { usePaybill } from '@/api/payment';
import { SecondaryButton } from '@/components/button';
import { CallErrorView } from '@/components/error-view';
import { BrandSpinner } from '@/components/loading';
import { useFormat } from '@/hooks/use-format';
import { copyText } from '../share/copy-text';
import { texts } from './texts';

// Each fact's name above its value, at any width: values to type in, read
// the same way.
const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0 0;

  div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
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

/** One row of the facts: its name, and its value (a dd). */
function Fact({ label, children }: { label: MessageDescriptor; children: ReactNode }) {
  return (
    <div>
      <dt>
        <FormattedMessage {...label} />
      </dt>
      {children}
    </div>
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
        <Fact label={texts.paybillBusiness}>
          <Copyable
            value={data.business_number}
            label={intl.formatMessage(texts.paybillCopyBusiness)}
          />
        </Fact>
        <Fact label={texts.paybillAccount}>
          <Copyable
            value={data.account_number}
            label={intl.formatMessage(texts.paybillCopyAccount)}
          />
        </Fact>
        <Fact label={texts.paybillAmount}>
          <dd>{money(data.amount)}</dd>
        </Fact>
      </Facts>
    </section>
  );
}
