import { startTransition, useEffect, useOptimistic, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { HISTORY_PER_PAGE, useHistoryPage } from '@/api/history';
import { SecondaryButton } from '@/components/button';
import { ErrorView } from '@/components/error-view';
import { plainList } from '@/components/lists';
import { Loading } from '@/components/loading';
import { TextField } from '@/components/text-field';
import { useBrand } from '@/config/brand-context';
import { ChoiceChips } from '@/features/betslip/choice-chips';
import { useFormat } from '@/hooks/use-format';
import { toApiError } from '@/lib/api-error';
import { isDay } from '@/lib/calendar-day';
import { HISTORY_FILTERS } from '@/types/api.gen';
import {
  filtersFromSearch,
  historyQueryOf,
  searchWithFilters,
  type HistoryFilters,
} from './history-filters';
import { TicketRow } from './ticket-row';

export const List = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The pages' lists, one under the other as one list. */
const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  &:empty {
    display: none;
  }
`;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10.5rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  input {
    min-width: 0;
  }
`;

const Chips = styled.div`
  && label span {
    padding: 0 ${({ theme }) => theme.space(3)};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const statusLabels = defineMessages({
  all: { id: 'history.mine.filter.all', defaultMessage: 'All' },
  open: { id: 'history.mine.filter.open', defaultMessage: 'Open' },
  won: { id: 'history.mine.filter.won', defaultMessage: 'Won' },
  lost: { id: 'history.mine.filter.lost', defaultMessage: 'Lost' },
});

/**
 * The filters in the address: a change is a new entry of the history, so Back undoes it. The
 * router moves in a transition, so the chip chosen shows at once (optimistic) rather than when
 * the new address has rendered: on a slow phone a tapped chip never flicks back.
 */
function useFilters(): [HistoryFilters, (next: Partial<HistoryFilters>) => void] {
  const [search, setSearch] = useSearchParams();
  const [filters, show] = useOptimistic(
    filtersFromSearch(search),
    (shown, next: Partial<HistoryFilters>) => ({ ...shown, ...next }),
  );
  const change = (next: Partial<HistoryFilters>) =>
    startTransition(() => {
      show(next);
      setSearch((current) =>
        searchWithFilters(current, { ...filtersFromSearch(current), ...next }),
      );
    });
  return [filters, change];
}

/** All, Open, Won, Lost (radios shown as chips: arrow keys move among them), and the days. */
function FilterBar({
  filters,
  onChange,
}: {
  filters: HistoryFilters;
  onChange: (next: Partial<HistoryFilters>) => void;
}) {
  const intl = useIntl();
  const day = (value: string) => (isDay(value) ? value : '');
  return (
    <Filters>
      <Chips>
        <ChoiceChips
          legend={<FormattedMessage id="history.mine.filter.legend" defaultMessage="Show" />}
          options={HISTORY_FILTERS.map((value) => ({
            value,
            label: intl.formatMessage(statusLabels[value]),
          }))}
          value={filters.status}
          onChange={(status) => onChange({ status })}
        />
      </Chips>
      <Dates>
        <TextField
          label={<FormattedMessage id="history.mine.from" defaultMessage="From" />}
          type="date"
          name="from"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => onChange({ from: day(e.target.value) })}
        />
        <TextField
          label={<FormattedMessage id="history.mine.to" defaultMessage="To" />}
          type="date"
          name="to"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => onChange({ to: day(e.target.value) })}
        />
      </Dates>
    </Filters>
  );
}

/** How many of the matching tickets show, and Show more while some do not. */
function More({
  shown,
  total,
  loading,
  onMore,
}: {
  shown: number;
  total: number;
  loading: boolean;
  onMore: () => void;
}) {
  const { number } = useFormat();
  return (
    <>
      <Muted>
        <FormattedMessage
          id="history.mine.count"
          defaultMessage="Showing {shown} of {total} {count, plural, one {ticket} other {tickets}}"
          values={{ shown: number(shown), total: number(total), count: total }}
        />
      </Muted>
      {shown < total && (
        <SecondaryButton type="button" onClick={onMore} disabled={loading} aria-busy={loading}>
          {loading ? (
            <FormattedMessage id="common.loading" defaultMessage="Loading..." />
          ) : (
            <FormattedMessage id="history.mine.more" defaultMessage="Show more" />
          )}
        </SecondaryButton>
      )}
    </>
  );
}

function Empty({ filtered }: { filtered: boolean }) {
  return (
    <Muted role="status">
      {filtered ? (
        <FormattedMessage
          id="history.mine.noneFiltered"
          defaultMessage="No tickets match these filters. Choose All or other dates to see more."
        />
      ) : (
        <FormattedMessage
          id="history.mine.none"
          defaultMessage="No tickets yet. The tickets you place are listed here, newest first."
        />
      )}
    </Muted>
  );
}

type Query = ReturnType<typeof historyQueryOf>;

/**
 * One page of the list: its tickets, or its error with a retry (those of the pages before it
 * stay). `onRefused` is told of a 401: the token is no longer good.
 */
function Page({ query, page, onRefused }: { query: Query; page: number; onRefused?: () => void }) {
  const { data, error, mutate } = useHistoryPage(query, page);
  const failure = !data && error ? toApiError(error) : null;
  const refused = failure?.status === 401 && !!onRefused;
  useEffect(() => {
    if (refused) onRefused?.();
  }, [refused, onRefused]);
  if (failure && !refused) {
    return (
      <ErrorView
        compact
        code={failure.code}
        message={failure.message}
        onRetry={() => void mutate()}
      />
    );
  }
  if (!data) return page === 1 ? <Loading /> : null;
  return data.tickets.length ? (
    <List aria-live="polite">
      {data.tickets.map((t) => (
        <li key={t.code}>
          <TicketRow ticket={t} />
        </li>
      ))}
    </List>
  ) : null;
}

/**
 * The pages asked for so far (Show more asks for the next), for one query: a new query (a filter,
 * another token) starts again at its first page.
 */
function Pages({ query, onRefused }: { query: Query; onRefused?: () => void }) {
  const [pages, setPages] = useState(1);
  // The first page says how many match; the last whether it is still on its way, or failed.
  const { data: first } = useHistoryPage(query, 1);
  const last = useHistoryPage(query, pages);
  const filtered = query.status !== 'all' || !!query.from || !!query.to;
  const total = first?.total ?? 0;
  const shown = Math.min(total, (pages - 1) * HISTORY_PER_PAGE + (last.data?.tickets.length ?? 0));
  return (
    <>
      {first && total === 0 && <Empty filtered={filtered} />}
      <Rows>
        {Array.from({ length: pages }, (_, i) => (
          <Page key={i + 1} query={query} page={i + 1} onRefused={onRefused} />
        ))}
      </Rows>
      {first && total > 0 && !(last.error && !last.data) && (
        <More shown={shown} total={total} loading={!last.data} onMore={() => setPages(pages + 1)} />
      )}
    </>
  );
}

/**
 * A player's tickets from GET /api/history (docs/behaviour.md#history): the filters, then the
 * tickets, newest first, ten at a time. `onRefused` is told of a 401 (the token is no longer good).
 */
export function TicketList({ token, onRefused }: { token: string; onRefused?: () => void }) {
  const [filters, setFilters] = useFilters();
  const timeZone = useBrand().region.timeZone;
  const query = historyQueryOf(token, filters, timeZone);
  return (
    <>
      <FilterBar filters={filters} onChange={setFilters} />
      <Pages key={JSON.stringify(query)} query={query} onRefused={onRefused} />
    </>
  );
}
