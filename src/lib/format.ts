import type { IntlShape } from 'react-intl';
import { oddsText } from './odds';

/*
 * The one place numbers, money, percents and dates become text (docs/behaviour.md#formats): in
 * the player's language (react-intl's formatters, so the locale is the IntlProvider's) and, for
 * dates, in the operator's time zone. ESLint (eslint.config.js) refuses Intl, toLocale*String
 * and react-intl's number and date formatters anywhere else.
 */

/** What formats depend on besides the language: the operator's zone and currency. */
export interface FormatContext {
  /** IANA zone of the operator (the brand's region.timeZone). */
  timeZone: string;
  /** ISO 4217 code (/api/init's currency, else the brand's). */
  currency: string;
}

export interface Formatter {
  /** A plain figure: 1234.5 -> "1,234.5" / "1.234,5". */
  number: (value: number) => string;
  /** Odds: always two decimals (1.5 -> "1.50" / "1,50"). */
  odds: (value: number) => string;
  /** An amount in the operator's currency; `whole` drops the cents (a jackpot). */
  money: (value: number, options?: { whole?: boolean }) => string;
  /** A rate given in percent: 5.3 -> "5.3%" / "5,3 %". */
  percent: (rate: number) => string;
  /**
   * A market's line ("2.5", "-1", "+0.25") in the player's figures ("2,5", "-1", "+0,25"), its
   * sign kept; `negate` gives the other side's handicap. Text that is no number is left as sent.
   */
  line: (line: string, options?: { negate?: boolean }) => string;
  /**
   * A moment (ms since epoch) as every screen shows one: "Sun 29 Nov, 01:45" / "So., 29. Nov.,
   * 01:45", in the operator's zone; its zone named ("GMT+3") when the phone's clock would read
   * otherwise. Not a finite number: "".
   */
  dateTime: (at: number) => string;
  /** A time gone by, as a clock reads: 754000 ms -> "0:12:34" (hours, then two-digit minutes and seconds). */
  elapsed: (ms: number) => string;
}

const DATE_TIME = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
} as const;

const LINE = /^([+-]?)(\d+(?:\.\d+)?)$/;

/** A plain figure for code that holds no Formatter (`options`: as a player would type it). */
export const figureText = (
  intl: IntlShape,
  value: number,
  options?: { useGrouping?: false; minimumFractionDigits?: number },
) => intl.formatNumber(value, options);

export function createFormatter(intl: IntlShape, { timeZone, currency }: FormatContext): Formatter {
  const number = (value: number) => figureText(intl, value);
  return {
    number,
    odds: (value) => oddsText(intl, value),
    money: (value, { whole = false } = {}) =>
      intl.formatNumber(value, {
        style: 'currency',
        currency,
        ...(whole ? { maximumFractionDigits: 0 } : {}),
      }),
    percent: (rate) =>
      intl.formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: 2 }),
    line: (line, { negate = false } = {}) => {
      const m = LINE.exec(line.trim());
      if (!m) return line;
      const value = Number(m[2]);
      const negative = (m[1] === '-') !== negate;
      const signed = m[1] !== '' || negate;
      if (value === 0) return number(0);
      return signed ? `${negative ? '-' : '+'}${number(value)}` : number(value);
    },
    dateTime: (at) => {
      if (!Number.isFinite(at)) return '';
      const there = intl.formatDate(at, { ...DATE_TIME, timeZone });
      // The phone's own clock (no zone given: the device's): the same text needs no zone.
      const here = intl.formatDate(at, DATE_TIME);
      return here === there
        ? there
        : intl.formatDate(at, { ...DATE_TIME, timeZone, timeZoneName: 'short' });
    },
    elapsed: (ms) => {
      const seconds = Math.max(0, Math.floor(ms / 1000));
      const two = (n: number) => intl.formatNumber(n, { minimumIntegerDigits: 2 });
      const hours = intl.formatNumber(Math.floor(seconds / 3600), { useGrouping: false });
      return `${hours}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
    },
  };
}

/**
 * The browser's first number or date format (react-intl's createIntl asks which locales it
 * supports) builds its list of the locales it has, whatever the locale asked: 15 to 25 ms on the
 * bench machine, 60 to 130 ms at Lighthouse's 4x CPU, in one piece. main.tsx has that done in a
 * task of its own before the first render: not in the render's task that creates the formatters.
 */
export const warmIntl = (): void =>
  void Intl.DateTimeFormat.supportedLocalesOf(Intl.NumberFormat.supportedLocalesOf('en'));
