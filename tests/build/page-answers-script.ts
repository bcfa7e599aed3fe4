// Running a stamped page's script of the first screen's data (src/boot/ask-early.ts) as a browser would, with the data blocks a server sent with the page.
import { EARLY_ANSWERS, type EarlyAnswer } from '../../src/lib/early-answers';

/**
 * Runs the page's inline scripts at `url`, the page naming `coming` as sent with it (none: a
 * static host's page) and holding `blocks` (data blocks, as HTML) once it has been read
 * (`finishParsing`). `fetched`: what the page asked for with fetch(); `early`: what it keeps for
 * the app.
 */
export function runPageScript(
  html: string,
  url: string,
  { coming, blocks = [] }: { coming?: string[]; blocks?: string[] },
): {
  fetched: string[];
  /** The Accept-Language of each fetch. */
  languages: (string | undefined)[];
  early: Record<string, EarlyAnswer>;
  finishParsing: () => void;
} {
  const parsed = blocks.map((b) => {
    const attrs = Object.fromEntries(
      [...b.matchAll(/\s([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    return {
      getAttribute: (name: string) => attrs[name] ?? null,
      textContent: />([\s\S]*)<\/script>$/.exec(b)![1]!,
    };
  });
  let read = false;
  const listeners = new Set<() => void>();
  const document = {
    get readyState() {
      return read ? 'interactive' : 'loading';
    },
    getElementById: (id: string) =>
      id === 'betdeck-coming' && coming ? { textContent: JSON.stringify(coming) } : null,
    // The blocks come after the script in the page: there once it has been read.
    querySelectorAll: () => (read ? parsed : []),
    addEventListener: (_type: string, f: () => void) => listeners.add(f),
    removeEventListener: (_type: string, f: () => void) => listeners.delete(f),
    createElement: () => ({}),
    head: { appendChild: () => undefined },
  };
  const window: Record<string, unknown> = {};
  const location = new URL(url, 'http://localhost/');
  const navigator = { languages: ['en-GB', 'en'], language: 'en-GB' };
  const fetched: string[] = [];
  const languages: (string | undefined)[] = [];
  const fetch = (u: string, init?: { headers?: Record<string, string> }) => {
    fetched.push(u);
    languages.push(init?.headers?.['Accept-Language']);
    return new Promise(() => {});
  };
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  for (const code of scripts) {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function('location', 'document', 'window', 'navigator', 'fetch', code) as (
      ...args: unknown[]
    ) => void;
    run(location, document, window, navigator, fetch);
  }
  return {
    fetched,
    languages,
    early: (window[EARLY_ANSWERS] ?? {}) as Record<string, EarlyAnswer>,
    finishParsing: () => {
      read = true;
      for (const f of [...listeners]) f();
    },
  };
}
