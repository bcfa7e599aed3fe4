export { parseTimestamp } from '@/types/answer-formats';

export type Countdown =
  | { kind: 'expired' }
  | { kind: 'days'; days: number; hours: number }
  | { kind: 'clock'; hours: number; minutes: number; seconds: number };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * On a countdown's element: when it ends (ms since epoch). The page's guard ticks the countdowns
 * of the server's first screen by it until the app's own take over (src/boot/guard.ts).
 */
export const COUNTDOWN_ATTRIBUTE = 'data-expires';

/**
 * Time left until `expiresAt` (ms since epoch) at `now`: expired at or past the time; whole days
 * and the whole hours past them with a day or more left (3 d 23 h, never rounded down to 3 days);
 * otherwise hours, minutes and seconds, a clock that says nothing of the end's date (under a day
 * left the end may be today or tomorrow: docs/behaviour.md#countdown).
 */
export function countdown(expiresAt: number, now: number): Countdown {
  const left = expiresAt - now;
  if (!Number.isFinite(left) || left <= 0) return { kind: 'expired' };
  if (left >= DAY) {
    return { kind: 'days', days: Math.floor(left / DAY), hours: Math.floor((left % DAY) / HOUR) };
  }
  const total = Math.floor(left / 1000);
  return {
    kind: 'clock',
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** hh:mm:ss, zero-padded. */
export function clock({
  hours,
  minutes,
  seconds,
}: {
  hours: number;
  minutes: number;
  seconds: number;
}) {
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}
