/**
 * The page's guard against an app that never starts (docs/behaviour.md#page-shells): the first
 * part of the page's head script, right after the entry script, allowed by its hash like the
 * page's others (src/boot/guard.ts, src/boot/head.ts).
 *
 * - The entry script fails to load (a 404 right after a deploy, a dropped connection; a module it
 *   imports failing, a modulepreload of the rolldown runtime among them, fails it too): the page
 *   reloads once by itself (flag `sessionStorage betdeck.boot-reloaded`; not offline, where a
 *   reload shows the browser's error page), and on a second failure shows the error state.
 * - A picture that fails before the app has started (in the server's first screen: a missing
 *   crest) takes its fallback, as the app's ImageWithFallback does (its `data-fallback`).
 * - A countdown of the server's first screen ("Closes in 10:05:27") ticks, its clock recounted each
 *   second from its end (COUNTDOWN_ATTRIBUTE) as the app's CountdownText counts, until that screen
 *   goes (the app's hand-off); a page without one stops the ticks once it has been read whole.
 * - The app has not started BOOT_TIMEOUT_MS after the page began (a hanging entry): the error
 *   state, without a reload (on a slow link a reload would start the same wait again). Should the
 *   app start after all, it replaces the error state as it replaces the spinner.
 *
 * The error state is the brand's (its logo, colours and radius, in the page's own style) with the
 * app's texts for a page that could not be loaded, in the language the app would show
 * (pageLanguage, src/lib/languages.ts), and Try again, which reloads the page. The app calls BOOT_STARTED as soon
 * as it runs (src/app/shell.ts): the timer and the listener stop, the flag goes. A failing lazy
 * screen is the app's to handle (src/lib/lazy-screen.ts), never this script's.
 */
import type { RuntimeBrand } from '../../src/config/runtime-brand';
import { DEFAULT_LANGUAGE } from '../../src/lib/languages';
import { escapeHtml } from '../../src/lib/text';
import type { HeadConfig } from '../../src/boot/head';

/**
 * How long the page waits for the app to start (its entry script and the modules it imports
 * loaded and run) before it says the page could not be loaded. On a slow 3G link (400 kbit/s) the
 * entry, about 120 KB compressed, takes some 3 s: several times that is a link that has stalled.
 * Documented in docs/behaviour.md#page-shells.
 */
export const BOOT_TIMEOUT_MS = 20_000;

/** The texts of the error state: the app's own (src/locales/), by message id. */
export const BOOT_TEXT_IDS = ['error.kind.pageLoad', 'error.offlineHint', 'error.retry'] as const;

/**
 * The error state's style: the boot spinner's layout (stamp.ts), the brand's colours; the logo on
 * the header's colour, which it is drawn for (a light wordmark would vanish on the page's).
 */
export function bootGuardCss(brand: RuntimeBrand): string {
  const { colors } = brand.theme;
  return (
    `.failed img{animation:none;width:auto;height:36px;padding:8px 16px;background:${colors.primary};border-radius:${brand.theme.radii.button}px}.failed h1{margin:0;font-size:1.5rem;color:${colors.danger}}` +
    `.failed p{margin:0 16px;max-width:32ch;text-align:center}.failed button{font:inherit;font-weight:600;min-height:44px;padding:0 20px;border:0;` +
    `border-radius:${brand.theme.radii.button}px;background:${colors.primary};color:${colors.onPrimary}}`
  );
}

/**
 * What the guard is given (src/boot/guard.ts, run by the page's head script). `text(language,
 * id)`: the app's text of that id in a language (English where it has none).
 */
export function bootGuardConfig(
  brand: RuntimeBrand,
  text: (language: string, id: string) => string,
): NonNullable<HeadConfig['guard']> {
  // The error state's markup in each language the app may show: the brand's, and English.
  const markup: Record<string, string> = {};
  for (const language of new Set([...brand.languages, DEFAULT_LANGUAGE])) {
    const [title, message, retry] = BOOT_TEXT_IDS.map((id) => escapeHtml(text(language, id)));
    markup[language] =
      `<div class="boot failed" role="alert"><img src="${escapeHtml(brand.assets.logo)}" alt="" />` +
      `<h1>${title}</h1><p>${message}</p><button type="button">${retry}</button></div>`;
  }
  return { markup, timeout: BOOT_TIMEOUT_MS };
}
