import type { SmartbetGenerateRequest } from '@/types/api.gen';

/**
 * The smart bet inputs (docs/behaviour.md#smart-bets): how much to win, how much to bet and the preferred
 * odds of each pick. Each is a positive number with at most 2 decimals, typed with a point or a
 * comma; the odds are decimal odds from 1.01 to 1000; and the win must be more than the bet (a
 * ticket's odds are above 1, so no bet can pay back less than its stake).
 */
export interface SmartbetInputs {
  win: string;
  bet: string;
  odds: string;
}

export type SmartbetField = keyof SmartbetInputs;

/** Why a field is refused. */
export type InputProblem =
  /** Nothing typed. */
  | 'required'
  /** Not a positive number with at most 2 decimals. */
  | 'format'
  /** Odds outside 1.01 to 1000. */
  | 'range'
  /** How much to win is not more than how much to bet. */
  | 'notAboveBet';

export const MIN_PREFERRED_ODDS = 1.01;
export const MAX_PREFERRED_ODDS = 1000;
/** Digits before the point of an amount: 9, so no one types a billion by mistake. */
const AMOUNT_DIGITS = 9;
/** The largest amount (999,999,999). */
export const MAX_AMOUNT = 10 ** AMOUNT_DIGITS - 1;
const AMOUNT = new RegExp(`^\\d{1,${AMOUNT_DIGITS}}(?:[.,]\\d{1,2})?$`);
const ODDS = /^\d{1,4}(?:[.,]\d{1,2})?$/;

/** A typed amount as a number (a comma is a decimal point), or null if it is not one. */
export function parseDecimal(input: string, pattern: RegExp = AMOUNT): number | null {
  const text = input.trim();
  if (!pattern.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

export function checkAmount(input: string): InputProblem | null {
  if (!input.trim()) return 'required';
  const value = parseDecimal(input);
  return value === null || value <= 0 ? 'format' : null;
}

export function checkOdds(input: string): InputProblem | null {
  if (!input.trim()) return 'required';
  const value = parseDecimal(input, ODDS);
  if (value === null) return 'format';
  return value < MIN_PREFERRED_ODDS || value > MAX_PREFERRED_ODDS ? 'range' : null;
}

export type InputProblems = Partial<Record<SmartbetField, InputProblem>>;

/**
 * Checks all three inputs. Returns the request body when they are valid, otherwise the problem
 * of each refused field.
 */
export function validateSmartbetInputs(
  inputs: SmartbetInputs,
  code?: string,
): { ok: true; request: SmartbetGenerateRequest } | { ok: false; problems: InputProblems } {
  const problems: InputProblems = {};
  const win = checkAmount(inputs.win);
  const bet = checkAmount(inputs.bet);
  const odds = checkOdds(inputs.odds);
  if (win) problems.win = win;
  if (bet) problems.bet = bet;
  if (odds) problems.odds = odds;
  if (!win && !bet && (parseDecimal(inputs.win) ?? 0) <= (parseDecimal(inputs.bet) ?? 0)) {
    problems.win = 'notAboveBet';
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    request: {
      ...(code ? { code } : {}),
      amount_to_win: parseDecimal(inputs.win) as number,
      amount_to_bet: parseDecimal(inputs.bet) as number,
      preferred_odds: parseDecimal(inputs.odds, ODDS) as number,
    },
  };
}

/** The inputs that produced a request, to fill the form again (e.g. "Change my inputs"). */
export function inputsOf(request: SmartbetGenerateRequest): SmartbetInputs {
  return {
    win: String(request.amount_to_win),
    bet: String(request.amount_to_bet),
    odds: String(request.preferred_odds),
  };
}
