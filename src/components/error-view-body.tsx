import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PrimaryButton, SecondaryButton } from './button';
import { BackToGames } from './back-to-games';
import { ErrorExplained, ErrorTitleText } from './error-explained';
import { OFFLINE_RETRY_MS } from '@/lib/api-error';
import { adviseError } from '@/lib/error-advice';
import type { ErrorViewProps } from './error-view';

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: center;
`;

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
 * The error view (docs/behaviour.md#errors): what happened and what to do in the player's words
 * (src/lib/error-advice.ts), the server's own words when they are about this request, the code in
 * small print for support, and only the actions that can help: Try again where asking again may
 * work (not for a ticket that does not exist), Change bet for 104, Back to Games. Offline, it
 * tries again by itself once the network is back.
 */
export function ErrorViewBody(props: ErrorViewProps) {
  const { code, message, status = 0, onRetry, compact = false, children } = props;
  const navigate = useNavigate();
  const advice = adviseError({ code, message, status });
  const retry = advice.actions.includes('retry') ? onRetry : undefined;
  const changeBet = advice.actions.includes('changeBet');
  useRetryWhenBack(advice.kind === 'offline' ? retry : undefined);
  return (
    <Page role="alert" $compact={compact}>
      <Title as={compact ? 'h2' : 'h1'}>
        <ErrorTitleText kind={advice.kind} />
      </Title>
      <ErrorExplained advice={advice} code={code} message={message} />
      <Actions>
        {retry && (
          <PrimaryButton type="button" onClick={retry}>
            <FormattedMessage id="error.retry" defaultMessage="Try again" />
          </PrimaryButton>
        )}
        {changeBet && (
          <SecondaryButton type="button" onClick={() => void navigate(-1)}>
            <FormattedMessage id="error.changeBet" defaultMessage="Change bet" />
          </SecondaryButton>
        )}
        {children}
        {/* The way back is the one to take when nothing else can help. */}
        {!compact && <BackToGames primary={!retry && !changeBet} />}
      </Actions>
    </Page>
  );
}
