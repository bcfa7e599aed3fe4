import { useLayoutEffect } from 'react';

/**
 * The page's prerendered shell: the build renders each screen's loading state per brand into the
 * page (scripts/build/shells.ts), and a small script of the page shows the one of the address
 * before the app has loaded (`#shell`, with `data-shell` on <html> keeping the app's own root out
 * of sight under it). The app takes over when its screen first renders: the shell goes in the
 * same frame, and the app's first paint shows the same shapes in the same places.
 */
export const SHELL_ELEMENT_ID = 'shell';
export const SHELL_ATTRIBUTE = 'data-shell';

/**
 * The first screen with its data, as the bundled server renders it into the page once its answers
 * are in (scripts/server/page-answers.ts): shown in place of the shell while `data-shell` is on,
 * in the shell's language only (its `data-locale`); removed with the shell.
 */
export const SERVER_SCREEN_ID = 'server-screen';

/**
 * On <html> when the player has seen the swipe tour (TOUR_DONE_KEY), set by the page's script
 * before the server's screen is read: that screen then never shows the tour it carries.
 */
export const TOUR_DONE_ATTRIBUTE = 'data-tour-done';

/**
 * The page's guard against an app that never starts (scripts/build/boot-guard.ts) shows the
 * brand's error state when the entry script fails or has not run in time; it reloads the page once
 * by itself first after a failure (this flag, in sessionStorage). The app calls the guard's
 * `window[BOOT_STARTED]` as it starts: the guard stops, the flag goes.
 */
export const BOOT_STARTED = 'betdeckStarted';
export const BOOT_RELOADED_KEY = 'betdeck.boot-reloaded';

/** Tells the page's guard that the app runs (nothing to do where the page has none: npm run dev). */
export function bootStarted(win: Window = window): void {
  (win as unknown as Partial<Record<typeof BOOT_STARTED, () => void>>)[BOOT_STARTED]?.();
}

/** How many times the shell's hand-off looks again (every 50 ms) while the server's screen waits. */
export const SERVER_SCREEN_LOOKS = 60;

/**
 * Removes the shell and the server's screen, once (nothing to do where the page had none). While
 * the server's screen shows (its data painted) and the app's screen still shows a part loading
 * (`aria-busy`: the lobby's lists, the deck, until their answers have gone through the app's
 * client; the swipe tour, until its code has come), it looks again every 50 ms until none does,
 * SERVER_SCREEN_LOOKS times at most: the tiles, the card or the tour never give way to their
 * loading shapes, or to nothing.
 */
export function handOffShell(looks = SERVER_SCREEN_LOOKS): void {
  const screen = document.getElementById(SERVER_SCREEN_ID);
  if (looks && screen && document.querySelector('#root [aria-busy=true]'))
    return void setTimeout(handOffShell, 50, looks - 1);
  screen?.remove();
  document.getElementById(SHELL_ELEMENT_ID)?.remove();
  document.documentElement.removeAttribute(SHELL_ATTRIBUTE);
}

/**
 * Rendered with a route's screen: the shell goes before the screen's first frame is painted (the
 * server's screen, once that frame has its data).
 */
export function ShellHandOff(): null {
  useLayoutEffect(() => handOffShell(), []);
  return null;
}
