/**
 * Serves a built brand (dist/<id>/, and the shared dist/assets/ when the app is shared) with
 * correct types, caching and the site's security headers (its `_headers`, written by the build
 * from site-policy.ts; HSTS over https), Brotli or gzip precompressed by
 * the build (<file>.br, <file>.gz) else gzip, path traversal refused, 404 for missing files, and
 * the SPA fallback to index.html for client routes.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { acceptsEncoding, splitUrl } from './http-utils';
import {
  CACHE_CONTROL,
  HASHED_FOLDERS,
  HEADERS_FILE,
  hstsHeader,
  readHeadersFile,
  SHARED_ASSET_HEADERS,
} from './site-policy';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
};
/** Types worth compressing (the nginx configuration gzips the same). */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.map',
  '.xml',
  '.ico',
]);
/** Files smaller than this are sent as they are. */
const GZIP_MIN_BYTES = 256;

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  gzipped?: Buffer;
  etag: string;
  /** The headers of a `_headers` file, once read. */
  headers?: Record<string, string>;
}

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string>,
): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': CACHE_CONTROL.none,
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

/**
 * Creates a handler serving files from `root`, and /assets/ from `assetsDir` when given (the app
 * shared by every brand: dist/assets/). It always answers, with the headers of the site's
 * `_headers` (the build writes it; a folder without one is refused).
 */
export function createStaticHandler(
  root: string,
  { assetsDir }: { assetsDir?: string } = {},
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const base = path.resolve(root);
  const assetsBase = assetsDir ? path.resolve(assetsDir) : undefined;
  const cache = new Map<string, CachedFile>();
  const headersFile = path.join(base, HEADERS_FILE);
  if (!existsSync(headersFile)) {
    throw new Error(
      `${headersFile} is missing: the site has no security headers; build it again (npm run build)`,
    );
  }

  const load = async (file: string): Promise<CachedFile | undefined> => {
    let info;
    try {
      info = await stat(file);
    } catch {
      return undefined;
    }
    if (!info.isFile()) return undefined;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs && hit.size === info.size) return hit;
    const body = await readFile(file);
    const entry: CachedFile = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      body,
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    };
    cache.set(file, entry);
    return entry;
  };

  /** The site's headers for `req`: its `_headers` (read again when the build rewrites it). */
  const siteHeaders = async (req: IncomingMessage): Promise<Record<string, string>> => {
    const entry = await load(headersFile);
    if (!entry) throw new Error(`${headersFile} is missing: build the site again`);
    entry.headers ??= readHeadersFile(entry.body.toString('utf8'));
    return { ...entry.headers, ...hstsHeader(req) };
  };

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    entry: CachedFile,
    cacheControl: string,
    site: Readonly<Record<string, string>>,
    precompressed: { br?: CachedFile; gz?: CachedFile } = {},
    extra: Readonly<Record<string, string>> = {},
  ) => {
    const ext = path.extname(file).toLowerCase();
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      ETag: entry.etag,
      ...site,
      ...extra,
    };
    const compressible = COMPRESSIBLE.has(ext) && entry.size >= GZIP_MIN_BYTES;
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    let body = entry.body;
    if (precompressed.br && acceptsEncoding(req, 'br')) {
      body = precompressed.br.body;
      headers['Content-Encoding'] = 'br';
    } else if (compressible && acceptsEncoding(req, 'gzip')) {
      entry.gzipped ??= precompressed.gz?.body ?? gzipSync(entry.body);
      body = entry.gzipped;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return async (req, res) => {
    const site = await siteHeaders(req);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      req.resume();
      sendText(res, 405, 'Method not allowed', { ...site, Allow: 'GET, HEAD' });
      return;
    }
    const { pathname } = splitUrl(req.url);
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      sendText(res, 400, 'Bad request', site);
      return;
    }
    const segments = decoded.split(/[/\\]/);
    if (decoded.includes('\0') || segments.includes('..')) {
      sendText(res, 403, 'Forbidden', site);
      return;
    }
    // The headers file is the static host's, not a file of the site (as on Netlify).
    if (decoded === `/${HEADERS_FILE}`) {
      sendText(res, 404, 'Not found', site);
      return;
    }
    const isAsset = decoded.startsWith('/assets/');
    // The shared app: /assets/<file> is <assetsDir>/<file>.
    const [dir, rel] =
      isAsset && assetsBase ? [assetsBase, decoded.slice('/assets'.length)] : [base, decoded];
    const file = path.resolve(dir, `.${path.posix.normalize(rel.replace(/\\/g, '/'))}`);
    if (file !== dir && !file.startsWith(dir + path.sep)) {
      sendText(res, 403, 'Forbidden', site);
      return;
    }
    const hashed = HASHED_FOLDERS.some((f) => decoded.startsWith(f));
    const last = segments[segments.length - 1] ?? '';
    const isIndex = decoded === '/' || last === 'index.html' || last === '';
    const target = decoded.endsWith('/') ? path.join(file, 'index.html') : file;
    const entry = await load(target);
    if (entry) {
      const ext = path.extname(target).toLowerCase();
      const precompressible = COMPRESSIBLE.has(ext) && entry.size >= GZIP_MIN_BYTES;
      send(
        req,
        res,
        target,
        entry,
        hashed ? CACHE_CONTROL.immutable : isIndex ? CACHE_CONTROL.page : CACHE_CONTROL.other,
        site,
        precompressible ? { br: await load(`${target}.br`), gz: await load(`${target}.gz`) } : {},
        isAsset ? SHARED_ASSET_HEADERS : {},
      );
      return;
    }
    if (hashed || (last.includes('.') && !isIndex)) {
      sendText(res, 404, 'Not found', site);
      return;
    }
    // A client route (e.g. /quickbetx/12): the single-page app's index.html.
    const indexFile = path.join(base, 'index.html');
    const index = await load(indexFile);
    if (!index) {
      sendText(res, 404, 'Not found', site);
      return;
    }
    send(req, res, indexFile, index, CACHE_CONTROL.page, site);
  };
}
