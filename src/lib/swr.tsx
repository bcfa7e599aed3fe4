import type { ReactNode } from 'react';
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
