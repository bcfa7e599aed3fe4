import { useEffect } from 'react';

/**
 * Shows a screen from its top when it opens, or when `key` changes (the app's layout passes the
 * path, so every screen opens at its top; going back is left to the browser: `enabled` false). The router keeps the scroll position of the page the player came from (a lobby
 * scrolled down, a button at the bottom of a ticket), which would open the new screen midway.
 */
export function useScrollToTop(key?: unknown, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    // Braces: newer browsers' scrollTo returns a promise, which React would take for a cleanup.
    window.scrollTo({ top: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new key scrolls
  }, [key]);
}
