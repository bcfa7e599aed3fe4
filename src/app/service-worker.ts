import { Workbox } from 'workbox-window';
import { onPaymentFlowLeft, unlessPaying } from '@/lib/payment-flow';

/** The site's service worker (its code: src/sw/; the build writes it per brand). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the site's service worker (docs/behaviour.md#service-worker) and takes a new
 * release without breaking a bet. A new worker waits; it is told to take over (SKIP_WAITING),
 * and the page reloads under it, only at a convenient moment: the player moves to another screen
 * after the release was found, or leaves the tab, and no player of the site is in a payment flow
 * (src/lib/payment-flow.ts) in any tab. A page that another tab moved to the new release reloads
 * at such a moment too. Until then the page keeps running on the files it started with.
 */
export function registerServiceWorker(url = SERVICE_WORKER_URL): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox(url);
  /** A new release: installed and waiting, or already in charge of this page (taken). */
  let update: 'none' | 'waiting' | 'taken' = 'none';
  /** Whether the player has moved to another screen since the release was found. */
  let moved = false;
  let path = location.pathname;
  const controlled = !!navigator.serviceWorker.controller;

  const apply = () => {
    if (update === 'none' || !(moved || document.visibilityState === 'hidden')) return;
    void unlessPaying(() => {
      // The page reloads once the new worker is in charge (controllerchange, below).
      if (update === 'waiting') wb.messageSkipWaiting();
      else location.reload();
    });
  };
  const onMove = () => {
    if (location.pathname === path) return;
    path = location.pathname;
    moved = true;
    apply();
  };

  wb.addEventListener('waiting', () => {
    update = 'waiting';
    moved = false;
    apply();
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // A first visit's page is never taken over (no clients.claim()): only by a new release.
    if (!controlled) return;
    update = 'taken';
    apply();
  });
  // In-app navigations (the Navigation API, where the browser has it), and back and forward.
  const nav = (window as { navigation?: Navigation }).navigation;
  if (nav) nav.addEventListener('currententrychange', onMove);
  else window.addEventListener('popstate', onMove);
  document.addEventListener('visibilitychange', apply);
  onPaymentFlowLeft(apply);
  // Without its worker the site works as before (from the network): not an error of the page.
  wb.register().catch((error: unknown) => {
    console.warn('The service worker could not be registered:', error);
  });
}

// Loaded by the page once it has loaded, in production builds (main.tsx).
if (import.meta.env.PROD) registerServiceWorker();
