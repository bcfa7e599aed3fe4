import { FormattedMessage, FormattedNumber } from 'react-intl';
import styled from 'styled-components';
import { usePlayer } from '@/api/identify';
import { useInit } from '@/api/init';
import { useBrand } from '@/config/brand-context';
import { toApiError } from '@/lib/api-error';
import { useErrorText } from './use-error-text';

const Badge = styled.p`
  margin: 0 0 0 auto;
  font-size: 0.8125rem;
  line-height: 1.2;
  text-align: right;
  overflow-wrap: anywhere;
`;

/** The identified player's balance (a player-code token); nothing for phones and anonymous players. */
export function PlayerBadge() {
  const brand = useBrand();
  const { data: init } = useInit();
  const { data: player, error } = usePlayer();
  const errorText = useErrorText();
  if (error) {
    return <Badge role="status">{errorText(toApiError(error).message)}</Badge>;
  }
  if (!player) return null;
  return (
    <Badge>
      <FormattedMessage
        id="player.balance"
        defaultMessage="Balance {amount}"
        values={{
          amount: (
            <strong>
              <FormattedNumber
                value={player.balance}
                style="currency"
                currency={init?.currency ?? brand.region.currency}
              />
            </strong>
          ),
        }}
      />
    </Badge>
  );
}
