/**
 * Serves a built brand (dist/<id>/, and the shared dist/assets/ when the app is shared) from
 * memory, with correct types, caching and the site's security headers (its `_headers`, written by
 * the build from site-policy.ts; HSTS over https) computed once per file, Brotli or gzip precompressed by the build (<file>.br, <file>.gz; else compressed once
 * here), path traversal refused, 404 for missing files, and the SPA fallback to index.html for
 * client routes.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { compressText } from '../build/precompress';
import { acceptsEncoding, splitUrl } from './http-utils';
import {
  CACHE_CONTROL,
  HASHED_FOLDERS,
  HEADERS_FILE,
  hstsHeader,
  readHeadersFile,
  SERVICE_WORKER_PATH,
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
/**
 * Whether the last segment of a path names a file: it ends in a type a site has (CONTENT_TYPES).
 * A missing file is then a 404; any other path is a client route, e.g. /track/T.WON.1, whose
 * ticket code has dots.
 */
export const FILE_NAME = new RegExp(
  `\\.(${Object.keys(CONTENT_TYPES)
    .map((ext) => ext.slice(1))
    .join('|')})$`,
  'i',
);

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
/** How long a file read from disk is served without looking at the disk again, in ms. */
const FRESH_MS = 1000;
/** Paths remembered as missing at most (a client can ask for any number of them). */
const MISSING_CAP = 10_000;

/** One way of sending a file: its bytes and every header, computed once. */
interface Variant {
  body: Buffer;
  headers: OutgoingHttpHeaders;
}

/** A file as served under one caching rule: each encoding, and the 304. */
interface Answer {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  notModified: OutgoingHttpHeaders;
}

/** A file held in memory with its compressed copies (the build's, else made once here). */
interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  br?: Buffer;
  gz?: Buffer;
  etag: string;
  /** When the disk was last looked at (Date.now()). */
  checkedAt: number;
  /** The answers by caching rule (Cache-Control, extra and the site's headers). */
  answers: Map<string, Answer>;
  /** The headers of a `_headers` file, once read. */
  headers?: Record<string, string>;
}

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Readonly<Record<string, string>>,
): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': CACHE_CONTROL.none,
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

/** The file's compressed copies: the build's `.br`/`.gz` beside it, else made now (once). */
async function compressedCopies(file: string, body: Buffer): Promise<{ br?: Buffer; gz?: Buffer }> {
  const ext = path.extname(file).toLowerCase();
  if (!COMPRESSIBLE.has(ext) || body.length < GZIP_MIN_BYTES) return {};
  const [br, gz] = await Promise.all([
    readFile(`${file}.br`).catch(() => undefined),
    readFile(`${file}.gz`).catch(() => undefined),
  ]);
  if (br && gz) return { br, gz };
  const made = await compressText(body);
  return { br: br ?? made?.br, gz: gz ?? made?.gz };
}

/** Every header of each encoding of a file under a caching rule. */
function answerOf(
  file: string,
  entry: CachedFile,
  cacheControl: string,
  extra: Readonly<Record<string, string>>,
): Answer {
  const ext = path.extname(file).toLowerCase();
  const common: OutgoingHttpHeaders = {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ETag: entry.etag,
    ...extra,
  };
  if (entry.br || entry.gz) common.Vary = 'Accept-Encoding';
  const variant = (body: Buffer, encoding?: string): Variant => ({
    body,
    headers: {
      ...common,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': String(body.length),
    },
  });
  return {
    identity: variant(entry.body),
    br: entry.br && variant(entry.br, 'br'),
    gzip: entry.gz && variant(entry.gz, 'gzip'),
    notModified: common,
  };
}

/** Which encodings an Accept-Encoding header allows (browsers send a handful of values). */
const encodingsSeen = new Map<string, { br: boolean; gzip: boolean }>();
function acceptedEncodings(req: IncomingMessage): { br: boolean; gzip: boolean } {
  const header = req.headers['accept-encoding'] ?? '';
  let seen = encodingsSeen.get(header);
  if (!seen) {
    seen = { br: acceptsEncoding(req, 'br'), gzip: acceptsEncoding(req, 'gzip') };
    if (encodingsSeen.size < 100) encodingsSeen.set(header, seen);
  }
  return seen;
}

/**
 * Creates a handler serving files from `root`, and /assets/ from `assetsDir` when given (the app
 * shared by every brand: dist/assets/). It always answers. Files are served from memory with
 * their headers computed once, and with their Brotli and gzip copies (the build's, else made at
 * the first request); the disk is looked at again at most once a second per path, so a new build
 * shows within a second. Every answer has the headers of the site's `_headers` (the build writes
 * it; a folder without one is refused).
 */
export function createStaticHandler(
  root: string,
  { assetsDir }: { assetsDir?: string } = {},
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const base = path.resolve(root);
  const assetsBase = assetsDir ? path.resolve(assetsDir) : undefined;
  const cache = new Map<string, CachedFile>();
  /** Paths found missing, and when. */
  const missing = new Map<string, number>();
  /** Loads under way, so concurrent first requests read a file once. */
  const loading = new Map<string, Promise<CachedFile | undefined>>();
  const headersFile = path.join(base, HEADERS_FILE);
  if (!existsSync(headersFile)) {
    throw new Error(
      `${headersFile} is missing: the site has no security headers; build it again (npm run build)`,
    );
  }

  const reload = async (file: string): Promise<CachedFile | undefined> => {
    let info;
    try {
      info = await stat(file);
    } catch {
      info = undefined;
    }
    const now = Date.now();
    if (!info?.isFile()) {
      cache.delete(file);
      if (missing.size >= MISSING_CAP) missing.clear();
      missing.set(file, now);
      return undefined;
    }
    missing.delete(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs && hit.size === info.size) {
      hit.checkedAt = now;
      return hit;
    }
    const body = await readFile(file);
    const entry: CachedFile = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      body,
      ...(await compressedCopies(file, body)),
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      checkedAt: now,
      answers: new Map(),
    };
    cache.set(file, entry);
    return entry;
  };

  /** The file from memory while fresh; else from the disk (one read for concurrent callers). */
  const load = (file: string): CachedFile | undefined | Promise<CachedFile | undefined> => {
    const now = Date.now();
    const hit = cache.get(file);
    if (hit && now - hit.checkedAt < FRESH_MS) return hit;
    const gone = missing.get(file);
    if (gone !== undefined && now - gone < FRESH_MS) return undefined;
    let pending = loading.get(file);
    if (!pending) {
      pending = reload(file).finally(() => loading.delete(file));
      loading.set(file, pending);
    }
    return pending;
  };

  /** The site's headers for `req` (its `_headers`, read again when the build rewrites it). */
  const siteHeaders = async (
    req: IncomingMessage,
  ): Promise<{ headers: Record<string, string>; key: string }> => {
    const entry = await load(headersFile);
    if (!entry) throw new Error(`${headersFile} is missing: build the site again`);
    entry.headers ??= readHeadersFile(entry.body.toString('utf8'));
    const hsts = hstsHeader(req);
    const https = Object.keys(hsts).length > 0;
    return {
      headers: https ? { ...entry.headers, ...hsts } : entry.headers,
      key: `${entry.etag}|${https ? 'https' : 'http'}`,
    };
  };

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    entry: CachedFile,
    cacheControl: string,
    site: { headers: Readonly<Record<string, string>>; key: string },
    sharedAsset = false,
  ) => {
    const rule = `${cacheControl}|${sharedAsset ? 'shared' : ''}|${site.key}`;
    let answer = entry.answers.get(rule);
    if (!answer) {
      const extra = sharedAsset ? { ...site.headers, ...SHARED_ASSET_HEADERS } : site.headers;
      answer = answerOf(file, entry, cacheControl, extra);
      entry.answers.set(rule, answer);
    }
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, answer.notModified);
      res.end();
      return;
    }
    const accepted = answer.br || answer.gzip ? acceptedEncodings(req) : undefined;
    const variant =
      (accepted?.br && answer.br) || (accepted?.gzip && answer.gzip) || answer.identity;
    res.writeHead(200, variant.headers);
    res.end(req.method === 'HEAD' ? undefined : variant.body);
  };

  return async (req, res) => {
    const site = await siteHeaders(req);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // Whatever body comes with it is not read: the connection closes after the answer.
      sendText(res, 405, 'Method not allowed', {
        ...site.headers,
        Allow: 'GET, HEAD',
        Connection: 'close',
      });
      return;
    }
    const { pathname } = splitUrl(req.url);
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      sendText(res, 400, 'Bad request', site.headers);
      return;
    }
    const segments = decoded.split(/[/\\]/);
    if (decoded.includes('\0') || segments.includes('..')) {
      sendText(res, 403, 'Forbidden', site.headers);
      return;
    }
    // The headers file is the static host's, not a file of the site (as on Netlify).
    if (decoded === `/${HEADERS_FILE}`) {
      sendText(res, 404, 'Not found', site.headers);
      return;
    }
    const isAsset = decoded.startsWith('/assets/');
    // The shared app: /assets/<file> is <assetsDir>/<file>.
    const [dir, rel] =
      isAsset && assetsBase ? [assetsBase, decoded.slice('/assets'.length)] : [base, decoded];
    const file = path.resolve(dir, `.${path.posix.normalize(rel.replace(/\\/g, '/'))}`);
    if (file !== dir && !file.startsWith(dir + path.sep)) {
      sendText(res, 403, 'Forbidden', site.headers);
      return;
    }
    const hashed = HASHED_FOLDERS.some((f) => decoded.startsWith(f));
    const last = segments[segments.length - 1] ?? '';
    const isIndex = decoded === '/' || last === 'index.html' || last === '';
    const target = decoded.endsWith('/') ? path.join(file, 'index.html') : file;
    const entry = await load(target);
    if (entry) {
      send(
        req,
        res,
        target,
        entry,
        hashed
          ? CACHE_CONTROL.immutable
          : isIndex || decoded === SERVICE_WORKER_PATH
            ? CACHE_CONTROL.page
            : CACHE_CONTROL.other,
        site,
        isAsset,
      );
      return;
    }
    if (hashed || (FILE_NAME.test(last) && !isIndex)) {
      sendText(res, 404, 'Not found', site.headers);
      return;
    }
    // A client route (e.g. /quickbetx/12): the single-page app's index.html.
    const indexFile = path.join(base, 'index.html');
    const index = await load(indexFile);
    if (!index) {
      sendText(res, 404, 'Not found', site.headers);
      return;
    }
    send(req, res, indexFile, index, CACHE_CONTROL.page, site);
  };
}
