/**
 * Features that other features compose (the betslip, in every family's screen): their texts are
 * in the core group, loaded with every screen, as their code may be.
 */
const COMPOSED_FEATURES: readonly string[] = ['betslip'];

/** The group of the error view's and error modal's own texts (what happened, what to do). */
export const ERROR_MESSAGES = 'errors';

/**
 * Composed modules that load on demand and carry their own group, which whoever lazily loads them
 * loads too (loadMessageGroup): the SMS code entry (and its parts), shown by the OTP screen and, for a ticket
 * awaiting its code, by tracking; the error view's and modal's texts. Keeps their texts out of
 * every screen's first load.
 */
export const OWN_GROUPS: Readonly<Record<string, string>> = {
  'src/features/betslip/otp-entry.tsx': 'otp',
  'src/features/betslip/otp-problem.tsx': 'otp',
  'src/features/betslip/otp-resend.tsx': 'otp',
  // Shown only once something failed, by the error view and modal (src/components/error-view.tsx).
  'src/components/error-explained.tsx': ERROR_MESSAGES,
  // The payment block's closing sentence: with the market's elements' texts (the guides').
  'src/features/betslip/age-terms-sentence.tsx': 'how-to-play',
  // A stuck mobile-money payment's ways out, on tracking once its wait ran out
  // (docs/behaviour.md#a-stuck-payment): loaded with them (tracking-screen.tsx STUCK_GROUP).
  'src/features/tracking/stuck/texts.tsx': 'stuck-payment',
  // A jackpot's prizes, on its slip and its ticket: only for jackpots (docs/behaviour.md#jackpots).
  'src/features/betslip/jackpot-summary.tsx': 'jackpot',
  'src/components/ticket-prizes.tsx': 'jackpot',
};

/**
 * The message group of a module: its feature folder (src/features/<group>/), or 'core' outside
 * src/features/. The router loads a screen's group with it; the build splits texts by group.
 */
export function messageGroupOf(module: string): string {
  const own = Object.entries(OWN_GROUPS).find(([file]) => module.endsWith(file));
  if (own) return own[1];
  const feature = /(?:^|\/)src\/features\/([^/]+)\//.exec(module)?.[1];
  return feature && !COMPOSED_FEATURES.includes(feature) ? feature : 'core';
}
