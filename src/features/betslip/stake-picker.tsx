import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { parseAmount } from '@/lib/betslip';
import { ChoiceChips } from './choice-chips';
import { Hint, Input } from './field';
import { useMoney } from '@/hooks/use-money';

/** The mark of a price the wallet cannot pay, under its amount. */
const Over = styled.small`
  display: block;
  font-size: 0.6875rem;
  font-weight: 600;
  line-height: 1.2;
`;

/**
 * The ticket's price: its amounts, and a custom amount (2 decimals) when the ticket allows it.
 * Named "Price" as the summary names what the player pays (its "Stake" is the price less the
 * excise tax). With the balance of the wallet that pays, each price above it says so.
 */
export function StakePicker({
  amounts,
  openStake,
  value,
  onChange,
  balance,
}: {
  amounts: readonly number[];
  openStake: boolean;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  /** The balance of the wallet the price is paid from, when a wallet pays it. */
  balance?: number;
}) {
  const intl = useIntl();
  const money = useMoney();
  const [custom, setCustom] = useState(() =>
    value !== undefined && !amounts.includes(value) ? String(value) : '',
  );
  return (
    <ChoiceChips
      legend={<FormattedMessage id="betslip.stake.label" defaultMessage="Price" />}
      options={amounts.map((amount) => ({
        value: amount,
        label:
          balance !== undefined && amount > balance ? (
            <>
              {money(amount)}
              <Over>
                <FormattedMessage
                  id="betslip.stake.overBalance"
                  defaultMessage="over your balance"
                />
              </Over>
            </>
          ) : (
            money(amount)
          ),
      }))}
      // A price of the player's own checks none.
      value={custom ? undefined : value}
      onChange={(amount) => {
        setCustom('');
        onChange(amount);
      }}
    >
      {openStake && (
        <>
          <Input
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            aria-label={intl.formatMessage({
              id: 'betslip.stake.custom',
              defaultMessage: 'Your own price',
            })}
            placeholder={intl.formatMessage({
              id: 'betslip.stake.customPlaceholder',
              defaultMessage: 'Or type your price',
            })}
            value={custom}
            onChange={(e) => {
              setCustom(e.target.value);
              onChange(parseAmount(e.target.value) ?? undefined);
            }}
            onBlur={() => {
              const parsed = parseAmount(custom);
              if (parsed !== null) setCustom(parsed.toFixed(2));
            }}
          />
          {custom && parseAmount(custom) === null && (
            <Hint role="alert">
              <FormattedMessage id="betslip.stake.invalid" defaultMessage="Enter your Price" />
            </Hint>
          )}
        </>
      )}
    </ChoiceChips>
  );
}
