/** Placed tickets: GET /api/tickets/{code} (tracking and history) and POST .../{code}/share. */
import type { ShareRequest } from '../../../../src/types/api.gen';
import { HttpError, readJson, sendJson } from '../../http-utils';
import { decodeParam, type Route } from '../route';
import { ticketOr404 } from '../state';
import { ticketOf } from '../tickets';
import { assertValid } from '../validation';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ticketRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: /^\/api\/tickets\/([^/]+)$/,
    handle: ({ state, res, params }) => {
      const ticket = ticketOr404(state, decodeParam(params[0] as string));
      sendJson(res, 200, ticketOf(ticket, state.ticketContext));
    },
  },
  {
    method: 'POST',
    pattern: /^\/api\/tickets\/([^/]+)\/share$/,
    handle: async ({ state, req, res, params }) => {
      const raw = await readJson(req);
      ticketOr404(state, decodeParam(params[0] as string));
      if (raw && typeof raw === 'object' && (raw as { method?: unknown }).method === 'email') {
        const email = (raw as { email?: unknown }).email;
        if (typeof email !== 'string' || !EMAIL_RE.test(email.trim())) {
          throw new HttpError(400, 'Please enter your email');
        }
      }
      const body = assertValid<ShareRequest>('share-request', raw);
      sendJson(res, 200, { message: body.method === 'email' ? 'Email Sent' : 'Saved' });
    },
  },
];
