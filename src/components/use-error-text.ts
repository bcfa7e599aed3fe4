import { useIntl } from 'react-intl';
import {
  BAD_ANSWER_MESSAGE,
  OFFLINE_MESSAGE,
  OPERATOR_ERROR_PREFIX,
  TIMEOUT_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from '@/lib/api-error';

/**
 * An error's message in the player's language where it is ours: the unknown-error, time-out,
 * offline and unreadable-answer messages (docs/behaviour.md#errors) are translated; the
 * operator-error prefix is left out; a server's own text is kept as sent.
 */
export function useErrorText(): (message: string) => string {
  const intl = useIntl();
  return (message) => {
    const detail = message.startsWith(OPERATOR_ERROR_PREFIX)
      ? message.slice(OPERATOR_ERROR_PREFIX.length)
      : message;
    const text =
      detail === UNKNOWN_ERROR_MESSAGE
        ? intl.formatMessage({ id: 'error.unknown', defaultMessage: 'Unknown error occurred' })
        : detail === TIMEOUT_MESSAGE
          ? intl.formatMessage({
              id: 'error.timeout',
              defaultMessage: 'The server took too long to answer. Please try again.',
            })
          : detail === BAD_ANSWER_MESSAGE
            ? intl.formatMessage({
                id: 'error.badAnswer',
                defaultMessage: 'The server sent an answer the app cannot read. Please try again.',
              })
            : detail === OFFLINE_MESSAGE
              ? intl.formatMessage({
                  id: 'error.offlineHint',
                  defaultMessage: 'Check your connection, then try again.',
                })
              : detail;
    // The operator-error prefix names the call that failed, which tells a player nothing.
    return text;
  };
}
