import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useFormat } from '@/hooks/use-format';
import { jsonStorage } from '@/lib/state';
import { useNow } from '@/lib/use-now';

/** When this tab's session began (ms since epoch), kept for the tab (sessionStorage). */
export const SESSION_START_KEY = 'betdeck.session.start';

const isTime = (stored: unknown): stored is number =>
  typeof stored === 'number' && Number.isFinite(stored);

/** The session's start: the tab's, else now (then kept for the tab). */
function sessionStart(): number {
  const storage = jsonStorage<number | null>('session', isTime);
  const kept = storage.getItem(SESSION_START_KEY, null);
  if (kept !== null && kept <= Date.now()) return kept;
  const now = Date.now();
  storage.setItem(SESSION_START_KEY, now);
  return now;
}

// A line of its own below the bar's buttons (their words stay whole on a 360 px phone), its
// height part of the bar's (BAR_HEIGHT): the bar the page paints before the app's code (reading
// 0:00:00) is as tall as the app's, and tabular figures keep it still as the seconds go by.
const Clock = styled.span`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 4px;
  height: 17px;
  font-family: Verdana, 'DejaVu Sans', Geneva, sans-serif;
  font-size: 11px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  svg {
    flex: none;
  }
  strong {
    font-weight: 700;
  }
`;

/**
 * The time played in this session (docs/compliance.md#what-the-pages-show: Sweden's bar),
 * counting from the tab's first page. Read by a screen reader on demand (a timer, not announced
 * each second).
 */
export function PlayTime() {
  const format = useFormat();
  const [start] = useState(() => (typeof window === 'undefined' ? undefined : sessionStart()));
  // Re-rendered every second; the time read now (the shared clock's last tick may be older).
  useNow();
  // eslint-disable-next-line react-hooks/purity -- a clock reads the time as it renders
  const time = format.elapsed(start === undefined ? 0 : Date.now() - start);
  return (
    <Clock role="timer">
      <svg width="11" height="11" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
        <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm0 2a5 5 0 1 1 0 10A5 5 0 0 1 8 3zm-.75 1.5v4.06l3.02 1.75.75-1.3-2.27-1.31V4.5z" />
      </svg>
      <span>
        <FormattedMessage
          id="compliance.playTime"
          defaultMessage="Time played {time}"
          values={{ time: <strong>{time}</strong> }}
        />
      </span>
    </Clock>
  );
}
