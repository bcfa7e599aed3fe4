import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Field, Input } from './field';
import { ODDS_CHOICES, type OddsChoice } from './odds-change';

const Select = styled(Input).attrs({ as: 'select' })`
  font-size: 0.9375rem;
`;

const labels = defineMessages({
  ask: { id: 'betslip.odds.ask', defaultMessage: 'Ask me' },
  higher: { id: 'betslip.odds.higher', defaultMessage: 'Accept higher odds' },
  any: { id: 'betslip.odds.any', defaultMessage: 'Accept any odds change' },
});

/**
 * What to do when odds move before the bet is placed, as sportsbooks offer: ask (the odds-changed
 * error and Change bet), or place at the new odds when they went up, or whatever they are. Kept
 * per player (odds-change.ts) and sent with the next bet.
 */
export function OddsChoiceField({
  value,
  onChange,
}: {
  value: OddsChoice;
  onChange: (choice: OddsChoice) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>
        <FormattedMessage id="betslip.odds.label" defaultMessage="If the odds change" />
      </label>
      <Select
        id={id}
        name="odds_change"
        value={value}
        onChange={(e) => onChange(e.target.value as OddsChoice)}
      >
        {ODDS_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {intl.formatMessage(labels[choice])}
          </option>
        ))}
      </Select>
    </Field>
  );
}
