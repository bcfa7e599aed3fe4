import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { BackToGames } from '@/components/back-to-games';
import { PageShell } from '@/components/page-shell';
import { Panel } from '@/components/panel';
import { Stack } from '@/components/stack';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AgeMark, Helpline, LicenceLine, LinkItems, OutLink, usePageLicence } from './market-slot';

const Row = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  a {
    font-weight: 700;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** The brand's Play responsibly page: the age limit, the helpline, the links, taking a break. */
export function PlayResponsiblyScreen() {
  const intl = useIntl();
  const page = usePageLicence();
  useDocumentTitle(
    intl.formatMessage({ id: 'compliance.playResponsibly', defaultMessage: 'Play responsibly' }),
  );
  return (
    <PageShell>
      <Stack>
        <h1>
          <FormattedMessage id="compliance.playResponsibly" defaultMessage="Play responsibly" />
        </h1>
        <p>
          <FormattedMessage
            id="compliance.page.intro"
            defaultMessage="Betting is entertainment, not a way to make money. Only bet what you can afford to lose, and never chase your losses."
          />
        </p>
        {page && (
          <Panel>
            <Row>
              <AgeMark age={page.licence.minimumAge} />
              <FormattedMessage
                id="compliance.page.age"
                defaultMessage="Betting is only for people aged {age} or over."
                values={{ age: page.licence.minimumAge }}
              />
            </Row>
          </Panel>
        )}
        <Panel>
          <h2>
            <FormattedMessage id="compliance.page.breakTitle" defaultMessage="Take a break" />
          </h2>
          <p>
            <FormattedMessage
              id="compliance.page.break"
              defaultMessage="Decide before you play how much money and time you will spend, and stop when you reach it. If betting stops being fun, step away: a break of a day, a week or longer helps. To stop for longer, exclude yourself with the links below or ask the helpline how."
            />
          </p>
        </Panel>
        {page && (
          <Panel>
            <h2>
              <FormattedMessage id="compliance.page.helpTitle" defaultMessage="Get help" />
            </h2>
            {page.licence.helpline && (
              <p>
                <Helpline licence={page.licence} />
              </p>
            )}
            <Links>
              <LinkItems links={page.licence.links} />
              <li>
                <OutLink href={page.compliance.terms}>
                  <FormattedMessage id="compliance.terms" defaultMessage="Terms and conditions" />
                </OutLink>
              </li>
            </Links>
            <Muted>
              <LicenceLine licence={page.licence} />
            </Muted>
          </Panel>
        )}
        <div>
          <BackToGames primary />
        </div>
      </Stack>
    </PageShell>
  );
}
