import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useIdentity, usePlayer } from '@/api/identify';
import { useFormat } from '@/hooks/use-format';
import { maskPhone } from '@/lib/identity';
import { FactList, Panel } from './panel';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Player information: the identified player's id and balance (a player-code token), or the
 * phone number a phone token stands for (masked). Nothing for an anonymous player.
 */
export function PlayerInfo({ level = 2 }: { level?: 2 | 3 }) {
  const id = useId();
  const { money } = useFormat();
  const identity = useIdentity();
  const { data: player, isLoading } = usePlayer();
  if (identity.kind === 'anonymous') return null;
  const H = `h${level}` as const;

  let body;
  if (identity.kind === 'phone') {
    body = (
      <FactList>
        <dt>
          <FormattedMessage id="playerInfo.phone" defaultMessage="Phone number" />
        </dt>
        <dd dir="ltr">{maskPhone(identity.msisdn)}</dd>
      </FactList>
    );
  } else if (isLoading || !player) {
    body = (
      <Note>
        <FormattedMessage id="common.loading" defaultMessage="Loading..." />
      </Note>
    );
  } else {
    body = (
      <FactList>
        <dt>
          <FormattedMessage id="playerInfo.id" defaultMessage="Player ID" />
        </dt>
        <dd>{player.id}</dd>
        <dt>
          <FormattedMessage id="playerInfo.balance" defaultMessage="Balance" />
        </dt>
        <dd>{money(player.balance)}</dd>
      </FactList>
    );
  }

  return (
    <Panel aria-labelledby={id}>
      <H id={id}>
        <FormattedMessage id="playerInfo.heading" defaultMessage="Player information" />
      </H>
      {body}
    </Panel>
  );
}
