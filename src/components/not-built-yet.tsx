import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PrimaryButton } from './button';
import { PageShell } from './page-shell';

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} 0;
  text-align: center;
`;

/** A screen that belongs to work still open: a plain page saying so, never a blank one. */
export function NotBuiltYetScreen() {
  return (
    <PageShell>
      <Box>
        <h1>
          <FormattedMessage id="notBuilt.title" defaultMessage="Coming soon" />
        </h1>
        <p>
          <FormattedMessage
            id="notBuilt.body"
            defaultMessage="This screen is not built yet. Please pick a ticket from the games."
          />
        </p>
        <PrimaryButton as={Link} to="/">
          <FormattedMessage id="error.backToGames" defaultMessage="Back to Games" />
        </PrimaryButton>
      </Box>
    </PageShell>
  );
}
