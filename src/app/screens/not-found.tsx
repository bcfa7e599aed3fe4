import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { PageShell } from '@/components/page-shell';
import { BackToGames } from '@/components/back-to-games';

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} 0;
  text-align: center;
`;

export function NotFoundScreen() {
  return (
    <PageShell>
      <Box>
        <h1>
          <FormattedMessage id="notFound.title" defaultMessage="Page not found" />
        </h1>
        <p>
          <FormattedMessage
            id="notFound.body"
            defaultMessage="The page you asked for does not exist or has moved."
          />
        </p>
        <BackToGames primary />
      </Box>
    </PageShell>
  );
}
