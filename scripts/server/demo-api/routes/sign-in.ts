/**
 * The demo operator's sign-in: GET /demo-sign-in?return= (see ../sign-in.ts), the address the
 * shipped brands whose market needs an account name as their compliance.signIn.
 */
import { returnWithToken, signInLanguage, signInPageHtml } from '../sign-in';
import type { Route } from '../route';
import { DEMO_PLAYERS } from '../state';
import { requestHost } from '../../site-policy';

export const signInRoutes: readonly Route[] = [
  {
    method: 'GET',
    url: '/demo-sign-in',
    handle: ({ state, req, reply, query }) => {
      const returnTo = query.get('return');
      const host = requestHost(req.headers) ?? '';
      const players = Object.keys(DEMO_PLAYERS).flatMap((code) => {
        const href = returnWithToken(returnTo, host, code);
        return href ? [{ code, href }] : [];
      });
      const html = signInPageHtml({
        operatorName: state.brand.name ?? state.brand.id,
        players,
        language: signInLanguage(returnTo, req.headers['accept-language']),
      });
      void reply
        .code(players.length ? 200 : 400)
        .headers({
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          'X-Frame-Options': 'DENY',
          'Content-Security-Policy':
            "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        })
        .send(html);
    },
  },
];
