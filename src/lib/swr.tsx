import { useDeferredValue, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { AnswerCheck } from '@/types/answer-check';
import { apiFetch, type Query } from './api-client';

/** An SWR key: the path and every input of the request. */
export type ApiKey = readonly [path: string, query?: Query];

/** The fetcher of a call whose answer `answer` checks: every useSWR of the app names one. */
export const fetcherOf =
  <T,>(answer: AnswerCheck<T>) =>
  ([path, query]: ApiKey): Promise<T> =>
    apiFetch(path, answer, { query });

const defaults: SWRConfiguration = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  dedupingInterval: 5_000,
};

/** The one SWR configuration of the app. Tests pass `provider` for a fresh cache. */
export function SwrProvider({
  children,
  value,
}: {
  children: ReactNode;
  value?: SWRConfiguration;
}) {
  return <SWRConfig value={{ ...defaults, ...value }}>{children}</SWRConfig>;
}

/**
 * An answer as a screen draws it. SWR hands an answer over through useSyncExternalStore, which
 * React renders in one blocking pass: a screen drawn in it (the swipe deck, a lobby list's tiles,
 * a tracked ticket) was one long task while the page could not answer a tap. Deferred, that pass
 * keeps the screen as it was (loading: fast) and React draws the answer right after, in a render
 * that yields to the browser every few milliseconds. The values change in that same render: never
 * an answer's data with the error of the one before.
 */
export function useDrawnAnswer<T>(answer: { data?: T; error?: unknown; isLoading?: boolean }): {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
} {
  return {
    data: useDeferredValue(answer.data),
    error: useDeferredValue(answer.error),
    isLoading: useDeferredValue(answer.isLoading ?? false),
  };
}
