import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { apiFetch, type Query } from './api-client';

/** An SWR key: the path and every input of the request. */
export type ApiKey = readonly [path: string, query?: Query];

export function apiFetcher<T>([path, query]: ApiKey): Promise<T> {
  return apiFetch<T>(path, { query });
}

const defaults: SWRConfiguration = {
  fetcher: apiFetcher,
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
