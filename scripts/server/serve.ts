/**
 * The app server: built brand sites plus, on /api/*, /media/* and /demo-bank/*, the embedded demo
 * API playing the operator of the brand served, or, when `upstream` is set, a streaming proxy of
 * /api/* and /media/* to the operator's real API (/demo-bank/* stays with the demo). One brand
 * (`brand` + `staticDir`), or many (`sites`) chosen by the request's Host header.
 */
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoApi, type BrandLike, type DemoApiOptions } from './demo-api/index';
import {
  BODY_TIMEOUT_MS,
  limitBodyTime,
  refuseDeclaredBody,
  sendError,
  sendJson,
  splitUrl,
} from './http-utils';
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
import { createStaticHandler } from './static-files';

/** One brand's site: its built folder and its brand file (the demo API plays its operator). */
export interface SiteOptions {
  /** Folder of a built brand, e.g. dist/demo/. */
  staticDir: string;
  /** The brand served (its file, brands/<id>.json); `hosts` pick it by Host header. */
  brand: BrandLike & { hosts?: readonly string[] };
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
  /** Time a client has to send a request body once its headers are in (default 10 s). */
  bodyTimeoutMs?: number;
}

/** Time a client has to send its request headers, in ms. */
const HEADERS_TIMEOUT_MS = 10_000;

/** The data folder each server holds, released when it closes. */
const dataDirs = new WeakMap<Server, DataDir>();

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

interface Site {
  serveStatic: Handler;
  /** The brand's demo API, made at its first request (hundreds of brands start at once). */
  demo: () => ReturnType<typeof createDemoApi>;
}

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

function sendUnknownHost(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  req.resume();
  if (isApiPath(pathname)) {
    sendJson(res, 404, UNKNOWN_HOST_API);
    return;
  }
  const page = unknownHostPage();
  res.writeHead(404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(page)),
    'Cache-Control': CACHE_CONTROL.none,
    ...UNKNOWN_HOST_HEADERS,
    ...hstsHeader(req),
  });
  res.end(req.method === 'HEAD' ? undefined : page);
}

/** Creates the server; it listens only when `port` is given. */
export function createAppServer(options: AppServerOptions): Server {
  const table = siteTable(options);
  const data = options.data && openDataDir(options.data.dir, { reset: options.data.reset });
  const sites = new Map<SiteOptions, Site>(
    table.sites.map((s) => {
      let demo: ReturnType<typeof createDemoApi> | undefined;
      return [
        s,
        {
          serveStatic: createStaticHandler(s.staticDir, { assetsDir: options.assetsDir }),
          demo: () =>
            (demo ??= createDemoApi({
              ...options.demo,
              operator: s.brand,
              store: data?.storeFor(s.brand.id),
            })),
        },
      ];
    }),
  );
  // The API contract compiles now, so a broken schema fails at start, not at the first call.
  sites.get(table.sites[0]!)!.demo();
  const proxy = options.upstream ? createProxyHandler(options.upstream) : undefined;

  const bodyTimeoutMs = options.bodyTimeoutMs ?? BODY_TIMEOUT_MS;
  const server = http.createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      // Node's own limit on a whole request, a backstop behind the body time-out below, checked
      // every second (its default interval, 30 s, would let a slow client stay that much longer).
      requestTimeout: HEADERS_TIMEOUT_MS + bodyTimeoutMs + 5_000,
      connectionsCheckingInterval: 1_000,
    },
    (req, res) => {
      // Before anything reads the request: no body over the limit, and no body sent slowly.
      if (refuseDeclaredBody(req, res)) return;
      limitBodyTime(req, res, bodyTimeoutMs);
      handle(req, res);
    },
  );
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const run = async () => {
      const { pathname } = splitUrl(req.url);
      const picked = table.pick(requestHost(req.headers));
      if (!picked) {
        sendUnknownHost(req, res, pathname);
        return;
      }
      const site = sites.get(picked)!;
      if (proxy && isApiPath(pathname)) {
        await proxy(req, res);
        return;
      }
      if (await site.demo()(req, res)) return;
      await site.serveStatic(req, res);
    };
    run().catch((err: unknown) => {
      console.error('server:', err);
      if (!res.headersSent) sendError(res, 500, 'Internal server error');
      else res.destroy();
    });
  };
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    const status =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    else socket.destroy();
  });
  if (data) {
    dataDirs.set(server, data);
    server.once('error', () => void data.close());
  }
  if (options.port !== undefined) server.listen(options.port, options.host);
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
  await dataDirs.get(server)?.close();
}
