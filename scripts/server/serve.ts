/**
 * The app server: built brand sites plus, on /api/*, /media/* and /demo-bank/*, the embedded demo
 * API playing the operator of the brand served, or, when `upstream` is set, a streaming proxy of
 * /api/* and /media/* to the operator's real API (/demo-bank/* stays with the demo). One brand
 * (`brand` + `staticDir`), or many (`sites`) chosen by the request's Host header. It stands on
 * Fastify (fastify-app.ts): the demo API's routes are Fastify routes; the static site and the
 * proxy take the request unread, so a page's path never reads a body and the proxy streams it.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createDemoApiState,
  type BrandLike,
  type DemoApiOptions,
  isDemoApiPath,
  notFound,
  registerDemoApi,
} from './demo-api/index';
import type { DemoState } from './demo-api/state';
import { createFastifyApp, leaveBodyUnread } from './fastify-app';
import { HttpError, MAX_BODY_BYTES, sendError, sendJson, splitUrl, tooLarge } from './http-utils';
import { createProxyHandler } from './proxy';
import { type DataDir, openDataDir } from './demo-api/store';
import {
  brandHosts,
  CACHE_CONTROL,
  hstsHeader,
  isApiPath,
  normaliseHost,
  requestHost,
  UNKNOWN_HOST_API,
  UNKNOWN_HOST_HEADERS,
  unknownHostPage,
} from './site-policy';
import { createStaticHandler, type PageSender } from './static-files';
import {
  type AnswersBrand,
  type AskServer,
  type RenderScreen,
  sendPageWithAnswers,
  wantsAnswers,
} from './page-answers';

/** One brand's site: its built folder and its brand file (the demo API plays its operator). */
export interface SiteOptions {
  /** Folder of a built brand, e.g. dist/demo/. */
  staticDir: string;
  /**
   * The brand served (its file, brands/<id>.json); `hosts` pick it by Host header. Its `api` and
   * `lobby` name the answers its pages come with (without them, none).
   */
  brand: BrandLike & { hosts?: readonly string[] } & Partial<Pick<AnswersBrand, 'api' | 'lobby'>>;
}

export interface AppServerOptions {
  /** One brand, served whatever the host (with `brand`). */
  staticDir?: string;
  brand?: SiteOptions['brand'];
  /** Many brands, each served at its hosts and at <id>.localhost. */
  sites?: SiteOptions[];
  /**
   * With `sites`: what a host no brand claims gets: the id of the brand to serve, or '404' for
   * a page saying no brand is served there (default: the first site).
   */
  unknownHost?: string;
  /** The compiled app shared by the sites (dist/assets/), served at /assets/. */
  assetsDir?: string;
  /** Base URL of a real operator API (env API_UPSTREAM); when set /api and /media are proxied. */
  upstream?: string;
  /** When given (0 = random), the server starts listening on it at once. */
  port?: number;
  /** Interface to listen on (default: all). */
  host?: string;
  /** Demo API options other than the operator (clock, payment delay, seed), mainly for tests. */
  demo?: Omit<DemoApiOptions, 'operator' | 'store'>;
  /**
   * The folder where the demo API keeps what it was told (placed tickets, OTP and bank states,
   * idempotent answers, balances), one log per brand, so a restart forgets nothing; `reset`
   * empties it first. Without it the demo API keeps everything in memory (tests start clean).
   */
  data?: { dir: string; reset?: boolean };
  /**
   * Whether a browser opening a page gets the first screen's API answers with it (page-answers.ts;
   * default true), and how long the page waits for them after its shell (`waitMs`, default
   * PAGE_ANSWERS_WAIT_MS), and `render`: the first screen rendered with them (the build's
   * prerender, loadPrerender's renderScreen; without it, data blocks only). false: the page is
   * sent as a static host sends it.
   */
  pageAnswers?: boolean | { waitMs?: number; render?: RenderScreen };
  /**
   * Time a client has to send its whole request, headers (10 s of it at most) and body (default
   * 20 s); 408 after it.
   */
  requestTimeoutMs?: number;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

interface Site {
  serveStatic: Handler;
  /** The brand's demo API, made at its first request (hundreds of brands start at once). */
  demo: () => DemoState;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The site the Host header picked (set for every request that gets this far). */
    site?: Site;
  }
}

/** The Fastify instance behind each server, closed with it. */
const apps = new WeakMap<Server, FastifyInstance>();

/** The sites of the options, and the one a request's Host header picks (undefined: 404). */
export function siteTable(options: AppServerOptions): {
  sites: SiteOptions[];
  pick: (hostHeader: string | undefined) => SiteOptions | undefined;
} {
  const sites =
    options.sites ??
    (options.brand && options.staticDir
      ? [{ brand: options.brand, staticDir: options.staticDir }]
      : []);
  if (!sites.length) throw new Error('the app server needs a brand and its folder, or sites');
  const byHost = new Map<string, SiteOptions>();
  for (const site of sites) {
    for (const host of brandHosts(site.brand)) {
      const other = byHost.get(host);
      if (other) {
        throw new Error(`host ${host} is claimed by ${other.brand.id} and ${site.brand.id}`);
      }
      byHost.set(host, site);
    }
  }
  const unknown = options.unknownHost ?? sites[0]!.brand.id;
  const fallback = unknown === '404' ? undefined : sites.find((s) => s.brand.id === unknown);
  if (unknown !== '404' && !fallback) {
    throw new Error(
      `unknown hosts are set to get brand "${unknown}", which is not served (use a brand id or 404)`,
    );
  }
  // One brand alone answers whatever the host, as a single-brand server always has.
  const single = !options.sites;
  return {
    sites,
    pick: (header) => (single ? sites[0] : (byHost.get(normaliseHost(header ?? '')) ?? fallback)),
  };
}

function sendUnknownHost(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isApiPath(splitUrl(request.url).pathname)) return sendJson(reply, 404, UNKNOWN_HOST_API);
  const page = unknownHostPage();
  return reply
    .code(404)
    .headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(page)),
      'Cache-Control': CACHE_CONTROL.none,
      ...UNKNOWN_HOST_HEADERS,
      ...hstsHeader(request.raw),
    })
    .send(page);
}

/** Each site of the options with its static handler and its demo API (made when first asked). */
function siteMap(
  options: AppServerOptions,
  sites: SiteOptions[],
  data: DataDir | undefined,
  ask: AskServer,
): Map<SiteOptions, Site> {
  const answers = options.pageAnswers ?? true;
  const { waitMs, render } = typeof answers === 'object' ? answers : {};
  return new Map(
    sites.map((s) => {
      let demo: DemoState | undefined;
      const sendPage: PageSender | undefined = answers
        ? (request, reply, page, headers) => {
            if (!wantsAnswers(request.raw, s.brand)) return undefined;
            reply.hijack();
            return sendPageWithAnswers(request.raw, reply.raw, page, {
              brand: s.brand,
              headers,
              ask,
              waitMs,
              render,
            });
          }
        : undefined;
      const site: Site = {
        serveStatic: createStaticHandler(s.staticDir, { assetsDir: options.assetsDir, sendPage }),
        demo: () =>
          (demo ??= createDemoApiState({
            ...options.demo,
            operator: s.brand,
            store: data?.storeFor(s.brand.id),
          })),
      };
      return [s, site];
    }),
  );
}

/**
 * The routes that take the request unread (its own context, whose parser leaves the body to
 * them): the proxy's, and the static site's for every other path (a demo API path no route
 * takes is a JSON 404 there).
 */
function registerUnreadRoutes(app: FastifyInstance, upstream: string | undefined): void {
  void app.register((unread, _options, done) => {
    leaveBodyUnread(unread);
    if (upstream) {
      const proxy = createProxyHandler(upstream);
      for (const url of ['/api', '/api/*', '/media/*']) unread.all(url, proxy);
    }
    unread.all('/*', (request, reply) => {
      if (isDemoApiPath(splitUrl(request.url).pathname)) notFound(request);
      return request.site!.serveStatic(request, reply);
    });
    done();
  });
}

/** Creates the server; it listens only when `port` is given. */
export function createAppServer(options: AppServerOptions): Server {
  const table = siteTable(options);
  const data = options.data && openDataDir(options.data.dir, { reset: options.data.reset });
  // A page's answers are asked of this server itself, as the app's calls would be (the demo API,
  // or the proxy to the operator's).
  let app: FastifyInstance | undefined = undefined;
  const ask: AskServer = async (url, { headers, remoteAddress, signal }) => {
    if (!app) throw new Error('the server is not ready');
    const answer = await app.inject({ method: 'GET', url, headers, remoteAddress, signal });
    return { status: answer.statusCode, headers: answer.headers, body: answer.payload };
  };
  const sites = siteMap(options, table.sites, data, ask);
  // The API contract compiles now, so a broken schema fails at start, not at the first call.
  sites.get(table.sites[0]!)!.demo();

  const pick = (request: FastifyRequest) => {
    const picked = table.pick(requestHost(request.headers));
    return picked && sites.get(picked);
  };
  app = createFastifyApp({
    requestTimeoutMs: options.requestTimeoutMs,
    // A path that cannot be decoded: the API's 400, or the site's (with its headers).
    onBadUrl: (request, reply) => {
      const site = pick(request);
      if (!site) return sendUnknownHost(request, reply);
      if (isDemoApiPath(splitUrl(request.url).pathname)) throw new HttpError(400, 'Malformed URL');
      return site.serveStatic(request, reply);
    },
  });
  app.decorateRequest('site', undefined);
  app.addHook('onRequest', async (request, reply) => {
    // Before anything reads the request: no body declared over the limit.
    if (Number(request.headers['content-length']) > MAX_BODY_BYTES) {
      const error = tooLarge();
      return sendError(reply, error.status, error.message, error.code, error.headers);
    }
    request.site = pick(request);
    if (!request.site) return sendUnknownHost(request, reply);
  });
  registerDemoApi(app, (request) => request.site!.demo(), { operator: !options.upstream });
  registerUnreadRoutes(app, options.upstream);
  app.setNotFoundHandler(notFound);
  if (data) app.addHook('onClose', () => data.close());

  const server = app.server;
  apps.set(server, app);
  if (data) server.once('error', () => void data.close());
  const ready = app.ready();
  if (options.port !== undefined) {
    ready.then(
      () => server.listen(options.port, options.host),
      (error: unknown) => server.emit('error', error),
    );
  }
  return server;
}

export interface RunningServer {
  server: Server;
  /** e.g. http://127.0.0.1:4173 */
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** Creates the server and resolves once it listens (port 0 = random). */
export async function startAppServer(
  options: AppServerOptions & { port: number },
): Promise<RunningServer> {
  const server = createAppServer(options);
  await new Promise<void>((resolve, reject) => {
    if (server.listening) return resolve();
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const host =
    options.host && options.host !== '0.0.0.0' && options.host !== '::'
      ? options.host
      : '127.0.0.1';
  return {
    server,
    port,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () => closeServer(server),
  };
}

/**
 * Stops accepting connections, ends idle ones, and resolves when the server is closed and its demo
 * data written.
 */
export async function closeServer(server: Server): Promise<void> {
  await new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 2000).unref();
  });
  await apps.get(server)?.close();
}
