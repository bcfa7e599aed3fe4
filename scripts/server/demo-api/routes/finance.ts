/** GET /api/finance-details?price=&odds=&odds=: the financial summary (docs/behaviour.md#money). */
import { HttpError, sendJson } from '../../http-utils';
import { financeDetails } from '../finance';
import type { Route } from '../route';
import { moneyOfRequest } from '../state';

export const financeRoutes: readonly Route[] = [
  {
    method: 'GET',
    url: '/api/finance-details',
    handle: ({ state, reply, query, req }) => {
      const rawPrice = query.get('price');
      const rawOdds = [...query.getAll('odds'), ...query.getAll('odds[]')].filter((o) => o !== '');
      const price = rawPrice === null || rawPrice === '' ? 0 : Number(rawPrice);
      if (!Number.isFinite(price) || price < 0)
        throw new HttpError(400, 'price must be a positive number');
      if (rawOdds.length > 100) throw new HttpError(400, 'Too many odds');
      const odds = rawOdds.map(Number);
      if (odds.some((o) => !Number.isFinite(o) || o < 1))
        throw new HttpError(400, 'odds must be numbers of at least 1');
      // The taxes and cap of the market of the host the page is on (money.ts).
      sendJson(reply, 200, financeDetails(price, odds, moneyOfRequest(state, req)));
    },
  },
];
