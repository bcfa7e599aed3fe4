export type Countdown =
  | { kind: 'expired' }
  | { kind: 'days'; days: number }
  | { kind: 'today'; hours: number; minutes: number; seconds: number };

const DAY = 86_400_000;

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

/** Parses an API timestamp (ISO 8601, or seconds/milliseconds since epoch); NaN when unreadable. */
export function parseTimestamp(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value < 1e12 ? value * 1000 : value;
  if (typeof value !== 'string' || !value.trim()) return Number.NaN;
  if (/^\d+$/.test(value)) return parseTimestamp(Number(value));
  return Date.parse(value);
}
