import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { usePlayer } from '@/api/identify';
import { useFormat } from '@/hooks/use-format';

/**
 * As wide as the amount, which never breaks nor gives way: the logo does. "Balance" may go above
 * the amount.
 */
const Badge = styled.p`
  flex: none;
  width: min-content;
  margin: 0 0 0 auto;
  font-size: 0.8125rem;
  line-height: 1.2;
  text-align: right;
  strong {
    display: inline-block;
    white-space: nowrap;
  }
`;

/** The identified player's balance (a player-code token); nothing for phones and anonymous players. */
export function PlayerBadge() {
  const { money } = useFormat();
  // A refused token is told by the notice under the header (UnknownPlayerNotice), not here.
  const { data: player } = usePlayer();
  if (!player) return null;
  return (
    <Badge>
      <FormattedMessage
        id="player.balance"
        defaultMessage="Balance {amount}"
        values={{
          amount: <strong>{money(player.balance)}</strong>,
        }}
      />
    </Badge>
  );
}
