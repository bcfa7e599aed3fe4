import { useIntl } from 'react-intl';
import { OPERATOR_ERROR_PREFIX, UNKNOWN_ERROR_MESSAGE } from '@/lib/api-error';

/**
 * An error's message in the player's language where it is ours: the unknown-error message and
 * the operator-error prefix (docs/behaviour.md#errors) are translated; a server's own text is kept as sent.
 */
export function useErrorText(): (message: string) => string {
  const intl = useIntl();
  return (message) => {
    const operator = message.startsWith(OPERATOR_ERROR_PREFIX);
    const detail = operator ? message.slice(OPERATOR_ERROR_PREFIX.length) : message;
    const text =
      detail === UNKNOWN_ERROR_MESSAGE
        ? intl.formatMessage({ id: 'error.unknown', defaultMessage: 'Unknown error occurred' })
        : detail;
    return operator
      ? intl.formatMessage(
          { id: 'error.operator', defaultMessage: 'Operator Error: {detail}' },
          { detail: text },
        )
      : text;
  };
}
