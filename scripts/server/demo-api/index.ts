/**
 * The embedded demo API: every call of docs/behaviour.md#api-calls on seeded data, plus the images
 * under /media/ and the demo bank widget under /demo-bank/. `createDemoApi(options)` returns a
 * request handler that answers `true` when it handled the request. The routes live in routes/,
 * one module per subject, over one shared state (state.ts); this module only assembles them and
 * dispatches. The demo values (OTP code, players, special tickets) are listed in
 * scripts/server/README.md; the seed data is in data/.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, sendError, splitUrl } from '../http-utils';
import type { Route } from './route';
import { localise } from './messages';
import { bankRoutes } from './routes/bank';
import { cardRoutes } from './routes/cards';
import { financeRoutes } from './routes/finance';
import { identifyRoutes } from './routes/identify';
import { initRoutes } from './routes/init';
import { mediaRoutes } from './routes/media';
import { otpRoutes } from './routes/otp';
import { placingRoutes } from './routes/placing';
import { smartbetRoutes } from './routes/smartbets';
import { telemetryRoutes } from './routes/telemetry';
import { ticketRoutes } from './routes/tickets';
import { type DemoApiOptions, type DemoState, createDemoState } from './state';
import { apiAjv } from './validation';

export type { BrandLike, DemoApiOptions } from './state';
export { DEMO_PLAYERS } from './state';
export { DEMO_OTP } from './routes/otp';
export { NO_SMART_MATCH } from './routes/smartbets';
export { ODDS_CHANGED } from './odds-moved';
export { FAMILIES as DEMO_FAMILIES } from './families';

/** Handles /api/*, /media/*, /demo-bank/*; resolves true when it answered the request. */
export type DemoApiHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** Every route, in the order they are tried. */
const ROUTES: readonly Route[] = [
  ...initRoutes,
  ...identifyRoutes,
  ...financeRoutes,
  ...cardRoutes,
  ...placingRoutes,
  ...otpRoutes,
  ...ticketRoutes,
  ...smartbetRoutes,
  ...telemetryRoutes,
  ...mediaRoutes,
  ...bankRoutes,
];

export function createDemoApi(options: DemoApiOptions): DemoApiHandler {
  apiAjv(); // compile the API contract now, so a broken schema fails at start-up
  const state = createDemoState(options);
  return async (req, res) => {
    const { pathname, query } = splitUrl(req.url);
    if (!isDemoApiPath(pathname)) return false;
    try {
      await dispatch(state, req, res, pathname, query);
    } catch (err) {
      if (err instanceof HttpError) {
        sendError(
          res,
          err.status,
          localise(err.text, req.headers['accept-language']),
          err.code,
          err.headers,
        );
      } else {
        console.error('demo-api:', err);
        sendError(res, 500, 'Internal server error');
      }
    }
    return true;
  };
}

/** Runs the first route whose pattern and method match; 405 (with Allow) or 404 otherwise. */
async function dispatch(
  state: DemoState,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  query: URLSearchParams,
): Promise<void> {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const allowed = new Set<string>();
  for (const route of ROUTES) {
    const m = route.pattern.exec(path);
    if (!m) continue;
    if (route.method !== method) {
      allowed.add(route.method);
      continue;
    }
    await route.handle({ state, req, res, params: m.slice(1), query, pathname: path });
    return;
  }
  req.resume();
  if (allowed.size > 0) {
    const allow = [...allowed, ...(allowed.has('GET') ? ['HEAD'] : [])].join(', ');
    throw new HttpError(405, `Method ${req.method ?? ''} not allowed on ${path}`, 405, {
      Allow: allow,
    });
  }
  throw new HttpError(404, `Not found: ${path}`);
}

/** Paths the demo API answers: /api, /api/*, /media/*, /demo-bank/*. */
export function isDemoApiPath(pathname: string): boolean {
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname.startsWith('/media/') ||
    pathname.startsWith('/demo-bank/')
  );
}
