import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/components/link';
import styled from 'styled-components';
import { BackToGames } from '@/components/back-to-games';
import { SecondaryButton } from '@/components/button';
import { useBrand } from '@/config/brand-context';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Where to go from a ticket: the games, the player's tickets, how its family is played. */
export function TrackingNav({ howToPlayFamily }: { howToPlayFamily: string | undefined }) {
  const intl = useIntl();
  const brand = useBrand();
  return (
    <Nav aria-label={intl.formatMessage({ id: 'tracking.nav', defaultMessage: 'More' })}>
      <BackToGames primary />
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
