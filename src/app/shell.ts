import { useLayoutEffect } from 'react';
import { BOOT_STARTED, SERVER_SCREEN_ID, SHELL_ATTRIBUTE, SHELL_ELEMENT_ID } from '@/boot/page-ids';

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
