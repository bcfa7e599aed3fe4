import { FormattedMessage } from 'react-intl';
import { FieldError } from '@/components/text-field';

/** POST /api/smartbets/generate found nothing for the player's inputs (docs/behaviour.md#smart-bets). */
export function NoMatch() {
  return (
    <FieldError role="alert">
      <FormattedMessage
        id="smartbet.noMatch"
        defaultMessage="No matching bet found. Please try other options."
      />
    </FieldError>
  );
}
