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

/** Removes the shell, once (nothing to do where the page had none). */
export function handOffShell(doc: Document = document): void {
  doc.getElementById(SHELL_ELEMENT_ID)?.remove();
  doc.documentElement.removeAttribute(SHELL_ATTRIBUTE);
}

/** Rendered with a route's screen: the shell goes before the screen's first frame is painted. */
export function ShellHandOff(): null {
  useLayoutEffect(() => handOffShell(), []);
  return null;
}
