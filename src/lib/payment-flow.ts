import { useEffect } from 'react';

/**
 * Whether the player is in a payment flow, in this tab or another of the site: on the summary
 * and payment (choosing the stake, typing the phone, a reserve or create under way, the bank's
 * widget open over it) or entering the SMS code. A new release of the app waits until no player
 * is (src/app/service-worker.ts): taking it over mid-bet would swap the files under the page.
 *
 * Each tab in a flow holds a shared Web Lock of this name, so every tab of the site sees it
 * (navigator.locks); where the browser has no Web Locks, this tab's own count says it.
 */
export const PAYMENT_FLOW_LOCK = 'betdeck.payment-flow';

let inThisTab = 0;
const leftListeners = new Set<() => void>();

/** The player enters a payment flow; call the function returned when they leave it. */
export function enterPaymentFlow(): () => void {
  inThisTab++;
  let leave = () => {};
  const left = new Promise<void>((resolve) => (leave = resolve));
  const held = navigator.locks?.request(PAYMENT_FLOW_LOCK, { mode: 'shared' }, () => left);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    inThisTab--;
    leave();
    // Once the lock is given back (other tabs see it free too).
    void Promise.resolve(held).finally(() => {
      for (const listener of leftListeners) listener();
    });
  };
}

/** In a payment flow while the component is mounted (and `active`). */
export function usePaymentFlow(active = true): void {
  useEffect(() => (active ? enterPaymentFlow() : undefined), [active]);
}

/** Calls `listener` each time a payment flow of this tab ends; returns the unsubscribe. */
export function onPaymentFlowLeft(listener: () => void): () => void {
  leftListeners.add(listener);
  return () => leftListeners.delete(listener);
}

/**
 * Runs `fn` if no player of the site is in a payment flow, in any tab; resolves to whether it ran.
 */
export async function unlessPaying(fn: () => void): Promise<boolean> {
  if (inThisTab > 0) return false;
  const locks = await navigator.locks?.query();
  const paying = [...(locks?.held ?? []), ...(locks?.pending ?? [])].some(
    (lock) => lock.name === PAYMENT_FLOW_LOCK,
  );
  if (paying) return false;
  fn();
  return true;
}
