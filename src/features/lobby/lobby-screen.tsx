import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavigationType, useNavigationType, useSearchParams } from 'react-router-dom';
import { Link } from '@/components/link';
import styled from 'styled-components';
import { ErrorView } from '@/components/error-view';
import { Header } from '@/components/header';
import { VisuallyHidden } from '@/components/visually-hidden';
import { useBrand } from '@/config/brand-context';
import { OFFLINE_MESSAGE } from '@/lib/api-error';
import { tokenAtom } from '@/lib/identity';
import { lobbyQueryAtom, lobbyQueryOf } from '@/lib/lobby-return';
import { RESET, useSetAtom } from '@/lib/state';
import { FamilySection, type ListStatus } from './components/family-section';
import { parseLobbyParams } from './lobby-params';

const Page = styled.div<{ $iframe: boolean }>`
  min-height: 100vh;
  background: ${({ theme, $iframe }) => ($iframe ? 'transparent' : theme.colors.background)};
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)}
    ${({ theme }) => theme.space(10)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Main = styled.main<{ $iframe: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  width: 100%;
  max-width: ${({ $iframe }) => ($iframe ? 'none' : '960px')};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(10)};
`;

/** The lists' one offline state, within the lists' margins. */
const Notice = styled.div`
  margin: 0 ${({ theme }) => theme.space(4)};
`;

/** Shown only when no ticket kind has anything to show. */
const Empty = styled.p`
  margin: 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function LobbyScreen() {
  const brand = useBrand();
  const intl = useIntl();
  const [search] = useSearchParams();
  const params = parseLobbyParams(search, brand);
  const setToken = useSetAtom(tokenAtom);
  // The families whose lists have arrived empty (when every one shown has, the lobby says so)
  // or failed for lack of network (the lobby says once that the player is offline).
  const [lists, setLists] = useState<ReadonlyMap<string, ListStatus>>(() => new Map());
  const onStatus = useCallback((family: string, status: ListStatus) => {
    setLists((prev) => (prev.get(family) === status ? prev : new Map(prev).set(family, status)));
  }, []);
  const [retry, setRetry] = useState(0);
  const statuses = params.families.map((f) => lists.get(f.id));

  // Back to Games, from any screen, returns to this lobby as opened (its atag, mode, type, style,
  // token: a reload there keeps the player signed in).
  const setLobbyQuery = useSetAtom(lobbyQueryAtom);
  const lobbyQuery = lobbyQueryOf(search);
  useEffect(() => {
    setLobbyQuery(lobbyQuery);
  }, [lobbyQuery, setLobbyQuery]);

  // The lobby's token: stored when present, removed when absent (docs/behaviour.md#lobby-parameters).
  // Absent means signed out only in an address the operator opened (a load, Back or Forward): the
  // app's own way back to the lobby (Back to Games, the logo) leaves the player signed in.
  const opened = useNavigationType() === NavigationType.Pop;
  useEffect(() => {
    if (params.token) setToken(params.token);
    else if (opened) setToken(RESET);
  }, [params.token, opened, setToken]);

  useEffect(() => {
    document.title = brand.name;
  }, [brand.name]);

  return (
    <Page $iframe={params.iframe} className={`lobby-${params.style}`}>
      {!params.iframe && <Header />}
      <Main $iframe={params.iframe} aria-labelledby="lobby-title">
        {/* The page's one level-one heading, for screen readers; the lists' headings show. */}
        <VisuallyHidden as="h1" id="lobby-title">
          {intl.formatMessage({ id: 'lobby.label', defaultMessage: 'Tickets' })}
        </VisuallyHidden>
        {statuses.includes('offline') && (
          <Notice>
            <ErrorView
              compact
              code={-1}
              message={OFFLINE_MESSAGE}
              onRetry={() => setRetry((n) => n + 1)}
            />
          </Notice>
        )}
        {params.families.map((family, index) => (
          <FamilySection
            key={family.id}
            index={index}
            family={family}
            style={params.style}
            atag={params.atag}
            iframe={params.iframe}
            onStatus={onStatus}
            retry={retry}
          />
        ))}
        {statuses.every((s) => s === 'empty') && (
          <Empty>
            <FormattedMessage
              id="lobby.none"
              defaultMessage="No tickets are published right now. Please come back later."
            />
          </Empty>
        )}
      </Main>
      {!params.iframe && (
        <Footer>
          <Link to="/history">
            <FormattedMessage id="lobby.footer.history" defaultMessage="My tickets" />
          </Link>
          {brand.blocks.howToPlay && (
            <Link to="/how-to-play">
              <FormattedMessage id="lobby.footer.howToPlay" defaultMessage="How to play" />
            </Link>
          )}
        </Footer>
      )}
    </Page>
  );
}
