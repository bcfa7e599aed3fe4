/**
 * Small helpers shared by the demo API and the app server: JSON answers, errors, the body limit.
 * Fastify reads bodies and keeps time (fastify-app.ts); these only shape the answers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { CACHE_CONTROL, SECURITY_HEADERS } from './site-policy';

/** The largest request body accepted, in bytes (the demo API and the proxy alike). */
export const MAX_BODY_BYTES = 64 * 1024;

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

/** The connection ends after an answer refusing a body: the rest of it is never read. */
export const CLOSE = { Connection: 'close' } as const;

/** 413 for a body over `limit` bytes, closing the connection. */
export const tooLarge = (limit = MAX_BODY_BYTES): HttpError =>
  new HttpError(413, `Request body too large (limit ${limit} bytes)`, 413, CLOSE);

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

/** A JSON answer's bytes and headers: `no-store`, gzipped when large and the client accepts it. */
export function jsonAnswer(
  req: IncomingMessage,
  body: unknown,
  headers: Record<string, string> = {},
): { payload: string | Buffer; headers: Record<string, string> } {
  const text = JSON.stringify(body);
  let payload: string | Buffer = text;
  const encoding: Record<string, string> = {};
  if (Buffer.byteLength(text) >= JSON_GZIP_MIN_BYTES) {
    encoding.Vary = 'Accept-Encoding';
    if (acceptsEncoding(req, 'gzip')) {
      payload = gzipSync(text);
      encoding['Content-Encoding'] = 'gzip';
    }
  }
  return {
    payload,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(payload)),
      'Cache-Control': CACHE_CONTROL.none,
      ...SECURITY_HEADERS,
      ...encoding,
      ...headers,
    },
  };
}

/** Sends a JSON body (see jsonAnswer). */
export function sendJson(
  reply: FastifyReply,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): FastifyReply {
  const answer = jsonAnswer(reply.request.raw, body, headers);
  return reply.code(status).headers(answer.headers).send(answer.payload);
}

/** Sends `{code, message}`. */
export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  code: number = status,
  headers: Record<string, string> = {},
): FastifyReply {
  return sendJson(reply, status, { code, message }, headers);
}

/** Sends `{code, message}` on a response Fastify has handed over (the proxy's). */
export function sendRawError(res: ServerResponse, error: HttpError): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const answer = jsonAnswer(res.req, { code: error.code, message: error.message }, error.headers);
  res.writeHead(error.status, answer.headers);
  res.end(answer.payload);
}

/** Splits a request target into its path and query without resolving it against any host. */
export function splitUrl(url: string | undefined): { pathname: string; query: URLSearchParams } {
  const target = url ?? '/';
  const q = target.indexOf('?');
  const pathname = q === -1 ? target : target.slice(0, q);
  const query = new URLSearchParams(q === -1 ? '' : target.slice(q + 1));
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, query };
}
