import { Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toApiError } from '@/lib/api-error';
import { lazyComponent } from '@/lib/lazy-screen';
import { ERROR_MESSAGES } from '@/lib/message-group';
import { ERROR_VIEW_PART, preloadScreenFiles } from '@/lib/screen-files';
import { loadMessageGroup } from '@/lib/messages';
import { BackToGames } from './back-to-games';
import { PrimaryButton } from './button';

export interface ErrorViewProps {
  code: number;
  /** Shown as text, never as HTML. */
  message: string;
  /** The HTTP status the error came with (0 or none: the code says it). */
  status?: number;
  onRetry?: () => void;
  /** Inline inside a screen rather than the whole page. */
  compact?: boolean;
  /** A screen's own way on (e.g. tracking's Find another ticket), before Back to Games. */
  children?: ReactNode;
}

/**
 * Where the view's own code could not be loaded (the device went offline before it had): the
 * least that helps, the page could not be shown, check the connection, Try again, the way back.
 */
function Fallback({ onRetry, compact }: ErrorViewProps) {
  return (
    <section role="alert">
      <h1>
        <FormattedMessage id="error.kind.pageLoad" defaultMessage="This page could not be loaded" />
      </h1>
      <p>
        <FormattedMessage
          id="error.offlineHint"
          defaultMessage="Check your connection, then try again."
        />
      </p>
      {onRetry && (
        <PrimaryButton type="button" onClick={onRetry}>
          <FormattedMessage id="error.retry" defaultMessage="Try again" />
        </PrimaryButton>
      )}
      {!compact && <BackToGames />}
    </section>
  );
}

/*
 * No screen needs the error view to first show: its code (the view, the advice) and its texts
 * (the message group ERROR_MESSAGES) load on their own, once the page has loaded
 * (preloadErrorView, src/app/main.tsx), so they are there when an error comes.
 */
const Body = lazyComponent<ErrorViewProps>(() => {
  preloadScreenFiles(ERROR_VIEW_PART);
  return Promise.all([import('./error-view-body'), loadMessageGroup(ERROR_MESSAGES)]).then(
    ([m]) => m.ErrorViewBody,
    () => Fallback,
  );
});

/** Fetches the error view's code ahead of need. */
export const preloadErrorView = () => void Body.preload();

/** The error view (src/components/error-view-body.tsx says what it shows). */
export function ErrorView(props: ErrorViewProps) {
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}

/**
 * The error view of a failed call: the code and message of its error (an ApiError, else -1). A
 * ticket code that finds nothing (404) is said in the app's words, in the player's language,
 * whatever language the API answered in.
 */
export function CallErrorView({
  error,
  ticketCode,
  ...props
}: { error: unknown; ticketCode?: string } & Omit<ErrorViewProps, 'code' | 'message'>) {
  const intl = useIntl();
  const e = toApiError(error);
  const message =
    e.status === 404 && ticketCode
      ? intl.formatMessage(
          { id: 'error.noTicket', defaultMessage: 'No ticket has the code {code}.' },
          { code: ticketCode },
        )
      : e.message;
  return <ErrorView code={e.code} message={message} status={e.status} {...props} />;
}
