import { describe, expect, it } from 'vitest';
import { historyKey } from '@/api/history';
import {
  filtersFromSearch,
  historyQueryOf,
  searchWithFilters,
} from '@/features/history/history-filters';
import { dayStart } from '@/lib/calendar-day';

describe('history filters', () => {
  it('reads the result and the days from the address, leaving out what is none of them', () => {
    expect(
      filtersFromSearch(new URLSearchParams('status=won&from=2026-12-01&to=2026-12-03')),
    ).toEqual({ status: 'won', from: '2026-12-01', to: '2026-12-03' });
    expect(
      filtersFromSearch(new URLSearchParams('status=paid&from=2026-02-30&to=yesterday')),
    ).toEqual({ status: 'all', from: '', to: '' });
  });

  it("writes them beside the address's other parameters, the defaults left out", () => {
    const search = new URLSearchParams('code=T-WON-1&status=lost&token=PLAYER1');
    expect(
      searchWithFilters(search, { status: 'open', from: '2026-12-01', to: '' }).toString(),
    ).toBe('code=T-WON-1&status=open&token=PLAYER1&from=2026-12-01');
    expect(searchWithFilters(search, { status: 'all', from: '', to: '' }).toString()).toBe(
      'code=T-WON-1&token=PLAYER1',
    );
  });

  it("asks the API from the start of the first day to the end of the last, in the operator's zone", () => {
    const query = historyQueryOf(
      'PLAYER1',
      { status: 'lost', from: '2026-12-01', to: '2026-12-03' },
      'Africa/Nairobi',
    );
    expect(query).toEqual({
      token: 'PLAYER1',
      status: 'lost',
      from: '2026-11-30T21:00:00.000Z',
      to: '2026-12-03T21:00:00.000Z',
    });
    expect(historyKey(query, 2)).toEqual(['/history', { ...query, page: 2, per_page: 10 }]);
    expect(historyQueryOf('tok', { status: 'all', from: '', to: '' }, 'Africa/Nairobi')).toEqual({
      token: 'tok',
      status: 'all',
      from: undefined,
      to: undefined,
    });
  });

  it('takes a day that changes its clock (summer time) at its own offset', () => {
    // Berlin moves to summer time on 29 March 2026: that day starts at +1 and ends at +2.
    expect(new Date(dayStart('2026-03-29', 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(new Date(dayStart('2026-03-29', 'Europe/Berlin', 1)).toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(dayStart('2026-02-30', 'Europe/Berlin')).toBeNaN();
  });
});
