import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSuperbetCard } from '@/api/superbet-cards';
import { ErrorView } from '@/components/error-view';
import { Loading } from '@/components/loading';
import { PageShell } from '@/components/page-shell';
import { toApiError } from '@/lib/api-error';
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
  const { data, error, mutate } = useSuperbetCard(id);
  useDocumentTitle(
    data?.title ?? intl.formatMessage({ id: 'superbet.title', defaultMessage: 'Super bet' }),
  );

  let body;
  if (error) {
    const e = toApiError(error);
    body = <ErrorView code={e.code} message={e.message} onRetry={() => void mutate()} />;
  } else if (!data) {
    body = <Loading />;
  } else {
    body = (
      <SuperbetTicket
        key={data.code}
        ticket={data}
        atag={search.get('atag')}
        onReload={() => void mutate()}
      />
    );
  }
  return <PageShell>{body}</PageShell>;
}
