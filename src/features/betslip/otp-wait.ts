import { atom, storedAtom, useAtomValue } from '@/lib/state';

/**
 * How long the player waits before asking for a new code when the API has not said (the code
 * went out with the reserve); after a resend, the API's `resend_after` sets the wait.
 */
export const RESEND_WAIT_MS = 60_000;

/** A code sent by SMS for a ticket reserved by phone, not confirmed yet. */
export interface PendingCode {
  /** The phone the code went to: the one the ticket was reserved with. */
  msisdn: string;
  /** When a new code may be asked for, ms since epoch. */
  resendAt: number;
  /** The wait that ends then, in ms. */
  waitMs: number;
}

type PendingCodes = Record<string, PendingCode>;

const MAX_KEPT = 20;

const isPendingCodes = (v: unknown): v is PendingCodes =>
  typeof v === 'object' &&
  v !== null &&
  Object.values(v).every(
    (p: PendingCode) =>
      typeof p === 'object' &&
      p !== null &&
      typeof p.msisdn === 'string' &&
      typeof p.resendAt === 'number' &&
      typeof p.waitMs === 'number',
  );

/**
 * The codes this browser waits to see confirmed, by ticket code: kept across reloads and visits,
 * so a ticket reserved by phone can be confirmed later from its tracking, and the wait before a
 * new code survives a reload. An entry goes once the ticket is confirmed.
 */
const pendingCodesAtom = storedAtom<PendingCodes>(
  'betdeck.otp',
  {},
  { isValid: isPendingCodes, getOnInit: true },
);

/**
 * A code went out for `code` to `msisdn`: the next may be asked for after `waitMs`. With
 * `unlessKnown`, a code already noted for the ticket (and its wait) is kept.
 */
export const codeSentAtom = atom(
  null,
  (get, set, sent: { code: string; msisdn: string; waitMs?: number; unlessKnown?: boolean }) => {
    const { [sent.code]: previous, ...rest } = get(pendingCodesAtom);
    if (previous && sent.unlessKnown) return;
    const kept = Object.entries(rest)
      .sort(([, a], [, b]) => b.resendAt - a.resendAt)
      .slice(0, MAX_KEPT - 1);
    const waitMs = sent.waitMs ?? RESEND_WAIT_MS;
    set(pendingCodesAtom, {
      ...Object.fromEntries(kept),
      [sent.code]: { msisdn: sent.msisdn, resendAt: Date.now() + waitMs, waitMs },
    });
  },
);

/** The ticket is confirmed: its phone and wait are no longer kept. */
export const codeConfirmedAtom = atom(null, (get, set, code: string) => {
  const { [code]: _done, ...rest } = get(pendingCodesAtom);
  set(pendingCodesAtom, rest);
});

const pendingCodeAtom = atom((get) => get(pendingCodesAtom));

/** The pending code of a ticket, if this browser sent for one. */
export function usePendingCode(code: string): PendingCode | undefined {
  return useAtomValue(pendingCodeAtom)[code];
}

/** Whole seconds left before `at` (0 once it has passed). */
export function secondsUntil(at: number, now: number): number {
  const left = at - now;
  if (!Number.isFinite(left) || left <= 0) return 0;
  return Math.ceil(left / 1000);
}

/**
 * Whole seconds left of a pending code's wait at `now`: never more than the wait itself, so a
 * clock read up to a second before the code went out (the shared one-second clock) shows 1:00.
 */
export function secondsToResend(pending: PendingCode | undefined, now: number): number {
  if (!pending) return 0;
  return Math.min(secondsUntil(pending.resendAt, now), Math.ceil(pending.waitMs / 1000));
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
