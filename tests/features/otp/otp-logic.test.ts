import { describe, expect, it } from 'vitest';
import { readOtpState } from '@/features/otp/otp-state';
import { cleanOtp, formatWait, secondsToResend, secondsUntil } from '@/features/betslip/otp-wait';

describe('readOtpState', () => {
  const state = {
    ticketCode: ' QBX9 ',
    operator: 'demo',
    style: 'lite',
    msisdn: '254712345678',
    family: 'jackpot',
  };

  it('reads the navigation state a reserve leaves', () => {
    expect(readOtpState(state, 'quickbetx')).toEqual({ ...state, ticketCode: 'QBX9' });
  });

  it("falls back to the route's family and to empty style and operator", () => {
    expect(
      readOtpState({ ticketCode: 'A', msisdn: '2547', family: 'poker', style: 5 }, 'quicktip'),
    ).toEqual({ ticketCode: 'A', msisdn: '2547', family: 'quicktip', operator: '', style: '' });
  });

  it('is null without a ticket code or a phone (the page was opened directly)', () => {
    expect(readOtpState(null, 'quickbetx')).toBeNull();
    expect(readOtpState(undefined, 'quickbetx')).toBeNull();
    expect(readOtpState('QBX9', 'quickbetx')).toBeNull();
    expect(readOtpState({ ...state, ticketCode: '  ' }, 'quickbetx')).toBeNull();
    expect(readOtpState({ ...state, msisdn: undefined }, 'quickbetx')).toBeNull();
    expect(readOtpState({ ...state, ticketCode: 42 }, 'quickbetx')).toBeNull();
  });
});

describe('the wait before a new code', () => {
  it('counts whole seconds down to 0 over the wait', () => {
    expect(secondsUntil(61_000, 1_000)).toBe(60);
    expect(secondsUntil(61_000, 1_001)).toBe(60);
    expect(secondsUntil(61_000, 1_000 + 59_001)).toBe(1);
    expect(secondsUntil(61_000, 1_000 + 60_000)).toBe(0);
    expect(secondsUntil(61_000, 1_000 + 600_000)).toBe(0);
    expect(secondsUntil(Number.NaN, 0)).toBe(0);
  });

  it('never shows more than the wait itself, read with a clock up to a second old', () => {
    const pending = { msisdn: '2547', resendAt: 61_000, waitMs: 60_000 };
    expect(secondsToResend(pending, 500)).toBe(60);
    expect(secondsToResend(pending, 31_000)).toBe(30);
    expect(secondsToResend(undefined, 0)).toBe(0);
  });

  it('shows the time left as m:ss', () => {
    expect(formatWait(60)).toBe('1:00');
    expect(formatWait(59)).toBe('0:59');
    expect(formatWait(9)).toBe('0:09');
    expect(formatWait(125)).toBe('2:05');
    expect(formatWait(0)).toBe('0:00');
    expect(formatWait(-3)).toBe('0:00');
  });

  it('drops the spaces and dashes of a pasted code', () => {
    expect(cleanOtp(' 12 34 ')).toBe('1234');
    expect(cleanOtp('12-34')).toBe('1234');
    expect(cleanOtp('   ')).toBe('');
  });
});
