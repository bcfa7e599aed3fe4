import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Header } from './header';

const Main = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
`;

/** The header and a centred column, for the app's own simple pages. */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <Main>{children}</Main>
    </>
  );
}
