import { isAwaitingPayment } from '@/lib/ticket-status';

/** How often a ticket awaiting its payment is checked. */
export const POLL_INTERVAL_MS = 2_000;
/** After this long without a status change, the player is told no confirmation came yet. */
export const NO_CHANGE_LIMIT_MS = 90_000;

/**
 * What the tracking screen shows around the ticket:
 * - processing: the payment waits for the player's approval (polling);
 * - stalled: still waiting after NO_CHANGE_LIMIT_MS without a change (polling stopped, retry);
 * - awaiting-otp: reserved by phone, the SMS code not confirmed yet (the code entry shows);
 * - settled: anything else (running or finished): nothing to wait for.
 */
export type TrackingPhase = 'processing' | 'stalled' | 'awaiting-otp' | 'settled';

export function trackingPhase(status: string | undefined, stalled: boolean): TrackingPhase {
  if (isAwaitingPayment(status)) return stalled ? 'stalled' : 'processing';
  if (status === 'new') return 'awaiting-otp';
  return 'settled';
}

/** Whether the ticket's status is expected to move soon, so tracking follows it (polls). */
export function isFollowed(status: string | undefined): boolean {
  return isAwaitingPayment(status) || status === 'new';
}

/**
 * SWR refreshInterval for a phase (0 stops): poll while processing, and while a ticket awaits its
 * code (confirmed on the OTP screen of another tab, say) until NO_CHANGE_LIMIT_MS passes without
 * a change.
 */
export function pollInterval(phase: TrackingPhase | undefined, stalled = false): number {
  if (phase === 'processing' || (phase === 'awaiting-otp' && !stalled)) return POLL_INTERVAL_MS;
  return 0;
}

/**
 * Whether a failed ticket check is worth retrying on its own: not for answers that will not
 * change (400-499, e.g. 404 for an unknown code), and at most `max` times.
 */
export function shouldRetryCheck(status: number, retryCount: number, max = 5): boolean {
  if (status >= 400 && status < 500) return false;
  return retryCount < max;
}

/**
 * How the ticket waits to be paid, for the words of the processing texts: by mobile money (a
 * USSD push to the phone) unless it was evidently paid by bank, i.e. it names no mobile network
 * and the operator takes bank payments.
 */
export function paymentChannel(
  ticket: { network?: string },
  providers: readonly string[],
): 'mobile' | 'bank' {
  if (ticket.network) return 'mobile';
  return providers.includes('bank') ? 'bank' : 'mobile';
}
