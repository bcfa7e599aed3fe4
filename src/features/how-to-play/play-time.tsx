import { useState } from 'react';
import { useIntl } from 'react-intl';
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

// As wide as "0:00:00" whatever it reads (tabular figures, a set width): the bar's buttons never
// move as the seconds go by, and the bar the page paints before the app's code (which reads
// 0:00:00) is as wide as the app's.
const Clock = styled.span`
  flex: none;
  display: flex;
  align-items: center;
  gap: 2px;
  width: 56px;
  font-family: Verdana, 'DejaVu Sans', Geneva, sans-serif;
  font-size: 11px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  @media (max-width: 374px) {
    width: 50px;
    font-size: 10px;
  }
  svg {
    flex: none;
  }
`;

/**
 * The time played in this session (docs/compliance.md#what-the-pages-show: Sweden's bar),
 * counting from the tab's first page. Read by a screen reader on demand (a timer, not announced
 * each second).
 */
export function PlayTime() {
  const intl = useIntl();
  const format = useFormat();
  const [start] = useState(() => (typeof window === 'undefined' ? undefined : sessionStart()));
  const now = useNow();
  const time = format.elapsed(start === undefined ? 0 : now - start);
  const label = intl.formatMessage(
    { id: 'compliance.playTime', defaultMessage: 'Time played {time}' },
    { time },
  );
  return (
    <Clock role="timer" aria-label={label} title={label}>
      <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
        <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm0 2a5 5 0 1 1 0 10A5 5 0 0 1 8 3zm-.75 1.5v4.06l3.02 1.75.75-1.3-2.27-1.31V4.5z" />
      </svg>
      <span aria-hidden="true">{time}</span>
    </Clock>
  );
}
