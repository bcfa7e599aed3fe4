import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ErrorAdvice, ErrorKind } from '@/lib/error-advice';
import { withoutOperatorPrefix } from '@/lib/error-advice';

/** Each kind of error's title: what happened, in the player's words. */
const titles = defineMessages<ErrorKind>({
  offline: { id: 'error.offline', defaultMessage: 'You are offline' },
  pageLoad: { id: 'error.kind.pageLoad', defaultMessage: 'This page could not be loaded' },
  timeout: { id: 'error.kind.timeout', defaultMessage: 'This is taking too long' },
  server: { id: 'error.kind.server', defaultMessage: 'There is a problem on our side' },
  notFound: { id: 'error.kind.notFound', defaultMessage: 'We could not find this' },
  oddsChanged: { id: 'error.kind.oddsChanged', defaultMessage: 'The odds have changed' },
  closed: { id: 'error.kind.closed', defaultMessage: 'This can no longer be played' },
  wait: { id: 'error.kind.wait', defaultMessage: 'Please wait a moment' },
  refused: { id: 'error.kind.refused', defaultMessage: 'This was not accepted' },
  notPlaced: { id: 'error.kind.notPlaced', defaultMessage: 'Your bet is not placed yet' },
});

/** Each kind's what to do: only what can help (none where the message says it). */
const todos = defineMessages<Exclude<ErrorKind, 'notPlaced' | 'pageLoad'>>({
  offline: { id: 'error.offlineHint', defaultMessage: 'Check your connection, then try again.' },
  timeout: {
    id: 'error.timeout',
    defaultMessage: 'The server took too long to answer. Please try again.',
  },
  server: { id: 'error.todo.server', defaultMessage: 'Please try again in a moment.' },
  notFound: {
    id: 'error.todo.notFound',
    defaultMessage: 'Check the code or the link, or pick a ticket from the games.',
  },
  oddsChanged: {
    id: 'error.todo.oddsChanged',
    defaultMessage: 'Change your bet to see the new odds, then bet again.',
  },
  closed: {
    id: 'error.todo.closed',
    defaultMessage: 'Please pick another ticket from the games.',
  },
  wait: { id: 'error.todo.wait', defaultMessage: 'Wait a little, then try again.' },
  refused: {
    id: 'error.todo.refused',
    defaultMessage: 'Check your choices, then try again.',
  },
});

/** An error's title in the player's language. */
export function ErrorTitleText({ kind }: { kind: ErrorKind }) {
  return <FormattedMessage {...titles[kind]} />;
}

const Detail = styled.p`
  margin: 0;
  max-width: 36ch;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Todo = styled.p`
  margin: 0;
  max-width: 36ch;
`;

/** The code, for support: small print, never the heading. */
export const SmallPrint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * An error's body under its title: the server's own words when they are about this request (as
 * text), what to do, and the code in small print for support.
 */
export function ErrorExplained({
  advice,
  code,
  message,
}: {
  advice: ErrorAdvice;
  code: number;
  message: string;
}) {
  const intl = useIntl();
  const detail = advice.detail ? withoutOperatorPrefix(message) : null;
  const { kind } = advice;
  // A page that could not be loaded: as offline, check the connection and try again.
  const todo = kind === 'notPlaced' ? undefined : kind === 'pageLoad' ? todos.offline : todos[kind];
  return (
    <>
      {detail && <Detail>{detail}</Detail>}
      {todo && <Todo>{intl.formatMessage(todo)}</Todo>}
      {advice.code && (
        <SmallPrint>
          <FormattedMessage id="error.code" defaultMessage="Error code {code}" values={{ code }} />
        </SmallPrint>
      )}
    </>
  );
}
