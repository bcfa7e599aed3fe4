/**
 * The demo bank: GET /demo-bank/widget.js (the payment widget), GET /demo-bank/pay?token= (the
 * page in its iframe) and POST /demo-bank/approve (the page's Pay). See ../bank.ts.
 */
import { HttpError, sendJson } from '../../http-utils';
import { BANK_STATUS_FINISHED } from '../../../../src/types/api.gen';
import { WIDGET_JS, bankAmount, payPageHtml } from '../bank';
import type { Route } from '../route';

export const bankRoutes: readonly Route[] = [
  {
    method: 'GET',
    url: '/demo-bank/widget.js',
    handle: ({ reply }) => {
      void reply
        .headers({
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-cache',
          'X-Content-Type-Options': 'nosniff',
        })
        .send(WIDGET_JS);
    },
  },
  {
    method: 'GET',
    url: '/demo-bank/pay',
    handle: ({ state, reply, query }) => {
      const { brand, banks } = state;
      const token = query.get('token') ?? '';
      const locale = query.get('locale') ?? undefined;
      const code = state.bankSessions.get(token);
      const t = code ? state.tickets.get(code) : undefined;
      const html = payPageHtml(
        t
          ? {
              token,
              banks,
              ticketCode: t.code,
              amount: bankAmount(t.price, brand.region.currency, locale),
              operatorName: brand.name ?? brand.id,
              locale,
            }
          : { token, banks, locale },
      );
      void reply
        .code(t ? 200 : 404)
        .headers({
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          'X-Frame-Options': 'SAMEORIGIN',
          'Content-Security-Policy': "frame-ancestors 'self'",
        })
        .send(html);
    },
  },
  {
    method: 'POST',
    url: '/demo-bank/approve',
    handle: async ({ state, reply, body: raw }) => {
      const { banks } = state;
      const body = raw as { token?: unknown; bank?: unknown } | null | undefined;
      if (body === undefined) throw new HttpError(400, 'Missing JSON body');
      const token = body && typeof body === 'object' ? body.token : undefined;
      if (typeof token !== 'string' || token === '') throw new HttpError(400, 'Missing token');
      const code = state.bankSessions.get(token);
      const t = code ? state.tickets.get(code) : undefined;
      if (!t) throw new HttpError(404, 'Payment session not found');
      if (t.bankApprovedAt === undefined) {
        const bank =
          typeof body?.bank === 'string' && banks.includes(body.bank) ? body.bank : banks[0];
        t.bankApprovedAt = state.now();
        t.bank = {
          bank: bank ?? 'Demo Bank',
          account: `**** **** ${String(state.rng.int(1000, 9999))}`,
          transaction: `TRX${state.rng.chars(10)}`,
          reference: t.code,
        };
        state.tickets.save(t.code);
      }
      await state.saved();
      sendJson(reply, 200, { status: BANK_STATUS_FINISHED, code: t.code });
    },
  },
];
