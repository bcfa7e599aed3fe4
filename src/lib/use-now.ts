import { useSyncExternalStore } from 'react';
import { countdown, parseTimestamp } from './countdown';

/** One shared 1-second clock for every countdown on the page (one timer, not one per card). */
const listeners = new Set<(now: number) => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

/** Calls `listener` with the time every second while subscribed; returns the unsubscribe. */
export function subscribeNow(listener: (now: number) => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l(now));
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The time, re-rendering every second. Prefer useExpired or CountdownText, which do not. */
export function useNow(): number {
  // The build's prerender (src/app/prerender.tsx) reads the time once, as it is then.
  return useSyncExternalStore(
    subscribeNow,
    () => now,
    () => now,
  );
}

/** Whether `expiresAt` has passed: re-renders only when that flips, not every second. */
export function useExpired(expiresAt: string | number): boolean {
  const at = parseTimestamp(expiresAt);
  return useSyncExternalStore(subscribeNow, () => countdown(at, Date.now()).kind === 'expired');
}
