/**
 * The Fastify instance the app server and the demo API stand on: its body limit (64 KB, 413),
 * its time limits (10 s for the headers, 408 past the whole request's), JSON bodies whatever
 * their Content-Type (navigator.sendBeacon sends text/plain), the API contract's ajv (draft
 * 2020-12, schemas/api) as the validator of the routes' schemas, and every error as the API's
 * `{code, message}`.
 */
import type { Socket } from 'node:net';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { localise } from './demo-api/messages';
import { apiAjv, describeErrors } from './demo-api/validation';
import { CLOSE, HttpError, MAX_BODY_BYTES, sendError, tooLarge } from './http-utils';

/** Time a client has to send its request headers, in ms. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** Time a client has to send its whole request, headers and body, in ms (408 after it). */
export const REQUEST_TIMEOUT_MS = 20_000;

export interface FastifyAppOptions {
  /** Time a client has to send its whole request (default REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
  /**
   * Answers a request whose path cannot be percent-decoded (default: 400 `{code, message}`);
   * Fastify's routing, its hooks included, never sees it.
   */
  onBadUrl?: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

/** A path that cannot be percent-decoded: 400. */
const badUrl = (): never => {
  throw new HttpError(400, 'Malformed URL');
};

/** Parses a body as JSON whatever its type: 400 when it is empty or not JSON. */
function parseJson(_req: FastifyRequest, text: string | Buffer): unknown {
  const raw = text.toString();
  if (raw.trim() === '') throw new HttpError(400, 'Missing JSON body');
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new HttpError(400, 'Invalid JSON body');
  }
}

/** Fastify's own errors (and any other) as the API's HttpError; undefined for a crash. */
function asHttpError(error: FastifyError | HttpError): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return tooLarge();
  const status = error.statusCode ?? 500;
  if (status >= 500) return undefined;
  return new HttpError(status, error.message, status, status === 413 ? CLOSE : {});
}

/** Every error answer: `{code, message}`, in the language asked for where the demo has it. */
function handleError(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const http = asHttpError(error);
  if (!http) {
    console.error('server:', error);
    return sendError(reply, 500, 'Internal server error');
  }
  const message = localise(http.text, request.headers['accept-language']);
  return sendError(reply, http.status, message, http.code, http.headers);
}

/** A request Node turned away before Fastify saw it: too slow (408) or malformed (400). */
function clientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request not received in time']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request headers too large']
        : [400, 'Bad request'];
  const body = JSON.stringify({ code: status, message });
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${body.length}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  } else socket.destroy();
}

/** A Fastify instance with the server's limits, body parsing, validation and error answers. */
export function createFastifyApp({
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  onBadUrl = badUrl,
}: FastifyAppOptions = {}): FastifyInstance {
  const app = Fastify({
    bodyLimit: MAX_BODY_BYTES,
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      // Node checks the time limits every second (its default, 30 s, lets a slow client stay
      // that much longer).
      connectionsCheckingInterval: 1_000,
    },
    // Path parameters as long as a request line may be (Fastify's default, 100, would turn a
    // long ticket code into a 414 rather than the API's 404).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    frameworkErrors: (error, request, reply) => {
      if (error.code !== 'FST_ERR_BAD_URL') {
        handleError(error, request, reply);
        return;
      }
      void Promise.resolve()
        .then(() => onBadUrl(request, reply))
        .catch((e: FastifyError | HttpError) => handleError(e, request, reply));
    },
    clientErrorHandler: clientError,
    return503OnClosing: false,
    schemaErrorFormatter: (errors) =>
      new HttpError(400, `Invalid request body: ${describeErrors(errors)}`),
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (req, text, done) => {
    try {
      done(null, parseJson(req, text));
    } catch (error) {
      done(error as HttpError, undefined);
    }
  });
  app.setValidatorCompiler(({ schema }) => apiAjv().compile(schema));
  app.setErrorHandler(handleError);
  return app;
}

/**
 * Makes `context` (an encapsulated plugin's instance) hand its routes the request body unread:
 * a route that refuses the request reads nothing, and the proxy streams it.
 */
export function leaveBodyUnread(context: FastifyInstance): void {
  context.removeAllContentTypeParsers();
  context.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}
