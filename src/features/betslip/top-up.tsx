import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { SecondaryButton } from '@/components/button';
import { useBrand } from '@/config/brand-context';
import { useMoney } from '@/hooks/use-money';
import { Hint } from './field';

/** As a button in a row of buttons: a long name wraps inside it, centred. */
const TopUpButton = styled(SecondaryButton)`
  padding-block: ${({ theme }) => theme.space(2)};
  text-align: center;
`;

/**
 * The operator's top-up page (the brand's `payments.topUpUrl`), in a new tab so the ticket stays
 * as it is; nothing when the brand names none.
 */
export function TopUpLink({ button = false }: { button?: boolean }) {
  const url = useBrand().payments.topUpUrl;
  if (!url) return null;
  const text = <FormattedMessage id="betslip.topUp" defaultMessage="Top up your wallet" />;
  return button ? (
    <TopUpButton as="a" href={url} target="_blank" rel="noopener noreferrer">
      {text}
    </TopUpButton>
  ) : (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}

const Short = styled(Hint)`
  color: ${({ theme }) => theme.colors.text};
  a {
    color: inherit;
    font-weight: 700;
    text-underline-offset: 3px;
  }
`;

/** Under the prices: the chosen one is more than the wallet holds, and where to top it up. */
export function OverBalanceHint({ balance }: { balance: number }) {
  const money = useMoney();
  return (
    <Short role="status">
      <FormattedMessage
        id="betslip.stake.overBalanceHint"
        defaultMessage="This price is more than your balance of {balance}."
        values={{ balance: money(balance) }}
      />{' '}
      <TopUpLink />
    </Short>
  );
}
