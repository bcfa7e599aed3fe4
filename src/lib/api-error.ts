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
export const OPERATOR_ERROR_PREFIX = 'Operator Error: ';

/** No response at all (network down, timeout, CORS): code -1. */
export function noResponseError(): ApiError {
  return new ApiError(-1, UNKNOWN_ERROR_MESSAGE, 0);
}

/**
 * Turns an error response into an ApiError, as docs/behaviour.md#errors says:
 * - a `{code, message}` body keeps its code and message;
 * - a string body gives the HTTP status as code and the string as message;
 * - anything else gives the HTTP status and the unknown-error message.
 */
export function normaliseErrorResponse(status: number, body: unknown): ApiError {
  if (typeof body === 'string') {
    const text = body.trim();
    return new ApiError(status, text || UNKNOWN_ERROR_MESSAGE, status);
  }
  if (body && typeof body === 'object') {
    const { code, message } = body as { code?: unknown; message?: unknown };
    const text = typeof message === 'string' && message.trim() ? message : UNKNOWN_ERROR_MESSAGE;
    const num = typeof code === 'number' && Number.isFinite(code) ? code : status;
    return new ApiError(num, text, status);
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
