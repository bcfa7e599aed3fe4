/**
 * Serves a built brand (dist/<id>/, and the shared dist/assets/ when the app is shared) through
 * Fastify, from memory (file-cache.ts), with correct types, caching and the site's security
 * headers (its `_headers`, written by the build from site-policy.ts; HSTS over https) computed
 * once per file, Brotli or gzip as the client accepts, path traversal refused, 404 for missing
 * files, a brand's own pages at their paths (`/terms` from terms/index.html), and the SPA
 * fallback to index.html for client routes.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_TYPES, FILE_NAME } from './content-types';
import { type Answer, type CachedFile, createFileCache, type LoadFile } from './file-cache';
import { acceptsEncoding, splitUrl } from './http-utils';
import { followRelease } from './release-root';
import {
  CACHE_CONTROL,
  HASHED_FOLDERS,
  decodeSitePath,
  HEADERS_FILE,
  hstsHeader,
  readHeadersFile,
  SERVICE_WORKER_PATH,
  SHARED_ASSET_HEADERS,
} from './site-policy';

export { COMPRESSIBLE } from './file-cache';
export { CONTENT_TYPES, FILE_NAME } from './content-types';

/** The site's headers for one request, and the key of the answers made with them. */
interface SiteHeaders {
  headers: Readonly<Record<string, string>>;
  key: string;
}

/** What a request path asks of the site: a file, or a refusal. */
type Target =
  | { status: 400 | 403 | 404; text: string }
  | {
      file: string;
      decoded: string;
      /** The path's last segment. */
      last: string;
      isAsset: boolean;
      isIndex: boolean;
      hashed: boolean;
    };

function sendText(
  reply: FastifyReply,
  status: number,
  text: string,
  headers: Readonly<Record<string, string>>,
): FastifyReply {
  return reply
    .code(status)
    .headers({
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(text)),
      'Cache-Control': CACHE_CONTROL.none,
      ...headers,
    })
    .send(text);
}

/** Every header of each encoding of a file under a caching rule. */
function answerOf(
  file: string,
  entry: CachedFile,
  cacheControl: string,
  extra: Readonly<Record<string, string>>,
): Answer {
  const common: Record<string, string> = {
    'Content-Type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ETag: entry.etag,
    ...extra,
  };
  if (entry.br || entry.gz) common.Vary = 'Accept-Encoding';
  const variant = (body: Buffer, encoding?: string) => ({
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

/** Sends a file from memory: 304 for its ETag, else the encoding the client takes best. */
function sendFile(
  reply: FastifyReply,
  file: string,
  entry: CachedFile,
  cacheControl: string,
  site: SiteHeaders,
  sharedAsset = false,
): FastifyReply {
  const rule = `${cacheControl}|${sharedAsset ? 'shared' : ''}|${site.key}`;
  let answer = entry.answers.get(rule);
  if (!answer) {
    const extra = sharedAsset ? { ...site.headers, ...SHARED_ASSET_HEADERS } : site.headers;
    answer = answerOf(file, entry, cacheControl, extra);
    entry.answers.set(rule, answer);
  }
  const req = reply.request.raw;
  if (req.headers['if-none-match'] === entry.etag) {
    return reply.code(304).headers(answer.notModified).send();
  }
  const accepted = answer.br || answer.gzip ? acceptedEncodings(req) : undefined;
  const variant = (accepted?.br && answer.br) || (accepted?.gzip && answer.gzip) || answer.identity;
  return reply.code(200).headers(variant.headers).send(variant.body);
}

/**
 * The file a request path names under `base` (/assets/ under `assetsBase` when the app is
 * shared), or why it is refused: a malformed path (400), a way out of the folder (403), the
 * `_headers` file (the static host's, not a file of the site, as on Netlify: 404).
 */
export function resolveTarget(url: string | undefined, base: string, assetsBase?: string): Target {
  const read = decodeSitePath(splitUrl(url).pathname);
  if ('status' in read) return read;
  const { decoded, segments } = read;
  const isAsset = decoded.startsWith('/assets/');
  const [dir, rel] =
    isAsset && assetsBase ? [assetsBase, decoded.slice('/assets'.length)] : [base, decoded];
  const file = path.resolve(dir, `.${path.posix.normalize(rel.replace(/\\/g, '/'))}`);
  if (file !== dir && !file.startsWith(dir + path.sep)) return { status: 403, text: 'Forbidden' };
  const last = segments[segments.length - 1] ?? '';
  return {
    file: decoded.endsWith('/') ? path.join(file, 'index.html') : file,
    decoded,
    last,
    isAsset,
    isIndex: decoded === '/' || last === 'index.html' || last === '',
    hashed: HASHED_FOLDERS.some((f) => decoded.startsWith(f)),
  };
}

/** The caching rule of a file: immutable when hashed, revalidated for pages and the worker. */
const cacheControlOf = (t: { decoded: string; isIndex: boolean; hashed: boolean }): string =>
  t.hashed
    ? CACHE_CONTROL.immutable
    : t.isIndex || t.decoded === SERVICE_WORKER_PATH
      ? CACHE_CONTROL.page
      : CACHE_CONTROL.other;

/** The site's headers for a request: its `_headers` (read again when the build rewrites it). */
async function siteHeadersOf(
  load: LoadFile,
  headersFile: string,
  req: IncomingMessage,
): Promise<SiteHeaders> {
  const entry = await load(headersFile);
  if (!entry) throw new Error(`${headersFile} is missing: build the site again`);
  entry.headers ??= readHeadersFile(entry.body.toString('utf8'));
  const hsts = hstsHeader(req);
  const https = Object.keys(hsts).length > 0;
  return {
    headers: https ? { ...entry.headers, ...hsts } : entry.headers,
    key: `${entry.etag}|${https ? 'https' : 'http'}`,
  };
}

/**
 * Creates a Fastify handler serving files from `root`, and /assets/ from `assetsDir` when given
 * (the app shared by every brand: dist/assets/). It always answers. Every answer has the headers
 * of the site's `_headers` (the build writes it; a folder without one is refused).
 */
/**
 * Sends the site's page (its index.html, `page`) in its own way when it takes the request (the
 * page with its first answers, page-answers.ts): resolves once sent; undefined when it does not
 * take it (the file is then sent as it is).
 */
export type PageSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: Buffer,
  headers: Readonly<Record<string, string>>,
) => Promise<unknown> | undefined;

export function createStaticHandler(
  root: string,
  { assetsDir, sendPage }: { assetsDir?: string; sendPage?: PageSender } = {},
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const base = followRelease(path.resolve(root));
  const assetsBase = assetsDir ? followRelease(path.resolve(assetsDir)) : undefined;
  const load = createFileCache();
  if (!existsSync(path.join(base(), HEADERS_FILE))) {
    throw new Error(
      `${path.join(root, HEADERS_FILE)} is missing: the site has no security headers; build it again (npm run build)`,
    );
  }
  return async (request, reply) => {
    // One release for the whole request: the folder's real path now.
    const [site, shared] = [base(), assetsBase?.()];
    const headers = await siteHeadersOf(load, path.join(site, HEADERS_FILE), request.raw);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // Whatever body comes with it is not read: the connection closes after the answer.
      const close = { Allow: 'GET, HEAD', Connection: 'close' };
      return sendText(reply, 405, 'Method not allowed', { ...headers.headers, ...close });
    }
    const found = await findFile(load, request.raw.url, site, shared);
    if ('status' in found) return sendText(reply, found.status, found.text, headers.headers);
    const { target, entry } = found;
    const indexFile = path.join(site, 'index.html');
    // The site's page, at / or /index.html: with its answers when the sender takes it.
    const sent =
      entry && target.file === indexFile
        ? sendPage?.(request, reply, entry.body, headers.headers)
        : undefined;
    if (sent) {
      await sent;
      return reply;
    }
    if (entry) {
      const cacheControl = cacheControlOf(target);
      return sendFile(reply, target.file, entry, cacheControl, headers, target.isAsset);
    }
    if (target.hashed || (FILE_NAME.test(target.last) && !target.isIndex)) {
      return sendText(reply, 404, 'Not found', headers.headers);
    }
    // One of the brand's own pages (its terms, privacy...): <path>/index.html, as nginx's
    // try_files and static hosts find it (scripts/build/brand-pages.ts).
    const ownPage = path.join(target.file, 'index.html');
    const own = target.isIndex ? undefined : await load(ownPage);
    if (own) return sendFile(reply, ownPage, own, CACHE_CONTROL.page, headers);
    // A client route (e.g. /quickbetx/12): the single-page app's index.html.
    const index = await load(indexFile);
    if (!index) return sendText(reply, 404, 'Not found', headers.headers);
    const page = sendPage?.(request, reply, index.body, headers.headers);
    if (page) {
      await page;
      return reply;
    }
    return sendFile(reply, indexFile, index, CACHE_CONTROL.page, headers);
  };
}

/**
 * The file a request names, and what memory holds of it: /assets/ from the site's own folder
 * (a site built on its own), else from the shared one (every brand built together), so a server
 * started on one layout keeps serving after a build switches the folder to the other.
 */
type Refusal = Extract<Target, { status: number }>;
type FileTarget = Exclude<Target, Refusal>;

async function findFile(
  load: LoadFile,
  url: string | undefined,
  site: string,
  shared: string | undefined,
): Promise<Refusal | { target: FileTarget; entry: CachedFile | undefined }> {
  const own = resolveTarget(url, site);
  if ('status' in own) return own;
  const entry = await load(own.file);
  if (entry || !own.isAsset || !shared) return { target: own, entry };
  const target = resolveTarget(url, site, shared);
  if ('status' in target) return target;
  return { target, entry: await load(target.file) };
}
