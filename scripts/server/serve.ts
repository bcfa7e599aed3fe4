/**
 * The app server: a built brand's static files plus, on /api/*, /media/* and /demo-bank/*, the
 * embedded demo API, or, when `upstream` is set, a streaming proxy of /api/* and /media/* to the
 * operator's real API (/demo-bank/* stays with the demo).
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoApi, type BrandLike, type DemoApiOptions } from './demo-api/index';
import { sendError, splitUrl } from './http-utils';
import { createProxyHandler } from './proxy';
import { createStaticHandler } from './static-files';

export interface AppServerOptions {
  /** Folder of a built brand, e.g. dist/demo/. */
  staticDir: string;
  /** The brand served (its file, brands/<id>.json). */
  brand: BrandLike;
  /** Base URL of a real operator API (env API_UPSTREAM); when set /api and /media are proxied. */
  upstream?: string;
  /** When given (0 = random), the server starts listening on it at once. */
  port?: number;
  /** Interface to listen on (default: all). */
  host?: string;
  /** Demo API options other than the operator (clock, payment delay, seed), mainly for tests. */
  demo?: Omit<DemoApiOptions, 'operator'>;
}

const isProxied = (pathname: string): boolean =>
  pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/media/');

/** Creates the server; it listens only when `port` is given. */
export function createAppServer(options: AppServerOptions): Server {
  const demo = createDemoApi({ ...options.demo, operator: options.brand });
  const proxy = options.upstream ? createProxyHandler(options.upstream) : undefined;
  const serveStatic = createStaticHandler(options.staticDir);

  const server = http.createServer((req, res) => {
    const handle = async () => {
      const { pathname } = splitUrl(req.url);
      if (proxy && isProxied(pathname)) {
        await proxy(req, res);
        return;
      }
      if (await demo(req, res)) return;
      await serveStatic(req, res);
    };
    handle().catch((err: unknown) => {
      console.error('server:', err);
      if (!res.headersSent) sendError(res, 500, 'Internal server error');
      else res.destroy();
    });
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  server.requestTimeout = 60_000;
  server.headersTimeout = 30_000;
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

/** Stops accepting connections, ends idle ones, and resolves when the server is closed. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 2000).unref();
  });
}
