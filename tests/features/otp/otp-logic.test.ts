import { describe, expect, it } from 'vitest';
import { readOtpState } from '@/features/otp/otp-state';
import {
  RESEND_WAIT_MS,
  cleanOtp,
  formatWait,
  secondsUntilResend,
} from '@/features/otp/resend-wait';

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

describe('resend wait', () => {
  it('counts whole seconds down to 0 over the wait', () => {
    expect(secondsUntilResend(1_000, 1_000)).toBe(RESEND_WAIT_MS / 1000);
    expect(secondsUntilResend(1_000, 1_001)).toBe(60);
    expect(secondsUntilResend(1_000, 1_000 + 59_001)).toBe(1);
    expect(secondsUntilResend(1_000, 1_000 + 60_000)).toBe(0);
    expect(secondsUntilResend(1_000, 1_000 + 600_000)).toBe(0);
    expect(secondsUntilResend(0, 5_000, 10_000)).toBe(5);
    expect(secondsUntilResend(Number.NaN, 0)).toBe(0);
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
