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
 * A price of the player's own (2 decimals), said when it is not one; `quiet` while the price's
 * own error (Bet now with no price) says it.
 */
function CustomPrice({
  value,
  quiet,
  onChange,
}: {
  value: string;
  quiet: boolean;
  onChange: (text: string) => void;
}) {
  const intl = useIntl();
  return (
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
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => {
          const parsed = parseAmount(value);
          if (parsed !== null) onChange(parsed.toFixed(2));
        }}
      />
      {value && parseAmount(value) === null && !quiet && (
        <Hint role="alert">
          <FormattedMessage id="betslip.stake.invalid" defaultMessage="Enter your Price" />
        </Hint>
      )}
    </>
  );
}

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
  error,
}: {
  amounts: readonly number[];
  openStake: boolean;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  /** The balance of the wallet the price is paid from, when a wallet pays it. */
  balance?: number;
  /** Bet now tapped with no price: said at the price (a new object each tap). */
  error?: { message: string } | null;
}) {
  const money = useMoney();
  const [custom, setCustom] = useState(() =>
    value !== undefined && !amounts.includes(value) ? String(value) : '',
  );
  return (
    <ChoiceChips
      legend={<FormattedMessage id="betslip.stake.label" defaultMessage="Price" />}
      error={error}
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
        <CustomPrice
          value={custom}
          quiet={!!error}
          onChange={(text) => {
            setCustom(text);
            onChange(parseAmount(text) ?? undefined);
          }}
        />
      )}
    </ChoiceChips>
  );
}
