import type { Language } from '@/lib/languages';
import { run as askEarly, type AskEarlyConfig } from './ask-early';
import { run as guard, type GuardConfig } from './guard';
import { SHOW_SHELL } from './page-ids';
import { run as screenPreloads, type ScreenPreloadsConfig } from './screen-preloads';
import { run as shellPicker, type ShellPickerConfig } from './shell-picker';

/** A part's config without what the head gives every part: the languages and the routes. */
type Own<T> = Omit<T, 'languages' | 'routes'>;

/**
 * The page's script in its head, right after the entry script (docs/architecture.md#the-page-before-the-app):
 * one script for the parts of the page before the app, so that what they share (the language
 * choice, route matching) comes once in the page. `languages`: the brand's, in its order.
 */
export interface HeadConfig {
  languages: readonly Language[];
  /** The route patterns, best-ranked first (rankedRoutes, src/app/route-table.ts). */
  routes: readonly string[];
  /** The guard against an app that never starts (none in npm run dev's page). */
  guard?: Own<GuardConfig>;
  /** The files of the first screen and of those opened later (none where the build has none). */
  preloads?: Own<ScreenPreloadsConfig>;
  early: Omit<Own<AskEarlyConfig>, 'table'> & { table: Own<AskEarlyConfig['table']> };
  /** The page's shells (none in a page without: npm run dev's), shown by the body's SHOW_SHELL. */
  shell?: Omit<ShellPickerConfig, 'routes'>;
}

/**
 * Starts the guard first (it hears the entry's failure: the entry cannot fail before the parser
 * has passed this script, which follows it in the page), then the screen's preloads, then the
 * first screen's API calls; keeps the shell picker for the body, which calls it once it has the
 * shells.
 */
export function run(config: HeadConfig): void {
  const { languages, routes, guard: guarded, preloads, early, shell } = config;
  if (guarded) guard({ ...guarded, languages });
  if (preloads) screenPreloads({ ...preloads, languages, routes });
  askEarly({ ...early, table: { ...early.table, routes }, languages });
  if (shell) {
    (window as unknown as Record<string, unknown>)[SHOW_SHELL] = () =>
      shellPicker({ ...shell, routes });
  }
}
