import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { parseAmount } from '@/lib/betslip';
import { ChoiceChips } from './choice-chips';
import { Hint, Input } from './field';
import { useMoney } from '@/hooks/use-money';

/**
 * The ticket's price: its amounts, and a custom amount (2 decimals) when the ticket allows it.
 * Named "Price" as the summary names what the player pays (its "Stake" is the price less the
 * excise tax).
 */
export function StakePicker({
  amounts,
  openStake,
  value,
  onChange,
}: {
  amounts: readonly number[];
  openStake: boolean;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const intl = useIntl();
  const money = useMoney();
  const [custom, setCustom] = useState(() =>
    value !== undefined && !amounts.includes(value) ? String(value) : '',
  );
  return (
    <ChoiceChips
      legend={<FormattedMessage id="betslip.stake.label" defaultMessage="Price" />}
      options={amounts.map((amount) => ({ value: amount, label: money(amount) }))}
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
