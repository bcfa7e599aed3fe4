import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { useQuicktipCard } from '@/api/quicktip-cards';
import { useQuicktipx } from '@/api/quicktipxs';
import { ErrorView } from '@/components/error-view';
import { Loading } from '@/components/loading';
import { PageShell } from '@/components/page-shell';
import { toApiError } from '@/lib/api-error';
import { isQuicktipX } from '@/lib/quicktip-x';
import { useDocumentTitle } from '@/lib/use-document-title';
import { QuicktipTicket } from './components/quicktip-ticket';

/**
 * A quick tip at /quicktip/:id: its fixed picks, total odds and countdown, then the price, the
 * phone of an anonymous player and the bet button. With `?x=1` the code is a quick tip X (a
 * generated tip), read from /api/quicktipxs/{code} and bought with /api/quicktipxs/create.
 */
export function QuicktipScreen() {
  const intl = useIntl();
  const { id } = useParams();
  const [search] = useSearchParams();
  const x = isQuicktipX(search);
  const published = useQuicktipCard(x ? undefined : id);
  const generated = useQuicktipx(x ? id : undefined);
  const { data, error, mutate } = x ? generated : published;
  useDocumentTitle(
    data?.title ?? intl.formatMessage({ id: 'quicktip.title', defaultMessage: 'Quick tip' }),
  );

  let body;
  if (error) {
    const e = toApiError(error);
    body = <ErrorView code={e.code} message={e.message} onRetry={() => void mutate()} />;
  } else if (!data) {
    body = <Loading />;
  } else {
    body = (
      <QuicktipTicket
        key={data.code}
        ticket={data}
        x={x}
        atag={search.get('atag')}
        onReload={() => void mutate()}
      />
    );
  }
  return <PageShell>{body}</PageShell>;
}
