import type { ReactNode } from 'react';
import { CallErrorView } from './error-view';
import { Loading } from './loading';
import { PageShell } from './page-shell';

/**
 * A screen built on one call: the error view of docs/behaviour.md#errors (with its code and a retry) when the call
 * failed, the spinner while it loads, then the screen itself, all in the page shell.
 */
export function ScreenData<T>({
  result,
  wide,
  children,
}: {
  result: { data?: T; error?: unknown; mutate: () => Promise<unknown> };
  wide?: boolean;
  children: (data: T) => ReactNode;
}) {
  let body: ReactNode;
  if (result.error) {
    body = <CallErrorView error={result.error} onRetry={() => void result.mutate()} />;
  } else if (result.data === undefined) {
    body = <Loading />;
  } else {
    body = children(result.data);
  }
  return <PageShell wide={wide && !result.error}>{body}</PageShell>;
}
