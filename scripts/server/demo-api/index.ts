/**
 * The embedded demo API: every call of docs/behaviour.md#api-calls on seeded data, plus the images
 * under /media/ and the demo bank widget under /demo-bank/, as Fastify routes. `registerDemoApi`
 * adds them to a Fastify instance (the app server's); `createDemoApi(options)` returns a plain
 * Node request handler over a Fastify instance of its own (npm run dev mounts it into Vite) that
 * answers `true` when it handled the request. The routes live in routes/, one module per subject,
 * over one shared state (state.ts); this module only assembles them. The demo values (OTP code,
 * players, special tickets) are listed in scripts/server/README.md; the seed data is in data/.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { createFastifyApp, leaveBodyUnread } from '../fastify-app';
import { HttpError, splitUrl } from '../http-utils';
import type { Route } from './route';
import { bankRoutes } from './routes/bank';
import { bookingRoutes } from './routes/bookings';
import { cardRoutes } from './routes/cards';
import { financeRoutes } from './routes/finance';
import { historyRoutes } from './routes/history';
import { identifyRoutes } from './routes/identify';
import { initRoutes } from './routes/init';
import { mediaRoutes } from './routes/media';
import { otpRoutes } from './routes/otp';
import { paymentRoutes } from './routes/payment';
import { placingRoutes } from './routes/placing';
import { signInRoutes } from './routes/sign-in';
import { smartbetRoutes } from './routes/smartbets';
import { telemetryRoutes } from './routes/telemetry';
import { ticketRoutes } from './routes/tickets';
import { type DemoApiOptions, type DemoState, createDemoState } from './state';
import { apiAjv, schemaId } from './validation';

export type { BrandLike, DemoApiOptions } from './state';
export { DEMO_PLAYERS } from './state';
export { DEMO_OTP } from './routes/otp';
export { NO_SMART_MATCH } from './routes/smartbets';
export { ODDS_CHANGED } from './odds-moved';
export { FAMILIES as DEMO_FAMILIES } from './families';

/** Handles /api/*, /media/*, /demo-bank/*; resolves true when it answered the request. */
export type DemoApiHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** Every route. */
const ROUTES: readonly Route[] = [
  ...initRoutes,
  ...identifyRoutes,
  ...financeRoutes,
  ...cardRoutes,
  ...placingRoutes,
  ...otpRoutes,
  ...ticketRoutes,
  ...paymentRoutes,
  ...historyRoutes,
  ...bookingRoutes,
  ...smartbetRoutes,
  ...telemetryRoutes,
  ...mediaRoutes,
  ...bankRoutes,
  ...signInRoutes,
];

/** The routes of /api and /media (those a proxy to the operator's API takes over). */
const isOperatorRoute = (route: Route) =>
  route.url.startsWith('/api') || route.url.startsWith('/media');

/** The methods a path answers 405 to, with the ones it takes in Allow. */
const METHODS: readonly HTTPMethods[] = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
];

/** The path of a request without its query and a trailing slash. */
function pathOf(request: FastifyRequest): string {
  const { pathname } = splitUrl(request.url);
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** A missing body where the route wants one: 400, as an empty body is. */
const bodyRequired = (request: FastifyRequest): Promise<void> =>
  request.body === undefined
    ? Promise.reject(new HttpError(400, 'Missing JSON body'))
    : Promise.resolve();

function addRoute(
  app: FastifyInstance,
  route: Route,
  stateOf: (request: FastifyRequest) => DemoState,
): void {
  app.route({
    method: route.method,
    url: route.url,
    ...(route.body && {
      schema: { body: { $ref: schemaId(route.body) } },
      preValidation: bodyRequired,
    }),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      await route.handle({
        state: stateOf(request),
        req: request.raw,
        reply,
        params: request.params as Record<string, string>,
        query: splitUrl(request.url).query,
        pathname: pathOf(request),
        body: request.body,
      });
      return reply;
    },
  });
}

/**
 * Adds the demo API's routes to `app`, each over the state `stateOf` gives for a request (one per
 * brand served); other methods on their paths are answered 405 with Allow. With `operator:
 * false`, only /demo-bank/* (a proxy serves the rest).
 */
export function registerDemoApi(
  app: FastifyInstance,
  stateOf: (request: FastifyRequest) => DemoState,
  { operator = true }: { operator?: boolean } = {},
): void {
  const allowed = new Map<string, Set<HTTPMethods>>();
  for (const route of ROUTES.filter((r) => operator || !isOperatorRoute(r))) {
    addRoute(app, route, stateOf);
    const methods = allowed.get(route.url) ?? new Set();
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
    allowed.set(route.url, methods);
  }
  // Other methods on these paths: 405, reading no body.
  void app.register((unread, _options, done) => {
    leaveBodyUnread(unread);
    for (const [url, methods] of allowed) {
      const allow = [...methods].join(', ');
      unread.route({
        method: METHODS.filter((m) => !methods.has(m)),
        url,
        handler: (request) => {
          const message = `Method ${request.method} not allowed on ${pathOf(request)}`;
          throw new HttpError(405, message, 405, { Allow: allow });
        },
      });
    }
    done();
  });
}

/** The demo API's state for one operator (compiling the API contract first). */
export function createDemoApiState(options: DemoApiOptions): DemoState {
  apiAjv(); // compile the API contract now, so a broken schema fails at start-up
  return createDemoState(options);
}

/** 404 `{code, message}` for a path of the demo API that no route takes. */
export function notFound(request: FastifyRequest): never {
  throw new HttpError(404, `Not found: ${pathOf(request)}`);
}

/** The demo API alone, as a Node request handler (for Vite's dev server and tests). */
export function createDemoApi(options: DemoApiOptions): DemoApiHandler {
  const state = createDemoApiState(options);
  const app = createFastifyApp();
  registerDemoApi(app, () => state);
  app.setNotFoundHandler(notFound);
  const ready = app.ready();
  return async (req, res) => {
    if (!isDemoApiPath(splitUrl(req.url).pathname)) return false;
    await ready;
    app.routing(req, res);
    return true;
  };
}

/** Paths the demo API answers: /api, /api/*, /media/*, /demo-bank/*, /demo-sign-in. */
export function isDemoApiPath(pathname: string): boolean {
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname.startsWith('/media/') ||
    pathname.startsWith('/demo-bank/') ||
    pathname === '/demo-sign-in'
  );
}
