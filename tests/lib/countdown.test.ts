import { describe, expect, it } from 'vitest';
import { clock, countdown, parseTimestamp } from '@/lib/countdown';

const now = Date.parse('2026-11-21T12:00:00Z');
const sec = 1000;
const DAY = 86_400 * sec;

describe('countdown', () => {
  it('is expired at and past the time', () => {
    expect(countdown(now, now)).toEqual({ kind: 'expired' });
    expect(countdown(now - sec, now)).toEqual({ kind: 'expired' });
    expect(countdown(Number.NaN, now)).toEqual({ kind: 'expired' });
  });

  it('counts whole days with a day or more left', () => {
    expect(countdown(now + DAY, now)).toEqual({ kind: 'days', days: 1 });
    expect(countdown(now + 2 * DAY - sec, now)).toEqual({ kind: 'days', days: 1 });
    expect(countdown(now + 3 * DAY + 5 * sec, now)).toEqual({ kind: 'days', days: 3 });
  });

  it('gives hours, minutes and seconds under a day', () => {
    expect(countdown(now + DAY - sec, now)).toEqual({
      kind: 'today',
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
    expect(countdown(now + 1500, now)).toEqual({ kind: 'today', hours: 0, minutes: 0, seconds: 1 });
    expect(countdown(now + 3_723_000, now)).toEqual({
      kind: 'today',
      hours: 1,
      minutes: 2,
      seconds: 3,
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
