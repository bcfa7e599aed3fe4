import { parseTimestamp } from './countdown';

/**
 * The formats the answer checks test (src/types/answers/, scripts/gen-answer-checks.ts): a
 * `date-time` is a time the app can read (what the countdown and the dates shown read).
 */
export const answerFormats = {
  'date-time': (value: string) => Number.isFinite(parseTimestamp(value)),
};
