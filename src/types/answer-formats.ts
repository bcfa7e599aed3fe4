/** Parses an API timestamp (ISO 8601, or seconds/milliseconds since epoch); NaN when unreadable. */
export function parseTimestamp(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value < 1e12 ? value * 1000 : value;
  if (typeof value !== 'string' || !value.trim()) return Number.NaN;
  if (/^\d+$/.test(value)) return parseTimestamp(Number(value));
  return Date.parse(value);
}

/**
 * The formats the answer checks test (src/types/answers/, scripts/codegen/gen-answer-checks.ts): a
 * `date-time` is a time the app can read (what the countdown and the dates shown read).
 */
export const answerFormats = {
  'date-time': (value: string) => Number.isFinite(parseTimestamp(value)),
};
