/** GET /api/identify?token=: a demo player (data/players.json) and their balance. */
import { HttpError, sendJson } from '../../http-utils';
import type { Route } from '../route';

export const identifyRoutes: readonly Route[] = [
  {
    method: 'GET',
    url: '/api/identify',
    handle: ({ state, reply, query }) => {
      const token = query.get('token')?.trim();
      if (!token) throw new HttpError(400, 'Missing token');
      const id = token.toUpperCase();
      const balance = state.balances.get(id);
      if (balance === undefined) throw new HttpError(404, 'Unknown player');
      sendJson(reply, 200, { id, balance });
    },
  },
];
