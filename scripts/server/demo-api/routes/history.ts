/**
 * A player's tickets on any device (docs/behaviour.md#history):
 * GET /api/history?token=&status=&from=&to=&page=&per_page=: one page of them, newest first, for a
 * demo player's code (the tickets they created or reserved) or a phone's history token (the
 * tickets reserved with that phone);
 * POST /api/history/code {msisdn}: an SMS code to that phone (the demo's is DEMO_OTP), one a
 * minute (429 before);
 * POST /api/history/access {msisdn, otp}: the code right, a history token for the phone.
 */
import { randomBytes } from 'node:crypto';
import type {
  HistoryAccess,
  HistoryAccessRequest,
  HistoryCodeResponse,
  HistoryFilter,
  PhoneRequest,
  Ticket,
  TicketHistory,
} from '../../../../src/types/api.gen';
import { HISTORY_FILTERS } from '../../../../src/types/api.gen';
import { HttpError, sendJson } from '../../http-utils';
import type { Route } from '../route';
import type { DemoState } from '../state';
import { type TicketRecord, ticketOf } from '../tickets';
import { DEMO_OTP, WRONG_CODE } from './otp';

/** Seconds between two history codes of a phone. */
export const HISTORY_CODE_WAIT_S = 60;
/** How long a history token lists a phone's tickets. */
export const HISTORY_TOKEN_TTL_MS = 60 * 60 * 1000;
export const PER_PAGE = { default: 10, max: 50 } as const;

const isFilter = (v: string): v is HistoryFilter =>
  (HISTORY_FILTERS as readonly string[]).includes(v);

const OPEN: ReadonlySet<string> = new Set(['new', 'pending', 'reserved', 'not_started', 'open']);

/** Whether a ticket is one the filter lists (schemas/api/history-filter.schema.json). */
export function matchesFilter(ticket: Ticket, filter: HistoryFilter): boolean {
  const { status } = ticket;
  const settled = status === 'resulted' || status === 'closed';
  switch (filter) {
    case 'all':
      return true;
    case 'open':
      return OPEN.has(status);
    case 'won':
      return status === 'won' || (settled && ticket.final_payout > 0);
    case 'lost':
      return status === 'lost' || (settled && ticket.final_payout === 0);
  }
}

/** Which of the kept tickets a token lists: a demo player's, or a phone's; 401 for any other. */
function ownerOf(state: DemoState, token: string | undefined): (t: TicketRecord) => boolean {
  const trimmed = token?.trim() ?? '';
  const player = trimmed.toUpperCase();
  if (player && state.balances.has(player)) return (t) => t.playerId?.toUpperCase() === player;
  const access = trimmed ? state.historyTokens.get(trimmed) : undefined;
  if (access && access.expiresAt > state.now()) return (t) => t.msisdn === access.msisdn;
  throw new HttpError(401, 'Please confirm your phone number again to see your tickets');
}

/** A date-time query parameter as ms, or undefined when absent; 400 when unreadable. */
function instant(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (!raw) return undefined;
  const ms = Date.parse(raw);
  if (Number.isNaN(ms)) throw new HttpError(400, `${name} must be an ISO 8601 date-time`);
  return ms;
}

/** A whole-number query parameter within [min, max], else its default; 400 when not one. */
function whole(query: URLSearchParams, name: string, fallback: number, max = Infinity): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw new HttpError(
      400,
      `${name} must be a whole number from 1${max < Infinity ? ` to ${max}` : ''}`,
    );
  }
  return n;
}

export const historyRoutes: readonly Route[] = [
  {
    method: 'GET',
    url: '/api/history',
    handle: ({ state, reply, query }) => {
      const owns = ownerOf(state, query.get('token') ?? undefined);
      const status = query.get('status') || 'all';
      if (!isFilter(status)) {
        throw new HttpError(400, `status must be one of ${HISTORY_FILTERS.join(', ')}`);
      }
      const from = instant(query, 'from') ?? -Infinity;
      const to = instant(query, 'to') ?? Infinity;
      const page = whole(query, 'page', 1);
      const perPage = whole(query, 'per_page', PER_PAGE.default, PER_PAGE.max);
      const matching: { ticket: Ticket; at: number }[] = [];
      for (const code of state.tickets.keys()) {
        const record = state.tickets.get(code)!;
        if (!owns(record) || record.createdAt < from || record.createdAt >= to) continue;
        const ticket = ticketOf(record, state.ticketContext);
        if (matchesFilter(ticket, status)) matching.push({ ticket, at: record.createdAt });
      }
      matching.sort((a, b) => b.at - a.at || a.ticket.code.localeCompare(b.ticket.code));
      const answer: TicketHistory = {
        tickets: matching.slice((page - 1) * perPage, page * perPage).map((m) => m.ticket),
        page,
        per_page: perPage,
        total: matching.length,
      };
      sendJson(reply, 200, answer);
    },
  },
  {
    method: 'POST',
    url: '/api/history/code',
    body: 'phone-request',
    handle: async ({ state, reply, ...c }) => {
      const msisdn = (c.body as PhoneRequest).msisdn.replace(/^\+/, '');
      const sent = state.historyCodes.get(msisdn);
      const wait =
        sent === undefined
          ? 0
          : Math.ceil((sent + HISTORY_CODE_WAIT_S * 1000 - state.now()) / 1000);
      if (wait > 0) {
        throw new HttpError(429, {
          text: 'Please wait {wait} seconds before asking for a new code',
          values: { wait },
        });
      }
      // Sent whether or not the phone placed tickets: the answer tells nobody which phones did.
      state.historyCodes.put(msisdn, state.now());
      await state.saved();
      const answer: HistoryCodeResponse = { resend_after: HISTORY_CODE_WAIT_S };
      sendJson(reply, 200, answer);
    },
  },
  {
    method: 'POST',
    url: '/api/history/access',
    body: 'history-access-request',
    handle: async ({ state, reply, ...c }) => {
      const body = c.body as HistoryAccessRequest;
      const msisdn = body.msisdn.replace(/^\+/, '');
      if (!state.historyCodes.has(msisdn)) {
        throw new HttpError(409, 'Ask for a code for this phone number first');
      }
      if (body.otp.replace(/[\s-]/g, '') !== DEMO_OTP)
        throw new HttpError(400, 'Invalid OTP code', WRONG_CODE);
      const token = randomBytes(18).toString('base64url');
      const expiresAt = state.now() + HISTORY_TOKEN_TTL_MS;
      state.historyTokens.put(token, { msisdn, expiresAt });
      await state.saved();
      const answer: HistoryAccess = { token, expires_at: new Date(expiresAt).toISOString() };
      sendJson(reply, 200, answer);
    },
  },
];
