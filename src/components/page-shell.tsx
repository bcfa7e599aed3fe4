import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Header } from './header';

const Main = styled.main<{ $wide: boolean }>`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme, $wide }) => ($wide ? 0 : theme.space(4))};
`;

/** The header and a centred column, for the app's own simple pages. */
/** `wide`: the content manages its own side margins (full-bleed decks and lists). */
export function PageShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <>
      <Header />
      <Main $wide={wide}>{children}</Main>
    </>
  );
}
