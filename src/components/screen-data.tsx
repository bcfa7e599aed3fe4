import { useDeferredValue, type ReactNode } from 'react';
import { CallErrorView } from './error-view';
import { Loading } from './loading';
import { PageShell } from './page-shell';

/**
 * A screen built on one call: the error view of docs/behaviour.md#errors (with its code and a retry) when the call
 * failed, the spinner (or the screen's reserved shapes) while it loads, then the screen itself, all in the page shell.
 */
export function ScreenData<T>({
  result,
  wide,
  loading = <Loading />,
  children,
}: {
  result: { data?: T; error?: unknown; mutate: () => Promise<unknown> };
  wide?: boolean;
  /** What shows while the call is under way: the spinner, or the screen's reserved shapes. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  // SWR hands an answer over through useSyncExternalStore, which React renders in one blocking
  // pass: the whole screen in one long task (the swipe deck, its tour) while the page cannot
  // answer a tap. Deferred, that pass draws the screen as it was (loading: fast) and React draws
  // the answer right after, in a render that yields to the browser every few milliseconds. Both
  // values change in that same render: never an answer's data with the error of the one before.
  const data = useDeferredValue(result.data);
  const error = useDeferredValue(result.error);
  let body: ReactNode;
  if (error) {
    body = <CallErrorView error={error} onRetry={() => void result.mutate()} />;
  } else if (data === undefined) {
    body = loading;
  } else {
    body = children(data);
  }
  return <PageShell wide={wide && !error}>{body}</PageShell>;
}
