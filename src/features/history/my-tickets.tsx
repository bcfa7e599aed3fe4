import { useCallback, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useIdentity, usePlayer } from '@/api/identify';
import { Loading } from '@/components/loading';
import { Panel } from '@/components/panel';
import { LinkButton } from '@/components/stack';
import { useBrand } from '@/config/brand-context';
import { maskPhone, useTokenIdentity } from '@/lib/identity';
import { useAtomValue, useSetAtom } from '@/lib/state';
import { useExpired } from '@/lib/use-now';
import {
  accessEndedAtom,
  dropAccessAtom,
  phoneAccessAtom,
  type PhoneAccess,
} from './history-access';
import { PhoneAccess as PhoneForm } from './phone-access';
import { TicketList } from './ticket-list';

const Whose = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The tickets of a phone's token, whose phone shows with Forget this phone. */
function PhoneTickets({ access }: { access: PhoneAccess }) {
  const drop = useSetAtom(dropAccessAtom);
  const end = useCallback(() => drop({ ended: true }), [drop]);
  return (
    <>
      <Whose>
        <p>
          <FormattedMessage
            id="history.mine.phone"
            defaultMessage="Tickets placed with {phone}"
            values={{ phone: <strong dir="ltr">{maskPhone(access.msisdn)}</strong> }}
          />
        </p>
        <LinkButton type="button" onClick={() => drop({ ended: false })}>
          <FormattedMessage id="history.mine.forget" defaultMessage="Forget this phone" />
        </LinkButton>
      </Whose>
      <TicketList token={access.token} onRefused={end} />
    </>
  );
}

/** Who the list is of: a signed-in player's code, a phone's token, or the way to get one. */
function Body() {
  const identity = useTokenIdentity();
  const { data: player, error } = usePlayer();
  const access = useAtomValue(phoneAccessAtom);
  const ended = useAtomValue(accessEndedAtom);
  // Its time over, the token is no longer used: the form says why it shows again.
  const expired = useExpired(access?.expiresAt ?? 0);
  const byPhone = useBrand().payments.providers.some((p) => p !== 'bank');
  if (identity.kind === 'player' && !error) {
    // A player code is a claim until /api/identify has accepted it (src/api/identify.ts).
    return player ? <TicketList token={identity.code} /> : <Loading />;
  }
  if (access && !expired) return <PhoneTickets access={access} />;
  if (!byPhone) return null;
  return (
    <PhoneForm
      key={ended ? 'ended' : 'form'}
      prefill={identity.kind === 'phone' ? identity.msisdn : ''}
      ended={ended || !!access}
    />
  );
}

/**
 * My tickets, on any device (docs/behaviour.md#history): a signed-in player's straight away; an
 * anonymous player's (or a phone token's) once the phone's SMS code is entered. Nothing on a
 * brand that takes no payment by phone, for an anonymous player: no ticket has a phone there.
 */
export function MyTickets() {
  const id = useId();
  const identity = useIdentity();
  const byPhone = useBrand().payments.providers.some((p) => p !== 'bank');
  if (identity.kind !== 'player' && !byPhone) return null;
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id="history.mine.heading" defaultMessage="My tickets" />
      </h2>
      <Body />
    </Panel>
  );
}
