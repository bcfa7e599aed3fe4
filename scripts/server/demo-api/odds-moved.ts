/**
 * QBX-103's first event is served with odds that have since moved: placing a pick on it answers
 * 409 `{code: 104}` and sets a cookie, and from then on that browser is served the current odds
 * (a fresh card), so Change bet can succeed.
 */
import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http-utils';

export const ODDS_CHANGED = {
  code: 104,
  message: 'Odds have changed. Please change your bet.',
} as const;

const ODDS_SEEN_COOKIE = 'demo-odds-moved';

/** The 104 answer; it tells this browser that the odds moved. */
export function oddsChangedError(): HttpError {
  return new HttpError(409, ODDS_CHANGED.message, ODDS_CHANGED.code, {
    'Set-Cookie': `${ODDS_SEEN_COOKIE}=1; Path=/; SameSite=Lax; HttpOnly`,
  });
}

/** Whether this browser was told the odds moved (and is served the current ones). */
export const sawOddsMove = (req: IncomingMessage): boolean =>
  (req.headers.cookie ?? '').split(/;\s*/).includes(`${ODDS_SEEN_COOKIE}=1`);
