import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { PrimaryButton } from '@/components/button';
import { ErrorModal } from '@/components/error-modal';
import { TextField } from '@/components/text-field';
import type { SmartbetGenerateRequest } from '@/types/api.gen';
import { figureText } from '@/lib/format';
import { oddsText } from '@/lib/odds';
import {
  MAX_AMOUNT,
  MAX_PREFERRED_ODDS,
  MIN_PREFERRED_ODDS,
  validateSmartbetInputs,
  type InputProblem,
  type InputProblems,
  type SmartbetField,
  type SmartbetInputs,
} from '../smartbet-inputs';
import type { GenerateProblem } from '../state/use-generate';
import { NoMatch } from './no-match';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** First in each hint: all three are needed ("Preferred odds" alone reads optional). */
const RequiredMark = styled.strong`
  color: ${({ theme }) => theme.colors.text};
`;

/** A hint that starts by saying the field is required. */
const requiredHint = (hint: ReactNode) => (
  <>
    <RequiredMark>
      <FormattedMessage id="smartbet.inputs.required" defaultMessage="Required." />
    </RequiredMark>{' '}
    {hint}
  </>
);

/** What the three inputs share: decimals typed, nothing to autocomplete, all required. */
const amountLike = { inputMode: 'decimal', autoComplete: 'off', required: true } as const;

const Submit = styled(PrimaryButton)`
  width: 100%;
  min-height: 52px;
  font-size: 1.125rem;
`;

/**
 * The amounts the hints give as examples, written as the player's language writes them (12,50 in
 * Spanish, beside odds written 1,75) and as a player types them: no grouping, which
 * parseDecimal (smartbet-inputs.ts) reads back.
 */
export const amountExamples = (intl: IntlShape) => ({
  whole: figureText(intl, 1500, { useGrouping: false }),
  decimal: figureText(intl, 12.5, { minimumFractionDigits: 2, useGrouping: false }),
});

/** The player-facing text of a refused field. */
export function problemText(intl: IntlShape, field: SmartbetField, problem: InputProblem): string {
  if (problem === 'notAboveBet') {
    return intl.formatMessage({
      id: 'smartbet.error.notAboveBet',
      defaultMessage: 'How much to win must be more than how much to bet.',
    });
  }
  if (field === 'odds') {
    return problem === 'required'
      ? intl.formatMessage({
          id: 'smartbet.error.oddsRequired',
          defaultMessage: 'Please enter your preferred odds',
        })
      : intl.formatMessage(
          {
            id: 'smartbet.error.oddsRange',
            defaultMessage:
              'Enter odds from {min} to {max}, with at most 2 decimals, e.g. {example}.',
          },
          {
            example: oddsText(intl, 1.75),
            min: oddsText(intl, MIN_PREFERRED_ODDS),
            max: figureText(intl, MAX_PREFERRED_ODDS),
          },
        );
  }
  if (problem === 'required') {
    return field === 'win'
      ? intl.formatMessage({
          id: 'smartbet.error.winRequired',
          defaultMessage: 'Please enter a potential wins',
        })
      : intl.formatMessage({
          id: 'smartbet.error.betRequired',
          defaultMessage: 'Enter your Price',
        });
  }
  return intl.formatMessage(
    {
      id: 'smartbet.error.amountFormat',
      defaultMessage:
        'Enter an amount above 0 and up to {max}, with at most 2 decimals, e.g. {whole} or {decimal}.',
    },
    { max: figureText(intl, MAX_AMOUNT), ...amountExamples(intl) },
  );
}

interface FormProps {
  code: string;
  initial: SmartbetInputs;
  generating: boolean;
  problem: GenerateProblem | null;
  onClearProblem: () => void;
  onGenerate: (request: SmartbetGenerateRequest) => void;
  currency: string;
}

/** The typed inputs, their refused fields, and submitting them (the first refused takes focus). */
function useSmartbetInputs({
  code,
  initial,
  generating,
  problem,
  onClearProblem,
  onGenerate,
}: Omit<FormProps, 'currency'>) {
  const intl = useIntl();
  const [inputs, setInputs] = useState(initial);
  const [problems, setProblems] = useState<InputProblems>({});
  const winRef = useRef<HTMLInputElement>(null);
  const betRef = useRef<HTMLInputElement>(null);
  const oddsRef = useRef<HTMLInputElement>(null);

  // Errors show on submit (a message appearing on blur would move the button from under the
  // finger that is tapping it); refused fields are checked again as they are corrected.
  const change = (field: SmartbetField) => (e: { target: { value: string } }) => {
    const next = { ...inputs, [field]: e.target.value };
    setInputs(next);
    if (Object.values(problems).some(Boolean)) {
      const result = validateSmartbetInputs(next, code);
      const now = result.ok ? {} : result.problems;
      // Only the fields already refused are updated: no new message while the player types.
      setProblems((p) => ({
        win: p.win && now.win,
        bet: p.bet && now.bet,
        odds: p.odds && now.odds,
      }));
    }
    if (problem?.kind === 'noMatch') onClearProblem();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (generating) return;
    const result = validateSmartbetInputs(inputs, code);
    if (!result.ok) {
      setProblems(result.problems);
      const { win, bet } = result.problems;
      (win ? winRef : bet ? betRef : oddsRef).current?.focus();
      return;
    }
    setProblems({});
    onGenerate(result.request);
  };

  const error = (field: SmartbetField): ReactNode => {
    const p = problems[field];
    return p ? problemText(intl, field, p) : undefined;
  };
  return { inputs, change, submit, error, winRef, betRef, oddsRef };
}

/**
 * The three smart bet inputs and the button that asks for a ticket. All three are required, and
 * each says so from the start ("Preferred odds" reads optional otherwise); they are checked on
 * submit, and the first refused one takes the focus.
 */
export function SmartbetForm(props: FormProps) {
  const { generating, problem, onClearProblem, currency } = props;
  const intl = useIntl();
  const { inputs, change, submit, error, winRef, betRef, oddsRef } = useSmartbetInputs(props);
  const amountHint = intl.formatMessage(
    {
      id: 'smartbet.hint.amount',
      defaultMessage: 'In {currency}, e.g. {whole} or {decimal}',
    },
    { currency, ...amountExamples(intl) },
  );

  return (
    <Form noValidate onSubmit={submit}>
      <TextField
        ref={winRef}
        name="amount_to_win"
        label={
          <FormattedMessage
            id="smartbet.inputs.win"
            defaultMessage="How much do you want to win?"
          />
        }
        hint={requiredHint(amountHint)}
        {...amountLike}
        value={inputs.win}
        onChange={change('win')}
        error={error('win')}
      />
      <TextField
        ref={betRef}
        name="amount_to_bet"
        label={
          <FormattedMessage
            id="smartbet.inputs.bet"
            defaultMessage="How much do you want to bet?"
          />
        }
        hint={requiredHint(amountHint)}
        {...amountLike}
        value={inputs.bet}
        onChange={change('bet')}
        error={error('bet')}
      />
      <TextField
        ref={oddsRef}
        name="preferred_odds"
        label={<FormattedMessage id="smartbet.inputs.odds" defaultMessage="Preferred odds" />}
        hint={requiredHint(
          <FormattedMessage
            id="smartbet.hint.odds"
            defaultMessage="The odds you like for each pick, e.g. {safe} for safer picks or {bold} for bolder ones."
            values={{ safe: oddsText(intl, 1.5), bold: oddsText(intl, 3) }}
          />,
        )}
        {...amountLike}
        value={inputs.odds}
        onChange={change('odds')}
        error={error('odds')}
      />

      {problem?.kind === 'noMatch' && <NoMatch />}

      <Submit type="submit" disabled={generating} aria-busy={generating}>
        {generating ? (
          <FormattedMessage id="smartbet.generating" defaultMessage="Finding your bet..." />
        ) : (
          <FormattedMessage id="smartbet.generate" defaultMessage="Find my bet" />
        )}
      </Submit>

      {problem?.kind === 'error' && (
        <ErrorModal code={problem.code} message={problem.message} onClose={onClearProblem} />
      )}
    </Form>
  );
}
