import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router-dom';
import { ErrorView } from '@/components/error-view';
import { ApiError } from '@/lib/api-error';
import { ChunkLoadError } from '@/lib/lazy-screen';
import { PageShell } from '@/components/page-shell';

/** What a route shows when its screen fails: the error view, with a retry that reloads. */
export function RouteError() {
  const error = useRouteError();
  const intl = useIntl();
  const retry = () => window.location.reload();
  if (error instanceof ApiError) {
    return (
      <PageShell>
        <ErrorView code={error.code} message={error.message} onRetry={retry} />
      </PageShell>
    );
  }
  const message =
    error instanceof ChunkLoadError
      ? intl.formatMessage({
          id: 'error.chunk',
          defaultMessage: 'This page could not be loaded. Check your connection and try again.',
        })
      : intl.formatMessage({ id: 'error.unexpected', defaultMessage: 'Something went wrong.' });
  return (
    <PageShell>
      <ErrorView code={-1} message={message} onRetry={retry} />
    </PageShell>
  );
}
