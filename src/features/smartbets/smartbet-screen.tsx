import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useInit } from '@/api/init';
import { useCard } from '@/api/card-endpoints';
import { ScreenData } from '@/components/screen-data';
import { Panel } from '@/components/panel';
import { ScreenHeading } from '@/components/screen-heading';
import { Stack } from '@/components/stack';
import { TicketImage } from '@/components/ticket-image';
import { TicketFacts } from '@/components/ticket-facts';
import { TicketUnavailable } from '@/components/ticket-unavailable';
import { useBrand } from '@/config/brand-context';
import type { ScreenProps } from '@/lib/families';
import { useTicketAvailability } from '@/lib/ticket-availability';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { SmartbetCard } from '@/types/api.gen';
import { isSmartbetCard } from '@/types/answers/smartbet-card.gen';
import { SmartbetForm } from './components/smartbet-form';
import { inputsOf, type SmartbetInputs } from './smartbet-inputs';
import { loadGenerated } from './state/generated-smartbet';
import { useGenerateSmartbet } from './state/use-generate';

const Preview = styled(TicketImage)`
  border-radius: ${({ theme }) => theme.radii.card};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const EMPTY: SmartbetInputs = { win: '', bet: '', odds: '' };

/** A smart bet at /smartbet/:id: its image and title, and the inputs the ticket is built from. */
export function SmartbetScreen({ family = 'smartbet' }: ScreenProps) {
  const intl = useIntl();
  const { id } = useParams();
  const [search] = useSearchParams();
  const result = useCard(family, id, isSmartbetCard);
  useDocumentTitle(
    result.data?.title ?? intl.formatMessage({ id: 'smartbet.title', defaultMessage: 'Smart bet' }),
  );

  return (
    <ScreenData result={result} ticketCode={id}>
      {(card) => <Smartbet key={card.code} card={card} atag={search.get('atag') ?? undefined} />}
    </ScreenData>
  );
}

function Smartbet({ card, atag }: { card: SmartbetCard; atag?: string }) {
  const brand = useBrand();
  const formId = useId();
  const { data: init } = useInit();
  const availability = useTicketAvailability({
    disabled: card.disabled,
    expiresAt: card.operator_time_expires,
  });
  const { generate, generating, problem, clearProblem } = useGenerateSmartbet({
    cardCode: card.code,
    title: card.title,
    atag,
  });
  // Back from a generated ticket ("Change my inputs"): the inputs it was made from.
  const [initial] = useState(() => {
    const kept = loadGenerated();
    return kept?.cardCode === card.code ? inputsOf(kept.request) : EMPTY;
  });

  return (
    <Stack>
      <Preview src={card.preview_img} width={640} height={320} />
      <ScreenHeading
        kicker={<FormattedMessage id="smartbet.kicker" defaultMessage="Smart bet" />}
        title={card.title}
      />
      <TicketFacts expiresAt={card.operator_time_expires} />

      {availability !== 'open' ? (
        <TicketUnavailable availability={availability} />
      ) : (
        <Panel aria-labelledby={formId}>
          <h2 id={formId}>
            <FormattedMessage id="smartbet.form.heading" defaultMessage="Build your bet" />
          </h2>
          <Intro>
            <FormattedMessage
              id="smartbet.form.intro"
              defaultMessage="Tell us what you want to win and what you want to bet. We pick the events and outcomes for you."
            />
          </Intro>
          <SmartbetForm
            code={card.code}
            initial={initial}
            generating={generating}
            problem={problem}
            onClearProblem={clearProblem}
            onGenerate={(request) => void generate(request)}
            currency={init?.currency ?? brand.region.currency}
          />
        </Panel>
      )}
    </Stack>
  );
}
