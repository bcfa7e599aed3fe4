import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSuperbetCard } from '@/api/superbet-cards';
import { ScreenData } from '@/components/screen-data';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SuperbetTicket } from './components/superbet-ticket';

/**
 * A super bet at /superbet/:id: one match with its crests, title and countdown, its markets to
 * pick from, then the price, the phone of an anonymous player and the bet button.
 */
export function SuperbetScreen() {
  const intl = useIntl();
  const { id } = useParams();
  const [search] = useSearchParams();
  const result = useSuperbetCard(id);
  useDocumentTitle(
    result.data?.title ?? intl.formatMessage({ id: 'superbet.title', defaultMessage: 'Super bet' }),
  );

  return (
    <ScreenData result={result}>
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
