/**
 * The names the page and the app share: ids of the page's elements, attributes on <html>, globals
 * and storage keys that the page's scripts before the app (src/boot/) set or read and the app
 * reads or sets after them (docs/architecture.md#the-page-before-the-app).
 */

/**
 * The page's prerendered shell: the build renders each screen's loading state per brand into the
 * page (scripts/build/shells.ts), and the page's shell picker (shell-picker.ts) shows the one of
 * the address before the app has loaded (`#shell`, with `data-shell` on <html> keeping the app's
 * own root out of sight under it). The app takes over when its screen first renders
 * (src/app/shell.ts).
 */
export const SHELL_ELEMENT_ID = 'shell';
export const SHELL_ATTRIBUTE = 'data-shell';
/**
 * The page's head script keeps the shell picker as this global (src/boot/head.ts); a one-line
 * script after the shells' templates calls it, once the body has them.
 */
export const SHOW_SHELL = 'betdeckShell';

/**
 * The first screen with its data, as the bundled server renders it into the page once its answers
 * are in (scripts/server/page-answers.ts): shown in place of the shell while `data-shell` is on,
 * in the shell's language only (its `data-locale`); removed with the shell.
 */
export const SERVER_SCREEN_ID = 'server-screen';

/**
 * The swipe tour is shown once per browser; this localStorage key holds `true` once it has been
 * seen or skipped. The page reads it too: until then it preloads the tour with the swipe screen
 * (screen-preloads.ts), so a first visit does not wait for it after the card.
 */
export const TOUR_DONE_KEY = 'betdeck.swipe-tour-done';

/**
 * On <html> when the player has seen the swipe tour (TOUR_DONE_KEY), set by the shell picker
 * before the server's screen is read: that screen then never shows the tour it carries.
 */
export const TOUR_DONE_ATTRIBUTE = 'data-tour-done';

/**
 * The page's guard against an app that never starts (guard.ts) shows the brand's error state when
 * the entry script fails or has not run in time; it reloads the page once by itself first after a
 * failure (this flag, in sessionStorage). The app calls the guard's `window[BOOT_STARTED]` as it
 * starts: the guard stops, the flag goes.
 */
export const BOOT_STARTED = 'betdeckStarted';
export const BOOT_RELOADED_KEY = 'betdeck.boot-reloaded';

/**
 * The room of a market's bar at the top of the page (Sweden's, src/features/how-to-play/market-bar.tsx):
 * the page holds it from its first paint, so that nothing moves when the bar's code arrives. The
 * page (scripts/build/bar-room.ts) has an empty `#market-bar` first in its body, and bar-mark.ts
 * puts `data-market-bar` on <html> where the host's licence has a bar; the page's style gives the
 * room its height then. The shell picker paints the bar of the host's licence into it, from the
 * build's prerender, in the player's language; the app's bar takes its place.
 */
export const BAR_ROOM_ID = 'market-bar';
export const BAR_ATTRIBUTE = 'data-market-bar';
/** On the bar the page paints from its HTML before the app's code: the app's bar replaces it. */
export const BAR_PAINTED_ATTRIBUTE = 'data-painted';

/** The id of the data block that names the answers the server sends with the page (a JSON list). */
export const COMING_ELEMENT_ID = 'betdeck-coming';
/** The attribute of a data block of the page that holds an answer: the URL it answers. */
export const ANSWER_ATTRIBUTE = 'data-answer';
/** ...and the language (a locale, LOCALES) it was asked in, as the page's early asks ask. */
export const LANGUAGE_ATTRIBUTE = 'data-lang';
