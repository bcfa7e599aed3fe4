import type { ReactNode } from 'react';
import { useDrawnAnswer } from '@/lib/swr';
import { CallErrorView } from './error-view';
import { Loading } from './loading';
import { PageShell } from './page-shell';

/**
 * A screen built on one call: the error view of docs/behaviour.md#errors (with its code and a retry) when the call
 * failed, the spinner (or the screen's reserved shapes) while it loads, then the screen itself, all in the page shell.
 */
export function ScreenData<T>({
  result,
  ticketCode,
  wide,
  loading = <Loading />,
  children,
}: {
  result: { data?: T; error?: unknown; mutate: () => Promise<unknown> };
  /** The ticket code the call asked for: a 404 names it in the app's words. */
  ticketCode?: string;
  wide?: boolean;
  /** What shows while the call is under way: the spinner, or the screen's reserved shapes. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { data, error } = useDrawnAnswer(result);
  let body: ReactNode;
  if (error) {
    body = (
      <CallErrorView ticketCode={ticketCode} error={error} onRetry={() => void result.mutate()} />
    );
  } else if (data === undefined) {
    body = loading;
  } else {
    body = children(data);
  }
  return <PageShell wide={wide && !error}>{body}</PageShell>;
}
