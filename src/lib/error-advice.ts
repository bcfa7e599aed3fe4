import {
  BAD_ANSWER_MESSAGE,
  OFFLINE_MESSAGE,
  OPERATOR_ERROR_PREFIX,
  PAGE_LOAD_MESSAGE,
  TIMEOUT_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  type ApiError,
} from './api-error';

/**
 * What went wrong, in the player's terms: each kind has a title and a what-to-do text
 * (src/components/error-text.ts) and the actions that can help.
 */
export type ErrorKind =
  /** No network. */
  | 'offline'
  /** A screen of the app could not be loaded (a new release replaced it, or no network). */
  | 'pageLoad'
  /** No answer in time. */
  | 'timeout'
  /** An answer the app cannot read, a server failure (5xx) or no answer at all. */
  | 'server'
  /** Nothing of that code (404): asking again finds nothing either. */
  | 'notFound'
  /** The odds moved (104): the bet must change. */
  | 'oddsChanged'
  /** The ticket cannot be played any more, or the request clashes with its state (409). */
  | 'closed'
  /** Too many attempts (429): wait, then try again. */
  | 'wait'
  /** Refused as it stands (another 4xx): change it first. */
  | 'refused'
  /** Placing's own checks found something missing (code 1): its message says what to do. */
  | 'notPlaced';

/** A way on that can help: ask again, back to the picks (104), back to the games. */
export type ErrorAction = 'retry' | 'changeBet' | 'lobby';

export interface ErrorAdvice {
  kind: ErrorKind;
  /** The ways on that can help, the most useful first. Back to the games is always one. */
  actions: readonly ErrorAction[];
  /**
   * The server's own words are shown under the title (an operator's "Payments are paused until
   * 14:00", "Ticket T-1 not found"): any message that is not one of the app's stock texts.
   */
  detail: boolean;
  /** The code goes in small print for support; none when offline (nothing reached a server). */
  code: boolean;
}

/** Code 104 means the bet must change (e.g. the odds moved). */
export const CHANGE_BET_CODE = 104;
/** Code 105: the SMS code typed is not the one sent (schemas/api/api-error.schema.json). */
export const WRONG_SMS_CODE = 105;

const OWN_MESSAGES = new Set([
  UNKNOWN_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  BAD_ANSWER_MESSAGE,
  OFFLINE_MESSAGE,
  PAGE_LOAD_MESSAGE,
]);

/** A message without the init/identify prefix (the prefix names the call, not the problem). */
export const withoutOperatorPrefix = (message: string) =>
  message.startsWith(OPERATOR_ERROR_PREFIX) ? message.slice(OPERATOR_ERROR_PREFIX.length) : message;

const advice = (kind: ErrorKind, actions: ErrorAction[], detail = false): ErrorAdvice => ({
  kind,
  actions: [...actions, 'lobby'],
  detail,
  // Nothing reached a server: no code to give support.
  code: kind !== 'offline' && kind !== 'pageLoad',
});

/**
 * The one mapping from an error (its code, HTTP status and message: docs/behaviour.md#errors) to
 * what the player is told and offered. Only actions that can help: a ticket that does not exist
 * (404) or is closed (409) is not asked for again; a network or server failure is.
 */
export function adviseError(error: Pick<ApiError, 'code' | 'status' | 'message'>): ErrorAdvice {
  const message = withoutOperatorPrefix(error.message);
  const status = error.status || (error.code >= 400 && error.code < 600 ? error.code : 0);
  // The server's words about this request, unless they are one of the app's stock texts.
  // A gateway's failure (502, 504) is in the words of the server between, not the operator's.
  const gateway = status === 502 || status === 504;
  const detail = !gateway && !OWN_MESSAGES.has(message) && message.trim() !== '';
  if (message === OFFLINE_MESSAGE) return advice('offline', ['retry']);
  if (message === PAGE_LOAD_MESSAGE) return advice('pageLoad', ['retry']);
  if (message === TIMEOUT_MESSAGE) return advice('timeout', ['retry']);
  if (error.code === CHANGE_BET_CODE) return advice('oddsChanged', ['changeBet'], detail);
  if (status === 404) return advice('notFound', [], detail);
  if (status === 409 || status === 410) return advice('closed', [], detail);
  if (status === 429) return advice('wait', ['retry'], detail);
  // Placing's own checks (code 1) say what is missing and what to do in their message.
  if (error.code === 1 && status === 0) return advice('notPlaced', [], true);
  if (error.code === 1 || (status >= 400 && status < 500)) return advice('refused', [], detail);
  return advice('server', ['retry'], detail);
}
