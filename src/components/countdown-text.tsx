import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  clock,
  countdown,
  COUNTDOWN_ATTRIBUTE,
  parseTimestamp,
  type Countdown,
} from '@/lib/countdown';
import { subscribeNow } from '@/lib/use-now';

export function countdownLabel(intl: IntlShape, left: Countdown): string {
  switch (left.kind) {
    case 'expired':
      return intl.formatMessage({ id: 'countdown.expired', defaultMessage: 'Expired' });
    case 'days':
      return intl.formatMessage(
        {
          id: 'countdown.daysAndHours',
          defaultMessage: '{days, plural, one {# day} other {# days}} {hours, number} h',
        },
        { days: left.days, hours: left.hours },
      );
    case 'clock':
      // The clock stays hh:mm:ss in every language: the page's guard ticks the server's screen's
      // countdowns by it (src/boot/guard.ts).
      return intl.formatMessage(
        { id: 'countdown.closesIn', defaultMessage: 'Closes in {time}' },
        { time: clock(left) },
      );
  }
}

/**
 * Counts down to `expiresAt`, refreshed every second: Expired, 3 days 23 h, or Closes in hh:mm:ss
 * (docs/behaviour.md#countdown).
 * The text is written straight to its element each second, so a page full of countdowns
 * costs no React render (or commit) per tick on a low-end phone.
 */
export function CountdownText({ expiresAt }: { expiresAt: string | number }) {
  const intl = useIntl();
  const ref = useRef<HTMLSpanElement>(null);
  const at = parseTimestamp(expiresAt);
  const label = useCallback((now: number) => countdownLabel(intl, countdown(at, now)), [intl, at]);
  useEffect(
    () =>
      subscribeNow((now) => {
        const el = ref.current;
        const text = label(now);
        if (el && el.textContent !== text) el.textContent = text;
      }),
    [label],
  );
  const [openedAt] = useState(() => Date.now());
  const end = Number.isFinite(at) ? { [COUNTDOWN_ATTRIBUTE]: at } : {};
  return (
    <span ref={ref} {...end}>
      {label(openedAt)}
    </span>
  );
}
