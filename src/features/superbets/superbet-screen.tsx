import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { useCard } from '@/api/card-endpoints';
import { ScreenData } from '@/components/screen-data';
import type { ScreenProps } from '@/lib/families';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isSuperbetCard } from '@/types/answers/superbet-card.gen';
import { SuperbetTicket } from './components/superbet-ticket';

/**
 * A super bet at /superbet/:id: one match with its crests, title and countdown, its markets to
 * pick from, then the price, the phone of an anonymous player and the bet button.
 */
export function SuperbetScreen({ family = 'superbet' }: ScreenProps) {
  const intl = useIntl();
  const { id } = useParams();
  const [search] = useSearchParams();
  const result = useCard(family, id, isSuperbetCard);
  useDocumentTitle(
    result.data?.title ?? intl.formatMessage({ id: 'superbet.title', defaultMessage: 'Super bet' }),
  );

  return (
    <ScreenData result={result} ticketCode={id}>
      {(ticket) => (
        <SuperbetTicket
          key={ticket.code}
          ticket={ticket}
          atag={search.get('atag')}
          onReload={() => void result.mutate()}
        />
      )}
    </ScreenData>
  );
}
