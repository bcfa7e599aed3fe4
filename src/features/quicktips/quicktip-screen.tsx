import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { useCard } from '@/api/card-endpoints';
import { useQuicktipx } from '@/api/quicktipxs';
import { ScreenData } from '@/components/screen-data';
import type { ScreenProps } from '@/lib/families';
import { isQuicktipX } from '@/lib/quicktip-x';
import { isQuicktipCard } from '@/types/answers/quicktip-card.gen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { QuicktipTicket } from './components/quicktip-ticket';

/**
 * A quick tip at /quicktip/:id: its fixed picks, total odds and countdown, then the price, the
 * phone of an anonymous player and the bet button. With `?x=1` the code is a quick tip X (a
 * generated tip), read from /api/quicktipxs/{code} and bought with /api/quicktipxs/create.
 */
export function QuicktipScreen({ family = 'quicktip' }: ScreenProps) {
  const intl = useIntl();
  const { id } = useParams();
  const [search] = useSearchParams();
  const x = isQuicktipX(search);
  const published = useCard(family, x ? undefined : id, isQuicktipCard);
  const generated = useQuicktipx(x ? id : undefined);
  const result = x ? generated : published;
  useDocumentTitle(
    result.data?.title ?? intl.formatMessage({ id: 'quicktip.title', defaultMessage: 'Quick tip' }),
  );

  return (
    <ScreenData result={result} ticketCode={id}>
      {(ticket) => (
        <QuicktipTicket
          key={ticket.code}
          ticket={ticket}
          x={x}
          atag={search.get('atag')}
          onReload={() => void result.mutate()}
        />
      )}
    </ScreenData>
  );
}
