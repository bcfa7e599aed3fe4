/**
 * How long the player waits before asking for a new code. The API has no resend call (the code
 * went out with the reserve); asking again restarts the wait, so a player who got no SMS is
 * told to try again after it rather than hammering the button.
 */
export const RESEND_WAIT_MS = 60_000;

/** Whole seconds left before a new code may be asked for (0 once the wait is over). */
export function secondsUntilResend(sentAt: number, now: number, waitMs = RESEND_WAIT_MS): number {
  const left = sentAt + waitMs - now;
  if (!Number.isFinite(left) || left <= 0) return 0;
  return Math.ceil(left / 1000);
}

/** m:ss, e.g. 60 -> 1:00, 9 -> 0:09. */
export function formatWait(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Normalises what the player typed: spaces and dashes (from a pasted SMS) go. */
export function cleanOtp(value: string): string {
  return value.replace(/[\s-]+/g, '');
}
