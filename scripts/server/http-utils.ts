/** Small helpers shared by the demo API and the app server: JSON answers, bodies, errors. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { CACHE_CONTROL, SECURITY_HEADERS } from './site-policy';

/** The largest request body accepted, in bytes (the demo API and the proxy alike). */
export const MAX_BODY_BYTES = 64 * 1024;
/** Time a client has to send its request body once its headers are in, in ms. */
export const BODY_TIMEOUT_MS = 10_000;

/** An error's text: each `{name}` in it takes `values[name]` (so a translation can move it). */
export interface ErrorText {
  text: string;
  values?: Readonly<Record<string, string | number>>;
}

/** Fills each `{name}` of an error's text with its value. */
export const fillText = ({ text, values = {} }: ErrorText): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );

/** An error that becomes a JSON `{code, message}` answer with this HTTP status. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: number;
  readonly headers: Record<string, string>;
  /** The message before its values are filled in (the demo API translates it). */
  readonly text: ErrorText;
  constructor(
    status: number,
    message: string | ErrorText,
    code: number = status,
    headers: Record<string, string> = {},
  ) {
    const text = typeof message === 'string' ? { text: message } : message;
    super(fillText(text));
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.headers = headers;
    this.text = text;
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

/** The connection ends after an answer refusing a body: the rest of it is never read. */
const CLOSE = { Connection: 'close' } as const;

const tooLarge = (limit: number) =>
  new HttpError(413, `Request body too large (limit ${limit} bytes)`, 413, CLOSE);

/**
 * Answers 413 at once, reading nothing, when the request declares a body over `limit` bytes
 * (Content-Length); true when it did.
 */
export function refuseDeclaredBody(
  req: IncomingMessage,
  res: ServerResponse,
  limit = MAX_BODY_BYTES,
): boolean {
  if (!(Number(req.headers['content-length']) > limit)) return false;
  const error = tooLarge(limit);
  sendError(res, error.status, error.message, error.code, error.headers);
  return true;
}

/**
 * Gives the client `ms` to send its request body once the headers are in: past it, the request
 * is answered 408 and its connection closed, so a slow client holds nothing for long.
 */
export function limitBodyTime(req: IncomingMessage, res: ServerResponse, ms: number): void {
  const { 'content-length': length, 'transfer-encoding': chunked } = req.headers;
  // Neither header: no body (HTTP/1.1), nothing to wait for.
  if (req.complete || (!chunked && (!length || length === '0'))) return;
  const timer = setTimeout(() => {
    if (req.complete) return;
    req.pause();
    if (!res.headersSent) sendError(res, 408, 'Request body not received in time', 408, CLOSE);
    else res.destroy();
  }, ms);
  res.once('close', () => clearTimeout(timer));
}

/**
 * Passes the request body to `onChunk` as it streams in, counting its bytes: rejects with 413
 * once the declared or the counted size passes `limit` (nothing more is read, and the answer
 * closes the connection), and with 400 when the client goes away before the end.
 */
export function streamBody(
  req: IncomingMessage,
  onChunk: (chunk: Buffer) => void,
  limit = MAX_BODY_BYTES,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > limit) {
      reject(tooLarge(limit));
      return;
    }
    let size = 0;
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
      if (!error) return resolve();
      req.pause();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) settle(tooLarge(limit));
      else onChunk(chunk);
    };
    const onEnd = () => settle();
    const onError = (err: Error) => settle(err);
    const onClose = () => settle(new HttpError(400, 'Request body not complete', 400, CLOSE));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/** Reads the whole body, refusing more than `limit` bytes with 413. */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await streamBody(req, (chunk) => chunks.push(chunk), limit);
  return Buffer.concat(chunks);
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
