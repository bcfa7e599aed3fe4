import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  checkOdds,
  inputsOf,
  parseDecimal,
  validateSmartbetInputs,
} from '@/features/smartbets/smartbet-inputs';

describe('smart bet amounts (how much to win, how much to bet)', () => {
  it.each([
    ['1500', null],
    ['12.5', null],
    ['12.50', null],
    ['0.01', null],
    ['12,50', null],
    [' 100 ', null],
    ['999999999.99', null],
  ])('accepts %j', (input, problem) => expect(checkAmount(input)).toBe(problem));

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['0', 'format'],
    ['0.00', 'format'],
    ['-5', 'format'],
    ['12.345', 'format'],
    ['1e3', 'format'],
    ['12.', 'format'],
    ['.5', 'format'],
    ['1 000', 'format'],
    ['abc', 'format'],
    ['1000000000', 'format'],
  ])('refuses %j (%s)', (input, problem) => expect(checkAmount(input)).toBe(problem));

  it('reads a comma as the decimal point', () => {
    expect(parseDecimal('12,75')).toBe(12.75);
    expect(parseDecimal('12.345')).toBeNull();
  });
});

describe('smart bet preferred odds', () => {
  it.each([
    ['1.01', null],
    ['1.5', null],
    ['2,25', null],
    ['1000', null],
    ['', 'required'],
    ['1', 'range'],
    ['1.00', 'range'],
    ['0.5', 'range'],
    ['1000.01', 'range'],
    ['5000', 'range'],
    ['1.555', 'format'],
    ['-2', 'format'],
    ['x', 'format'],
  ])('%j -> %s', (input, problem) => expect(checkOdds(input)).toBe(problem));
});

describe('validateSmartbetInputs', () => {
  it('builds the generate request from valid inputs', () => {
    expect(validateSmartbetInputs({ win: '1000', bet: '100,50', odds: '1.6' }, 'SB-1')).toEqual({
      ok: true,
      request: { code: 'SB-1', amount_to_win: 1000, amount_to_bet: 100.5, preferred_odds: 1.6 },
    });
    expect(validateSmartbetInputs({ win: '10', bet: '1', odds: '2' })).toEqual({
      ok: true,
      request: { amount_to_win: 10, amount_to_bet: 1, preferred_odds: 2 },
    });
  });

  it('names the problem of every refused field', () => {
    expect(validateSmartbetInputs({ win: '', bet: '0', odds: '1' })).toEqual({
      ok: false,
      problems: { win: 'required', bet: 'format', odds: 'range' },
    });
  });

  it('wants to win more than the bet', () => {
    expect(validateSmartbetInputs({ win: '100', bet: '100', odds: '1.5' })).toEqual({
      ok: false,
      problems: { win: 'notAboveBet' },
    });
    expect(validateSmartbetInputs({ win: '99.99', bet: '100', odds: '1.5' }).ok).toBe(false);
    expect(validateSmartbetInputs({ win: '100.01', bet: '100', odds: '1.5' }).ok).toBe(true);
  });

  it('does not judge win against bet while one of them is not a number', () => {
    expect(validateSmartbetInputs({ win: '5', bet: 'x', odds: '1.5' })).toEqual({
      ok: false,
      problems: { bet: 'format' },
    });
  });

  it('gives back the inputs of a request', () => {
    const inputs = inputsOf({ amount_to_win: 1000, amount_to_bet: 12.5, preferred_odds: 1.6 });
    expect(inputs).toEqual({ win: '1000', bet: '12.5', odds: '1.6' });
    expect(validateSmartbetInputs(inputs).ok).toBe(true);
  });
});
