import {
  ApiError,
  badAnswerError,
  isNetworkFailure,
  noResponseError,
  normaliseErrorResponse,
} from './api-error';
import type { AnswerCheck } from '@/types/answer-check';
import { takeEarlyAnswer } from './early-answers';
import { clampTexts } from './text';

export type QueryValue =
  string | number | boolean | undefined | null | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * How long a call may take, to its last byte, before the player is told (code -1, with a retry
 * where the screen has one): reading 15 s; placing a ticket and other POSTs 30 s, as a payment
 * provider may be slow and the player is told once.
 */
export const TIMEOUT_MS = { GET: 15_000, POST: 30_000 } as const;

let basePath = '/api';

/** Set once at start from the brand (api.basePath). */
export function configureApi(options: { basePath: string }): void {
  basePath = options.basePath.replace(/\/+$/, '');
}

/** Builds the URL of a call: every query value is encoded; arrays repeat the key. */
export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return `${basePath}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * The body: JSON when it says so, the text when it is text; none when empty, an HTML page, or
 * JSON that does not parse (cut short).
 */
async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  if (!text || type.includes('html')) return undefined;
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The language showing (the page's `lang`, src/hooks/intl.tsx), as Accept-Language: a server can
 * then answer its messages in the player's choice rather than the phone's. The header is
 * CORS-safelisted for such values, so a GET stays a simple request, without a preflight.
 */
function playerLanguage(): Record<string, string> {
  const lang = globalThis.document?.documentElement.lang;
  return lang ? { 'Accept-Language': lang } : {};
}

/**
 * Every call of the product goes through here, naming the answer it expects. Resolves with that
 * answer, its texts cut to what a screen shows (src/lib/text.ts), or throws an ApiError
 * (docs/behaviour.md#errors): the server's error, no answer in time, or an answer that is not
 * what the API promises.
 */
export async function apiFetch<T>(
  path: string,
  answer: AnswerCheck<T>,
  options: RequestOptions = {},
): Promise<T> {
  const { method = 'GET', query, body, headers, signal } = options;
  // A timer rather than AbortSignal.timeout: test clocks drive it (e2e/hostile-upstream.spec.ts).
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), TIMEOUT_MS[method]);
  let res: Response;
  let data: unknown;
  const url = buildUrl(path, query);
  // The page may have asked for it already, as this would (early-answers.ts): take that answer.
  const early =
    method === 'GET' && body === undefined && !headers ? takeEarlyAnswer(url) : undefined;
  if (early) {
    timeout.signal.addEventListener('abort', early.abort);
    signal?.addEventListener('abort', early.abort);
  }
  try {
    res = await (early?.response ??
      fetch(url, {
        method,
        headers: {
          Accept: 'application/json',
          ...playerLanguage(),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
      }));
    data = await readBody(res);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw noResponseError(timeout.signal.aborted, isNetworkFailure(error));
  } finally {
    clearTimeout(timer);
  }
  if (!res.ok) throw normaliseErrorResponse(res.status, data);
  if (!answer(data)) {
    console.warn(
      `${method} ${path} answered ${res.status} with a body that is not its answer, at "${answer.errors?.[0]?.instancePath ?? ''}"`,
    );
    throw badAnswerError(res.status);
  }
  return clampTexts(data);
}

export { ApiError };
