/**
 * POST /api/otp/confirm: confirms a phone reserve with the SMS code (the demo code is DEMO_OTP).
 * POST /api/otp/resend: sends a new code, at most once per OTP_RESEND_WAIT_S (429 before).
 */
import type {
  OtpConfirmRequest,
  OtpResendRequest,
  OtpResendResponse,
} from '../../../../src/types/api.gen';
import { HttpError, sendJson } from '../../http-utils';
import type { Route } from '../route';
import { type DemoState, assertPhoneOf, ticketOr404 } from '../state';
import { type TicketRecord, ticketOf } from '../tickets';

export const DEMO_OTP = '1234';
/** The API code of a wrong SMS code (schemas/api/api-error.schema.json), with HTTP 400. */
export const WRONG_CODE = 105;
/** Seconds between two SMS codes of a ticket. */
export const OTP_RESEND_WAIT_S = 60;

/** The ticket of a phone reserve that `msisdn` may confirm or ask a code for. */
function otpTicket(state: DemoState, body: { code: string; msisdn: string }): TicketRecord {
  const t = ticketOr404(state, body.code);
  if (t.payment !== 'otp') throw new HttpError(409, 'This ticket does not need an OTP');
  assertPhoneOf(t, body.msisdn);
  return t;
}

export const otpRoutes: readonly Route[] = [
  {
    method: 'POST',
    url: '/api/otp/confirm',
    body: 'otp-confirm-request',
    handle: async ({ state, reply, ...c }) => {
      const body = c.body as OtpConfirmRequest;
      const t = otpTicket(state, body);
      if (t.otpConfirmedAt === undefined) {
        if (body.otp.trim() !== DEMO_OTP) throw new HttpError(400, 'Invalid OTP code', WRONG_CODE);
        t.otpConfirmedAt = state.now();
        state.tickets.save(t.code);
      }
      await state.saved();
      sendJson(reply, 200, ticketOf(t, state.ticketContext));
    },
  },
  {
    method: 'POST',
    url: '/api/otp/resend',
    body: 'otp-resend-request',
    handle: async ({ state, reply, ...c }) => {
      const body = c.body as OtpResendRequest;
      const t = otpTicket(state, body);
      if (t.otpConfirmedAt !== undefined) {
        throw new HttpError(409, 'This ticket is already confirmed');
      }
      const wait = Math.ceil(
        ((t.otpSentAt ?? t.createdAt) + OTP_RESEND_WAIT_S * 1000 - state.now()) / 1000,
      );
      if (wait > 0) {
        throw new HttpError(429, {
          text: 'Please wait {wait} seconds before asking for a new code',
          values: { wait },
        });
      }
      t.otpSentAt = state.now();
      state.tickets.save(t.code);
      await state.saved();
      const answer: OtpResendResponse = { code: t.code, resend_after: OTP_RESEND_WAIT_S };
      sendJson(reply, 200, answer);
    },
  },
];
