import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from '@/components/link';
import styled from 'styled-components';
import { useBrand } from '@/config/brand-context';
import { useTokenIdentity } from '@/lib/identity';
import { useLobbyPath } from '@/lib/lobby-return';
import { PRERENDERING } from '@/lib/prerendering';

// Only a player-code token has a balance to show, or can be refused: their code is a chunk of
// its own, out of everyone else's first load. The language selector (its flags, the init call
// it reads) is not needed to paint the page either: it comes after, in the space kept for it.
const LanguageSelector = lazy(() =>
  import('./language-selector').then((m) => ({ default: m.LanguageSelector })),
);
const PlayerBadge = lazy(() => import('./player-badge').then((m) => ({ default: m.PlayerBadge })));
const UnknownPlayerNotice = lazy(() =>
  import('./unknown-player-notice').then((m) => ({ default: m.UnknownPlayerNotice })),
);

// min-width 0: never wider than the screen; the logo and the balance give way before the page
// scrolls.
const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 56px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  min-width: 0;
  > a {
    flex: 0 1 auto;
    min-width: 2.5rem;
    overflow: hidden;
  }
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Logo = styled.img`
  display: block;
  height: 36px;
  width: auto;
  max-width: min(55vw, 100%);
  height: auto;
  max-height: 36px;
  object-fit: contain;
  object-position: left center;
`;

export function Header({ children }: { children?: ReactNode }) {
  const brand = useBrand();
  const player = useTokenIdentity().kind === 'player' && !PRERENDERING;
  // The logo, like Back to Games, goes back to the lobby as the player opened it (its atag).
  const lobby = useLobbyPath();
  return (
    <>
      <Bar>
        <Link to={lobby}>
          <Logo src={brand.assets.logo} alt={brand.name} height={36} />
        </Link>
        {children}
        {player && (
          <Suspense>
            <PlayerBadge />
          </Suspense>
        )}
        {!PRERENDERING && (
          <Suspense>
            <LanguageSelector />
          </Suspense>
        )}
      </Bar>
      {player && (
        <Suspense>
          <UnknownPlayerNotice />
        </Suspense>
      )}
    </>
  );
}
