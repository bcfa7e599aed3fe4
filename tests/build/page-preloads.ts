// Reading what a stamped index.html asks the browser to fetch early.
import { expect } from 'vitest';
import { SHOW_SHELL } from '../../src/boot/page-ids';
import { SCREEN_FILES } from '../../src/lib/screen-files';

type Link = { rel: string; as?: string; href: string };

/**
 * Runs the page's inline scripts as a browser at `url` would (with `storage` as localStorage and
 * `session` as sessionStorage) and returns what the page preloads: its static tags and those the
 * scripts add.
 */
export function pagePreloads(
  html: string,
  url: string,
  storage: Record<string, string> = {},
  session: Record<string, string> = {},
): { modules: string[]; fetches: string[]; later: (pattern: string) => string[] } {
  // The data the page asks for itself (src/boot/ask-early.ts) counts as fetched early too.
  const links: Link[] = [];
  const document = {
    createElement: () => ({}) as Link,
    head: { appendChild: (l: Link) => links.push(l) },
    // The shell picker's element: none here (tests/build/shells.test.ts runs it in a DOM).
    getElementById: () => null,
    documentElement: { setAttribute: () => {} },
  };
  const location = new URL(url, 'http://localhost/');
  const localStorage = { getItem: (key: string) => storage[key] ?? null };
  const window: Record<string, unknown> = {
    localStorage,
    sessionStorage: { getItem: (key: string) => session[key] ?? null },
  };
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline.length).toBeGreaterThan(0);
  // The guard against an app that never starts (src/boot/guard.ts) waits for nothing here.
  const addEventListener = () => {};
  const setTimeout = () => 0;
  // A browser whose languages are English (Node 20 has no navigator of its own).
  const navigator = { languages: ['en-GB', 'en'], language: 'en-GB' };
  // What the page asks for with fetch() (the first screen's data): never answered here.
  const asked: string[] = [];
  const fetch = (url: string) => {
    asked.push(url);
    return new Promise(() => {});
  };
  for (const code of inline) {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function(
      'location',
      'document',
      'localStorage',
      'window',
      'addEventListener',
      'setTimeout',
      'navigator',
      'fetch',
      SHOW_SHELL,
      code,
    ) as (...args: unknown[]) => void;
    // The body's call to the shell picker the head script left on the window (src/boot/head.ts).
    const showShell = () => (window[SHOW_SHELL] as () => void)();
    run(
      location,
      document,
      localStorage,
      window,
      addEventListener,
      setTimeout,
      navigator,
      fetch,
      showShell,
    );
  }
  const tags = (rel: string) =>
    [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1]!);
  const modulesAdded = () => links.filter((l) => l.rel === 'modulepreload').map((l) => l.href);
  return {
    // What the page has the browser fetch when the app opens the screen of route `pattern` later
    // (src/lib/screen-files.ts), besides what it has asked for before.
    later: (pattern) => {
      const before = modulesAdded().length;
      const preload = window[SCREEN_FILES];
      expect(preload, 'the page keeps no way to preload a later screen').toBeTypeOf('function');
      (preload as (pattern: string) => void)(pattern);
      return modulesAdded().slice(before);
    },
    modules: [
      ...tags('modulepreload'),
      ...links.filter((l) => l.rel === 'modulepreload').map((l) => l.href),
    ],
    fetches: [
      ...tags('preload" as="fetch'),
      ...links.filter((l) => l.rel === 'preload' && l.as === 'fetch').map((l) => l.href),
      ...asked,
    ],
  };
}
