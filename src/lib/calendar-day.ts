/*
 * Calendar days in the operator's zone, for the history's date filters (docs/behaviour.md#history).
 * Beside src/lib/format.ts, not in it: that module is in every page's entry, and these days are
 * read by one screen only, whose chunk takes them (scripts/size/route-sizes.ts budgets the entry).
 */

const DAY_MS = 86_400_000;

/** A calendar day ("2026-12-03") as ms at UTC midnight, or NaN when it is no such day. */
function utcDay(day: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return Number.NaN;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(at).toISOString().slice(0, 10) === day ? at : Number.NaN;
}

/** How far `timeZone`'s clock is ahead of UTC at `at`, in ms. */
function zoneOffset(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const there = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return there - Math.floor(at / 1000) * 1000;
}

/**
 * When a calendar day (a date input's "2026-12-03") starts in the operator's zone, as ms since
 * epoch; `days` moves to a later day first (1: when the day ends). NaN for a text that is no day.
 * The dates every screen shows are in that zone (format.ts dateTime): a day picked is the same day.
 */
export function dayStart(day: string, timeZone: string, days = 0): number {
  const midnight = utcDay(day);
  if (Number.isNaN(midnight)) return Number.NaN;
  const utc = midnight + days * DAY_MS;
  // Twice: the zone's offset at the day's start may differ from the one at UTC midnight (DST).
  const guess = utc - zoneOffset(utc, timeZone);
  return utc - zoneOffset(guess, timeZone);
}

/** Whether a text is a calendar day a date input gives ("2026-12-03"). */
export const isDay = (day: string): boolean => !Number.isNaN(utcDay(day));
