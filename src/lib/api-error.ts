import { clampText } from './text';

/** The one error shape of the product (docs/behaviour.md#errors): a code and a message. */
export class ApiError extends Error {
  readonly code: number;
  /** HTTP status, or 0 when there was no response. */
  readonly status: number;

  constructor(code: number, message: string, status = 0) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

export const UNKNOWN_ERROR_MESSAGE = 'Unknown error occurred';
/** A call that did not answer within its time-out (src/lib/api-client.ts). */
export const TIMEOUT_MESSAGE = 'The server took too long to answer';
/** A success whose body is not what the API promises (schemas/api/): not JSON, or of another shape. */
export const BAD_ANSWER_MESSAGE = 'The server sent an answer the app cannot read';
export const OPERATOR_ERROR_PREFIX = 'Operator Error: ';
/** A screen of the app (its chunk) that could not be loaded (src/app/route-error.tsx). */
export const PAGE_LOAD_MESSAGE = 'Screen not loaded';
/** A call that found no network: the device is offline, or the connection failed. */
export const OFFLINE_MESSAGE = 'No connection';
/** How often an offline error view asks again while the browser believes it is online. */
export const OFFLINE_RETRY_MS = 5_000;

/**
 * Whether a fetch() failed for lack of network: the browser says it is offline, or the fetch
 * failed as a network error (a TypeError: no connection, the server unreachable).
 */
export const isNetworkFailure = (error: unknown): boolean =>
  navigator.onLine === false || error instanceof TypeError;

/** No response at all: none in time, or no network (offline); code -1. */
export function noResponseError(timedOut = false, offline = false): ApiError {
  const message = timedOut ? TIMEOUT_MESSAGE : offline ? OFFLINE_MESSAGE : UNKNOWN_ERROR_MESSAGE;
  return new ApiError(-1, message, 0);
}

/**
 * A success the app cannot use (an HTML page, a cut or empty body, `null`, wrong types or missing
 * fields): code -1 as an unreadable answer, with the HTTP status it came with.
 */
export function badAnswerError(status: number): ApiError {
  return new ApiError(-1, BAD_ANSWER_MESSAGE, status);
}

/**
 * Turns an error response into an ApiError, as docs/behaviour.md#errors says:
 * - a `{code, message}` body keeps its code and message (a message said as `detail` or `title`
 *   of RFC 9457 problem details, or as `error`, is taken too);
 * - a string body gives the HTTP status as code and the string as message (not a page of
 *   markup);
 * - messages are cut to what a screen shows (clampText);
 * - anything else gives the HTTP status and the unknown-error message.
 */
export function normaliseErrorResponse(status: number, body: unknown): ApiError {
  if (typeof body === 'string') {
    const text = body.trim();
    // A page of markup (a proxy's or server's HTML error page) is no message for a player.
    const message = text && !text.startsWith('<') ? clampText(text) : UNKNOWN_ERROR_MESSAGE;
    return new ApiError(status, message, status);
  }
  if (body && typeof body === 'object') {
    const { code, message, detail, error, title } = body as Record<string, unknown>;
    // Ours is `message`; an operator's may say it as RFC 9457 problem details or `{error}`.
    const text = [message, detail, error, title].find(
      (m): m is string => typeof m === 'string' && !!m.trim(),
    );
    const num = typeof code === 'number' && Number.isFinite(code) ? code : status;
    return new ApiError(num, text ? clampText(text) : UNKNOWN_ERROR_MESSAGE, status);
  }
  return new ApiError(status || -1, UNKNOWN_ERROR_MESSAGE, status);
}

/** Init and identify errors read 'Operator Error: ' plus the detail. */
export function asOperatorError(error: unknown): ApiError {
  const e = toApiError(error);
  if (e.message.startsWith(OPERATOR_ERROR_PREFIX)) return e;
  return new ApiError(e.code, OPERATOR_ERROR_PREFIX + e.message, e.status);
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return noResponseError();
}
