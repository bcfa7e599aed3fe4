/** Placed tickets: GET /api/tickets/{code} (tracking and history) and POST .../{code}/share. */
import type { ShareRequest } from '../../../../src/types/api.gen';
import { HttpError, sendJson } from '../../http-utils';
import type { Route } from '../route';
import { ticketOr404 } from '../state';
import { ticketOf } from '../tickets';
import { assertValid } from '../validation';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ticketRoutes: readonly Route[] = [
  {
    method: 'GET',
    url: '/api/tickets/:code',
    handle: ({ state, reply, params }) => {
      const ticket = ticketOr404(state, params.code as string);
      sendJson(reply, 200, ticketOf(ticket, state.ticketContext));
    },
  },
  {
    method: 'POST',
    // Checked here, not by Fastify: an unknown ticket is 404 and a bad email has its own message
    // whatever else the body holds.
    url: '/api/tickets/:code/share',
    handle: ({ state, reply, params, body: raw }) => {
      if (raw === undefined) throw new HttpError(400, 'Missing JSON body');
      ticketOr404(state, params.code as string);
      if (raw && typeof raw === 'object' && (raw as { method?: unknown }).method === 'email') {
        const email = (raw as { email?: unknown }).email;
        if (typeof email !== 'string' || !EMAIL_RE.test(email.trim())) {
          throw new HttpError(400, 'Please enter your email');
        }
      }
      const body = assertValid<ShareRequest>('share-request', raw);
      sendJson(reply, 200, { message: body.method === 'email' ? 'Email Sent' : 'Saved' });
    },
  },
];
