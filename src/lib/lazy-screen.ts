import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';
import { CORE_MESSAGES, loadMessageGroup } from './messages';
import { jsonStorage } from './state';

/** Spec section 9: a screen chunk that has not loaded after 120 s has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
const RELOADED_KEY = 'betdeck.chunk-reloaded';
/*
 * The reload flag is read and written here, not through an atom: a lazy screen's loader runs
 * outside React (before its component exists, with no store at hand), nothing renders from the
 * flag, and it must be written before the page reloads. It uses the storage the atoms use.
 */
const flags = jsonStorage<boolean>('local');

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

/** A component whose code loads when first needed, or before (`preload`). */
export interface LazyComponent<P extends object> extends FunctionComponent<P> {
  /** Starts loading its code, once; resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * Like React's `lazy`, except that a component whose code has loaded (preloaded, or rendered
 * before) renders at once. `lazy` suspends on its first render even then, and React then holds
 * back what the Suspense boundary reveals until 300 ms after it showed its fallback: every first
 * load, with the screen's code preloaded, showed its shell 300 ms longer than it needed to.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    if (!loading) {
      loading = load();
      loading.then(
        (component) => {
          loaded = component;
        },
        () => {},
      );
    }
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Chosen once per mount, so that a part never changes type (and state) when its code arrives.
  function Part(props: P) {
    const [component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return Object.assign(Part, { preload });
}

/**
 * A lazily loaded screen, with its texts: `messages` is the message group of its feature (its
 * folder under src/features/, e.g. 'lobby'; core texts are always there), loaded alongside the
 * code. When its chunk fails to load (a new deploy replaced it), the page reloads once to get the
 * new build; if it fails again, or the device is offline, a ChunkLoadError reaches the route's
 * error page, which offers a retry.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  messages: string = CORE_MESSAGES,
): LazyComponent<P> {
  return lazyComponent(async () => {
    try {
      const [component] = await withTimeout(
        Promise.all([load(), loadMessageGroup(messages)]),
        CHUNK_TIMEOUT_MS,
      );
      flags.removeItem(RELOADED_KEY);
      return component;
    } catch (error) {
      // Offline, a reload would show the browser's error page where no service worker has the
      // site yet: the route's error view says the player is offline, with a retry.
      if (navigator.onLine !== false && !flags.getItem(RELOADED_KEY, false)) {
        flags.setItem(RELOADED_KEY, true);
        window.location.reload();
        return new Promise<ComponentType<P>>(() => {});
      }
      flags.removeItem(RELOADED_KEY);
      throw new ChunkLoadError(error);
    }
  });
}
