export { parseTimestamp } from '@/types/answer-formats';

export type Countdown =
  | { kind: 'expired' }
  | { kind: 'days'; days: number }
  | { kind: 'today'; hours: number; minutes: number; seconds: number };

const DAY = 86_400_000;

/**
 * On a countdown's element: when it ends (ms since epoch). The page's guard ticks the countdowns
 * of the server's first screen by it until the app's own take over (scripts/build/boot-guard.ts).
 */
export const COUNTDOWN_ATTRIBUTE = 'data-expires';

/**
 * Time left until `expiresAt` (ms since epoch) at `now`: expired at or past the time; whole days
 * with a day or more left; otherwise hours, minutes and seconds.
 */
export function countdown(expiresAt: number, now: number): Countdown {
  const left = expiresAt - now;
  if (!Number.isFinite(left) || left <= 0) return { kind: 'expired' };
  if (left >= DAY) return { kind: 'days', days: Math.floor(left / DAY) };
  const total = Math.floor(left / 1000);
  return {
    kind: 'today',
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
