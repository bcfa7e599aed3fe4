import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CORE_MESSAGES, loadMessageGroup } from './intl';
import { storage } from './storage';

/** Spec section 9: a screen chunk that has not loaded after 120 s has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
const RELOADED_KEY = 'betdeck.chunk-reloaded';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/**
 * A lazily loaded screen, with its texts: `messages` is the message group of its feature (its
 * folder under src/features/, e.g. 'lobby'; core texts are always there), loaded alongside the
 * code. When its chunk fails to load (a new deploy replaced it), the page reloads once to get the
 * new build; if it fails again, a ChunkLoadError reaches the route's error page, which offers a
 * retry.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  messages: string = CORE_MESSAGES,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    try {
      const [component] = await withTimeout(
        Promise.all([load(), loadMessageGroup(messages)]),
        CHUNK_TIMEOUT_MS,
      );
      storage.remove(RELOADED_KEY);
      return { default: component };
    } catch (error) {
      if (!storage.get(RELOADED_KEY)) {
        storage.set(RELOADED_KEY, '1');
        window.location.reload();
        return new Promise<{ default: ComponentType<P> }>(() => {});
      }
      storage.remove(RELOADED_KEY);
      throw new ChunkLoadError(error);
    }
  });
}
