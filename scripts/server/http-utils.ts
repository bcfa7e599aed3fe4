/** Small helpers shared by the demo API and the app server: JSON answers, bodies, errors. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { CACHE_CONTROL, SECURITY_HEADERS } from './site-policy';

/** The largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/** An error that becomes a JSON `{code, message}` answer with this HTTP status. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: number;
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    message: string,
    code: number = status,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

/** Whether the request's Accept-Encoding allows `encoding` (q > 0, or `*`). */
export function acceptsEncoding(req: IncomingMessage, encoding: 'gzip' | 'br'): boolean {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** JSON bodies from this size on are gzipped for clients that accept it (lists of tickets). */
const JSON_GZIP_MIN_BYTES = 1024;

/** Sends a JSON body with `no-store` caching, gzipped when large and the client accepts it. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  let payload: string | Buffer = text;
  const encoding: Record<string, string> = {};
  if (Buffer.byteLength(text) >= JSON_GZIP_MIN_BYTES) {
    encoding.Vary = 'Accept-Encoding';
    if (res.req && acceptsEncoding(res.req, 'gzip')) {
      payload = gzipSync(text);
      encoding['Content-Encoding'] = 'gzip';
    }
  }
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(payload)),
    'Cache-Control': CACHE_CONTROL.none,
    ...SECURITY_HEADERS,
    ...encoding,
    ...headers,
  });
  res.end(res.req?.method === 'HEAD' ? undefined : payload);
}

/** Sends `{code, message}`. */
export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  code: number = status,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { code, message }, headers);
}

/** Reads the whole body, refusing more than `limit` bytes with 413. */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(
        new HttpError(413, `Request body too large (limit ${limit} bytes)`, 413, {
          Connection: 'close',
        }),
      );
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(
          new HttpError(413, `Request body too large (limit ${limit} bytes)`, 413, {
            Connection: 'close',
          }),
        );
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (err) => {
      if (failed) return;
      failed = true;
      reject(err);
    });
  });
}

/** Reads and parses a JSON body: 400 when it is missing or not JSON. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const raw = (await readBody(req)).toString('utf8');
  if (raw.trim() === '') throw new HttpError(400, 'Missing JSON body');
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new HttpError(400, 'Invalid JSON body');
  }
}

/** Splits a request target into its path and query without resolving it against any host. */
export function splitUrl(url: string | undefined): { pathname: string; query: URLSearchParams } {
  const target = url ?? '/';
  const q = target.indexOf('?');
  const pathname = q === -1 ? target : target.slice(0, q);
  const query = new URLSearchParams(q === -1 ? '' : target.slice(q + 1));
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, query };
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}
