/**
 * The answers the page asked for before the app ran, by URL: the first screen's data, fetched by
 * the page's early asks (src/boot/ask-early.ts) as the app would ask for
 * it, so that the page can find in it the images that will be in view first and have the browser
 * fetch them before React runs. Each is the app's once: the first GET of its URL takes it
 * (api-client.ts) instead of asking again, and checks it as any answer.
 *
 * On a page the bundled server sent with its answers (scripts/server/page-answers.ts), the
 * script asks for none of those: it keeps, as the answer of each, the page's data block of its
 * URL in the language it would have asked in (read once the page has been, before the app's
 * scripts run), else its own fetch. A static host's page has no blocks: everything as above.
 */
export interface EarlyAnswer {
  response: Promise<Response>;
  /** Stops the page's request (the call that took it timed out or was cancelled). */
  abort: () => void;
}

/** The global the page's script keeps them in. */
export const EARLY_ANSWERS = 'betdeckEarly';

/** The answer the page asked for at `url`, once; undefined when it asked for none. */
export function takeEarlyAnswer(url: string): EarlyAnswer | undefined {
  const all = (globalThis as Record<string, unknown>)[EARLY_ANSWERS] as
    Record<string, EarlyAnswer | undefined> | undefined;
  const early = all?.[url];
  if (early) delete all[url];
  return early;
}
