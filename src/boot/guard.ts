import { clock, countdown, COUNTDOWN_ATTRIBUTE } from '@/lib/countdown';
import { pageLanguage, type Language } from '@/lib/languages';
import {
  BOOT_RELOADED_KEY,
  BOOT_STARTED,
  SERVER_SCREEN_ID,
  SHELL_ATTRIBUTE,
  SHELL_ELEMENT_ID,
} from './page-ids';

/**
 * The error state's markup in each language the app may show (scripts/build/boot-guard.ts: the
 * brand's look, the app's texts), the brand's languages, and how long the page waits for the app.
 */
export interface GuardConfig {
  markup: Readonly<Record<string, string>>;
  languages: readonly Language[];
  timeout: number;
}

/** Whether the page may reload by itself (not yet this tab), noting that it has. */
function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(BOOT_RELOADED_KEY)) return false;
    sessionStorage.setItem(BOOT_RELOADED_KEY, '1');
    return true;
  } catch {
    return false;
  }
}

/**
 * The server's screen's countdowns, ticked each second from their ends as the app's CountdownText
 * counts (hh:mm:ss under a day left), until that screen goes; a page without one stops the ticks
 * once it has been read whole. Returns what stops them.
 */
function tickCountdowns(): () => void {
  const timer = setInterval(() => {
    const screen = document.getElementById(SERVER_SCREEN_ID);
    if (!screen) {
      if (document.readyState !== 'loading') clearInterval(timer);
      return;
    }
    for (const element of screen.querySelectorAll(`[${COUNTDOWN_ATTRIBUTE}]`)) {
      const left = countdown(Number(element.getAttribute(COUNTDOWN_ATTRIBUTE)), Date.now());
      if (left.kind !== 'clock') continue;
      element.textContent = (element.textContent ?? '').replace(/\d\d:\d\d:\d\d/, clock(left));
    }
  }, 1000);
  return () => clearInterval(timer);
}

/**
 * The page's guard against an app that never starts (docs/behaviour.md#page-shells), before the
 * entry script: the entry (or a module it imports) fails to load, the page reloads once by itself
 * (BOOT_RELOADED_KEY; not offline, where a reload shows the browser's error page), and shows the
 * error state on a second failure; the app has not started `timeout` ms after the page began, the
 * error state without a reload (on a slow link a reload starts the same wait again). A picture
 * that fails before the app has started takes its fallback (`data-fallback`, as the app's
 * ImageWithFallback). The app calls `window[BOOT_STARTED]` as it starts: the guard stops, the
 * flag goes. A failing lazy screen is the app's to handle, never the guard's.
 */
export function run({ markup, languages, timeout }: GuardConfig): void {
  let started = false;
  let failed = false;
  const stopTicks = tickCountdowns();
  const stop = () => {
    clearTimeout(timer);
    removeEventListener('error', onError, true);
  };
  const fail = (reload: boolean) => {
    const root = document.getElementById('root');
    if (started || failed) return;
    // The page has not arrived whole yet: once it has (the app may have started by then).
    if (!root) return document.addEventListener('DOMContentLoaded', () => fail(false));
    failed = true;
    stop();
    stopTicks();
    if (reload && navigator.onLine !== false && reloadOnce()) return location.reload();
    document.getElementById(SHELL_ELEMENT_ID)?.remove();
    document.documentElement.removeAttribute(SHELL_ATTRIBUTE);
    root.innerHTML = markup[pageLanguage(languages)] ?? markup[languages[0]!]!;
    root.querySelector('button')!.onclick = () => location.reload();
  };
  function onError(event: Event) {
    const target = event.target as HTMLElement | null;
    if (target instanceof HTMLScriptElement && target.type === 'module') return fail(true);
    const fallback = target?.getAttribute?.('data-fallback');
    if (target instanceof HTMLImageElement && fallback && target.getAttribute('src') !== fallback) {
      target.src = fallback;
    }
  }
  const timer = setTimeout(() => fail(false), timeout);
  addEventListener('error', onError, true);
  (window as unknown as Record<string, unknown>)[BOOT_STARTED] = () => {
    started = true;
    stop();
    try {
      sessionStorage.removeItem(BOOT_RELOADED_KEY);
    } catch {
      // Storage blocked: the flag was never set.
    }
  };
}
