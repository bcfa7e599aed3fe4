import type { HistoryQuery } from '@/api/history';
import { dayStart, isDay } from '@/lib/calendar-day';
import { HISTORY_FILTERS, type HistoryFilter } from '@/types/api.gen';

/**
 * Which of the player's tickets the history lists (docs/behaviour.md#history): by result, and
 * placed from one calendar day to another, both included ("" for no bound). Kept in the
 * address (`?status=&from=&to=`, beside `?code=`), so Back and a reload keep them.
 */
export interface HistoryFilters {
  status: HistoryFilter;
  /** A day as a date input gives it ("2026-12-03"), or "". */
  from: string;
  to: string;
}

const isFilter = (value: string | null): value is HistoryFilter =>
  (HISTORY_FILTERS as readonly (string | null)[]).includes(value);

/** The filters an address says; anything it says that is not one (a hand edit) is left out. */
export function filtersFromSearch(search: URLSearchParams): HistoryFilters {
  const status = search.get('status');
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return isDay(value) ? value : '';
  };
  return { status: isFilter(status) ? status : 'all', from: day('from'), to: day('to') };
}

/**
 * The address's parameters with `filters` in them; the others (a ticket's `code`, a `token`)
 * kept. The defaults (All, no dates) leave their parameter out.
 */
export function searchWithFilters(
  search: URLSearchParams,
  filters: HistoryFilters,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (name: string, value: string, absent: string) => {
    if (value === absent) next.delete(name);
    else next.set(name, value);
  };
  set('status', filters.status, 'all');
  set('from', filters.from, '');
  set('to', filters.to, '');
  return next;
}

/**
 * GET /api/history's query for the filters: `from` at the start of its day and `to` at the end of
 * its own (the start of the next), both in the operator's zone, as every date is shown.
 */
export function historyQueryOf(
  token: string,
  filters: HistoryFilters,
  timeZone: string,
): HistoryQuery {
  const at = (day: string, days: number) => {
    const ms = day ? dayStart(day, timeZone, days) : Number.NaN;
    return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
  };
  return {
    token,
    status: filters.status,
    from: at(filters.from, 0),
    to: at(filters.to, 1),
  };
}
