/** POST /api/otp/confirm: confirms a phone reserve with the SMS code (the demo code is DEMO_OTP). */
import type { OtpConfirmRequest } from '../../../../src/types/api.gen';
import { HttpError, readJson, sendJson } from '../../http-utils';
import type { Route } from '../route';
import { ticketOr404 } from '../state';
import { ticketOf } from '../tickets';
import { assertValid } from '../validation';

export const DEMO_OTP = '1234';

export const otpRoutes: readonly Route[] = [
  {
    method: 'POST',
    pattern: /^\/api\/otp\/confirm$/,
    handle: async ({ state, req, res }) => {
      const body = assertValid<OtpConfirmRequest>('otp-confirm-request', await readJson(req));
      const t = ticketOr404(state, body.code);
      if (t.payment !== 'otp') throw new HttpError(409, 'This ticket does not need an OTP');
      if (t.msisdn !== body.msisdn.replace(/^\+/, '')) {
        throw new HttpError(400, 'The phone number does not match this ticket');
      }
      if (t.otpConfirmedAt === undefined) {
        if (body.otp.trim() !== DEMO_OTP) throw new HttpError(400, 'Invalid OTP code');
        t.otpConfirmedAt = state.now();
        state.tickets.save(t.code);
      }
      await state.saved();
      sendJson(res, 200, ticketOf(t, state.ticketContext));
    },
  },
];
