import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PrimaryButton, SecondaryButton } from './button';
import { useErrorText } from './use-error-text';
import { BackToGames } from './back-to-games';
import { OFFLINE_MESSAGE, OFFLINE_RETRY_MS, toApiError } from '@/lib/api-error';

/** Code 104 means the bet must change (e.g. the odds moved): the error page offers Change bet. */
export const CHANGE_BET_CODE = 104;

const Page = styled.section<{ $compact: boolean }>`
  display: grid;
  justify-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme, $compact }) => ($compact ? theme.space(4) : theme.space(10))}
    ${({ theme }) => theme.space(5)};
  min-height: ${({ $compact }) => ($compact ? 'auto' : '70vh')};
  align-content: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.card};
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.5rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const Message = styled.p`
  margin: 0;
  max-width: 32ch;
  overflow-wrap: anywhere;
`;

const Code = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: center;
`;

export interface ErrorViewProps {
  code: number;
  /** Shown as text, never as HTML. */
  message: string;
  onRetry?: () => void;
  /** Inline inside a screen rather than the whole page. */
  compact?: boolean;
  /** A screen's own way on (e.g. tracking's Find another ticket), before Back to Games. */
  children?: ReactNode;
}

/**
 * An error's title: "You are offline" for a call that found no network (its message is
 * OFFLINE_MESSAGE, and it shows no error code), else "Error".
 */
export function ErrorTitle({ message }: { message: string }) {
  return message === OFFLINE_MESSAGE ? (
    <FormattedMessage id="error.offline" defaultMessage="You are offline" />
  ) : (
    <FormattedMessage id="error.title" defaultMessage="Error" />
  );
}

/**
 * Tries again by itself once the network may be back: when the browser says it is online again,
 * and every OFFLINE_RETRY_MS while it believes it is online (connected but no answers, or a
 * browser that never says so) and the page is in sight. The player's Try again still works.
 */
function useRetryWhenBack(retry: (() => void) | undefined) {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  const active = retry !== undefined;
  useEffect(() => {
    if (!active) return;
    const again = () => latest.current?.();
    const timer = setInterval(() => {
      if (navigator.onLine && document.visibilityState !== 'hidden') again();
    }, OFFLINE_RETRY_MS);
    window.addEventListener('online', again);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', again);
    };
  }, [active]);
}

/**
 * The spec's error view: Error, the message, Error code, Back to Games (and Change bet for 104);
 * offline, "You are offline" and what to do, without a code, trying again once the network is back.
 */
export function ErrorView({ code, message, onRetry, compact = false, children }: ErrorViewProps) {
  const errorText = useErrorText();
  const navigate = useNavigate();
  useRetryWhenBack(message === OFFLINE_MESSAGE ? onRetry : undefined);
  return (
    <Page role="alert" $compact={compact}>
      <Title as={compact ? 'h2' : 'h1'}>
        <ErrorTitle message={message} />
      </Title>
      <Message>{errorText(message)}</Message>
      {message !== OFFLINE_MESSAGE && (
        <Code>
          <FormattedMessage id="error.code" defaultMessage="Error code {code}" values={{ code }} />
        </Code>
      )}
      <Actions>
        {onRetry && (
          <PrimaryButton type="button" onClick={onRetry}>
            <FormattedMessage id="error.retry" defaultMessage="Try again" />
          </PrimaryButton>
        )}
        {code === CHANGE_BET_CODE && (
          <SecondaryButton type="button" onClick={() => void navigate(-1)}>
            <FormattedMessage id="error.changeBet" defaultMessage="Change bet" />
          </SecondaryButton>
        )}
        {children}
        {!compact && <BackToGames />}
      </Actions>
    </Page>
  );
}

/** The error view of a failed call: the code and message of its error (an ApiError, else -1). */
export function CallErrorView({
  error,
  ...props
}: { error: unknown } & Omit<ErrorViewProps, 'code' | 'message'>) {
  const e = toApiError(error);
  return <ErrorView code={e.code} message={e.message} {...props} />;
}
