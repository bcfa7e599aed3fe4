import { describe, expect, it } from 'vitest';
import { clock, countdown, parseTimestamp } from '@/lib/countdown';

const now = Date.parse('2026-11-21T12:00:00Z');
const sec = 1000;
const HOUR = 3600 * sec;
const DAY = 24 * HOUR;

describe('countdown', () => {
  it('is expired at and past the time', () => {
    expect(countdown(now, now)).toEqual({ kind: 'expired' });
    expect(countdown(now - sec, now)).toEqual({ kind: 'expired' });
    expect(countdown(Number.NaN, now)).toEqual({ kind: 'expired' });
  });

  it('counts days and the hours past them with a day or more left, never rounding a day away', () => {
    expect(countdown(now + DAY, now)).toEqual({ kind: 'days', days: 1, hours: 0 });
    expect(countdown(now + 2 * DAY - sec, now)).toEqual({ kind: 'days', days: 1, hours: 23 });
    expect(countdown(now + 3 * DAY + 5 * sec, now)).toEqual({ kind: 'days', days: 3, hours: 0 });
    // 3 d 23 h left is not "3 days".
    expect(countdown(now + 3 * DAY + 23 * HOUR + 59 * 60 * sec, now)).toEqual({
      kind: 'days',
      days: 3,
      hours: 23,
    });
  });

  it('gives hours, minutes and seconds under a day', () => {
    expect(countdown(now + DAY - sec, now)).toEqual({
      kind: 'clock',
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
    expect(countdown(now + 1500, now)).toEqual({ kind: 'clock', hours: 0, minutes: 0, seconds: 1 });
    expect(countdown(now + 3_723_000, now)).toEqual({
      kind: 'clock',
      hours: 1,
      minutes: 2,
      seconds: 3,
    });
  });

  it('counts to an end tomorrow under a day away as a clock that names no day', () => {
    // At 02:39:25, an end at midnight that night: 21:20:35 left, after midnight.
    const morning = Date.parse('2026-12-03T02:39:25Z');
    const tomorrow = Date.parse('2026-12-04T00:00:00Z');
    expect(countdown(tomorrow, morning)).toEqual({
      kind: 'clock',
      hours: 21,
      minutes: 20,
      seconds: 35,
    });
  });

  it('writes the clock zero-padded', () => {
    expect(clock({ hours: 1, minutes: 2, seconds: 3 })).toBe('01:02:03');
    expect(clock({ hours: 23, minutes: 59, seconds: 59 })).toBe('23:59:59');
  });

  it('reads ISO strings and epoch seconds or milliseconds', () => {
    expect(parseTimestamp('2026-11-21T12:00:00Z')).toBe(now);
    expect(parseTimestamp(now / 1000)).toBe(now);
    expect(parseTimestamp(now)).toBe(now);
    expect(parseTimestamp(String(now / 1000))).toBe(now);
    expect(parseTimestamp('')).toBeNaN();
    expect(parseTimestamp('soon')).toBeNaN();
  });
});
