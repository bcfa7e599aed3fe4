import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Link } from '@/components/link';
import styled from 'styled-components';
import { usePaymentOptions } from '@/hooks/payment-options';
import { BackToGames } from '@/components/back-to-games';
import { SecondaryButton } from '@/components/button';
import { plainList } from '@/components/lists';
import { PageShell } from '@/components/page-shell';
import { Panel } from '@/components/panel';
import { Stack } from '@/components/stack';
import { useBrand } from '@/config/brand-context';
import type { Family } from '@/lib/families';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { GUIDES, PAYING, guideFamily, offeredFamilies } from './guides';

// The brand's Play responsibly page is a guide too: one chunk and one group of texts with these.
export { PlayResponsiblyScreen } from './play-responsibly';

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(6)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li::marker {
    font-weight: 700;
  }
`;

const Families = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const FamilyLink = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  strong {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Lead = styled.p`
  font-size: 1.0625rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** How to play: an index of the brand's ticket families, and a page per family. */
export function HowToPlayScreen() {
  const intl = useIntl();
  const brand = useBrand();
  const { family: param } = useParams();
  // A family the brand does not sell has no guide here, as an unknown one.
  const family = guideFamily(param, offeredFamilies(brand.lobby.cards));
  useDocumentTitle(
    family
      ? intl.formatMessage(
          { id: 'howToPlay.family.title', defaultMessage: 'How to play {name}' },
          { name: intl.formatMessage(family.name) },
        )
      : intl.formatMessage({ id: 'howToPlay.title', defaultMessage: 'How to play' }),
  );

  let body;
  if (!brand.blocks.howToPlay) body = <NotOffered />;
  else if (param === undefined) body = <Index />;
  else if (!family) body = <UnknownFamily />;
  else body = <FamilyGuide family={family} />;

  return (
    <PageShell>
      <Stack>{body}</Stack>
    </PageShell>
  );
}

/** The brand turned the guides off: say so rather than show an empty page. */
function NotOffered() {
  return (
    <>
      <h1>
        <FormattedMessage id="howToPlay.title" defaultMessage="How to play" />
      </h1>
      <Panel>
        <p>
          <FormattedMessage
            id="howToPlay.off.body"
            defaultMessage="The how-to-play guides are not available on this site."
          />
        </p>
        <Muted>
          <FormattedMessage
            id="howToPlay.off.next"
            defaultMessage="Open a ticket from the games: each ticket shows what to pick and how to pay."
          />
        </Muted>
        <Actions>
          <BackToGames primary />
        </Actions>
      </Panel>
    </>
  );
}

function FamilyList() {
  const intl = useIntl();
  const brand = useBrand();
  return (
    <Families>
      {offeredFamilies(brand.lobby.cards).map((f) => (
        <li key={f.id}>
          <FamilyLink to={`/how-to-play/${f.id}`}>
            <strong>{intl.formatMessage(f.name)}</strong>
            <span>{intl.formatMessage(GUIDES[f.id]!.summary)}</span>
          </FamilyLink>
        </li>
      ))}
    </Families>
  );
}

function Index() {
  const id = useId();
  return (
    <>
      <h1>
        <FormattedMessage id="howToPlay.title" defaultMessage="How to play" />
      </h1>
      <Lead>
        <FormattedMessage
          id="howToPlay.intro"
          defaultMessage="Choose a ticket type to see how it works. Every ticket is paid and followed the same way."
        />
      </Lead>
      <Panel aria-labelledby={id}>
        <h2 id={id}>
          <FormattedMessage id="howToPlay.types" defaultMessage="Ticket types" />
        </h2>
        <FamilyList />
      </Panel>
      <Paying />
      <Actions>
        <BackToGames primary />
      </Actions>
    </>
  );
}

function UnknownFamily() {
  const id = useId();
  return (
    <>
      <h1>
        <FormattedMessage id="howToPlay.unknown.title" defaultMessage="Guide not found" />
      </h1>
      <Panel aria-labelledby={id}>
        <p>
          <FormattedMessage
            id="howToPlay.unknown.body"
            defaultMessage="There is no guide at this address. Pick a ticket type below."
          />
        </p>
        <h2 id={id}>
          <FormattedMessage id="howToPlay.types" defaultMessage="Ticket types" />
        </h2>
        <FamilyList />
      </Panel>
      <Actions>
        <BackToGames primary />
      </Actions>
    </>
  );
}

function FamilyGuide({ family }: { family: Family }) {
  const intl = useIntl();
  const id = useId();
  const guide = GUIDES[family.id]!;
  return (
    <>
      <h1>
        <FormattedMessage
          id="howToPlay.family.title"
          defaultMessage="How to play {name}"
          values={{ name: intl.formatMessage(family.name) }}
        />
      </h1>
      <Lead>{intl.formatMessage(guide.summary)}</Lead>
      <Panel aria-labelledby={id}>
        <h2 id={id}>
          <FormattedMessage id="howToPlay.steps" defaultMessage="Build your ticket" />
        </h2>
        <Steps>
          {guide.steps.map((step) => (
            <li key={step.id}>{intl.formatMessage(step)}</li>
          ))}
        </Steps>
      </Panel>
      <Paying />
      <Actions>
        <BackToGames primary />
        <SecondaryButton as={Link} to="/how-to-play">
          <FormattedMessage id="howToPlay.all" defaultMessage="All ticket types" />
        </SecondaryButton>
      </Actions>
    </>
  );
}

function Paying() {
  const intl = useIntl();
  const id = useId();
  // What the brand shows and /api/init offers, as the payment block does.
  const { kinds } = usePaymentOptions();
  const mobile = kinds.includes('mobile');
  const bank = kinds.includes('bank');
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id="howToPlay.pay.heading" defaultMessage="Pay and follow your ticket" />
      </h2>
      <Steps>
        {mobile && <li>{intl.formatMessage(PAYING.mobile)}</li>}
        {mobile && <li>{intl.formatMessage(PAYING.approve)}</li>}
        {bank && <li>{intl.formatMessage(PAYING.bank)}</li>}
        <li>{intl.formatMessage(PAYING.follow)}</li>
      </Steps>
      <Muted>
        <FormattedMessage
          id="howToPlay.age"
          defaultMessage="You must be 18 or over to play. Play responsibly."
        />
      </Muted>
    </Panel>
  );
}
