import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useInit } from '@/api/init';
import { Link } from '@/components/link';
import styled from 'styled-components';
import { BackToGames } from '@/components/back-to-games';
import { SecondaryButton } from '@/components/button';
import { useBrand } from '@/config/brand-context';
import { familyOfTicketType } from '@/lib/families';
import type { Ticket } from '@/types/api.gen';

// Offered where the operator makes booking codes: out of tracking's first load.
const PlayAgain = lazy(() => import('./play-again'));

/**
 * Whether a ticket's picks can be played again: a slip builder's (a family with a swipe view)
 * with an event still to kick off; the API books those still offered (docs/behaviour.md#booking-codes).
 */
function playableAgain(ticket: Ticket): boolean {
  const family = familyOfTicketType(ticket.type);
  const now = Date.now();
  return (
    !!family?.routes.some((r) => r.view === 'swipe') &&
    ticket.events.some((e) => e.starts !== undefined && Date.parse(e.starts) > now)
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * Where to go from a ticket: the games, the player's tickets, how its family is played, and its
 * `ticket`'s picks again (a slip builder's, where the API makes booking codes).
 */
export function TrackingNav({
  howToPlayFamily,
  ticket,
}: {
  howToPlayFamily: string | undefined;
  ticket?: Ticket;
}) {
  const intl = useIntl();
  const brand = useBrand();
  const bookings = useInit().data?.bookings === true;
  return (
    <Nav aria-label={intl.formatMessage({ id: 'tracking.nav', defaultMessage: 'More' })}>
      <BackToGames primary />
      {bookings && ticket && playableAgain(ticket) && (
        <Suspense>
          <PlayAgain placed={ticket.code} />
        </Suspense>
      )}
      <SecondaryButton as={Link} to="/history">
        <FormattedMessage id="tracking.history" defaultMessage="My tickets" />
      </SecondaryButton>
      {brand.blocks.howToPlay && howToPlayFamily && (
        <SecondaryButton as={Link} to={`/how-to-play/${encodeURIComponent(howToPlayFamily)}`}>
          <FormattedMessage id="tracking.howToPlay" defaultMessage="How to play" />
        </SecondaryButton>
      )}
    </Nav>
  );
}
