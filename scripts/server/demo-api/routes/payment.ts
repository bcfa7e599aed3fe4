/**
 * A stuck mobile-money payment taken up again (docs/behaviour.md#a-stuck-payment), each for the
 * ticket's one payment, never a second:
 * POST /api/tickets/{code}/payment-prompt {msisdn}: the payment prompt goes to the phone again (the
 * demo's phone then approves it after the payment delay); one every PROMPT_WAIT_S (429 before);
 * GET /api/tickets/{code}/paybill: how to pay it from the phone's menu instead (Pay Bill);
 * POST /api/tickets/{code}/cancel {msisdn}: the ticket is canceled, at once and for good; asked
 * again, the same answer. A ticket paid, or not awaiting a mobile-money payment: 409.
 */
import type {
  Paybill,
  PaymentPromptResponse,
  PhoneRequest,
  TicketStatus,
} from '../../../../src/types/api.gen';
import { HttpError, sendJson } from '../../http-utils';
import type { Route } from '../route';
import { type DemoState, assertPhoneOf, ticketOr404 } from '../state';
import { type TicketRecord, statusOf, ticketOf } from '../tickets';

/** Seconds between two payment prompts of a ticket. */
export const PROMPT_WAIT_S = 30;
/** The demo operator's business (paybill) number. */
export const DEMO_PAYBILL = '290290';

const awaiting = (status: TicketStatus) => status === 'pending' || status === 'reserved';

/** The ticket of `code` while it awaits its mobile-money payment; 409 otherwise. */
function awaitingMobile(state: DemoState, code: string): TicketRecord {
  const t = ticketOr404(state, code);
  const status = statusOf(t, state.ticketContext);
  if (status === 'canceled') throw new HttpError(409, 'This ticket is canceled');
  if (!awaiting(status)) throw new HttpError(409, 'This ticket is not waiting for its payment');
  if (t.payment !== 'mobile' && t.payment !== 'otp') {
    throw new HttpError(409, 'This ticket is not paid by mobile money');
  }
  return t;
}

export const paymentRoutes: readonly Route[] = [
  {
    method: 'POST',
    url: '/api/tickets/:code/payment-prompt',
    body: 'phone-request',
    handle: async ({ state, reply, params, body }) => {
      const t = awaitingMobile(state, params.code as string);
      assertPhoneOf(t, (body as PhoneRequest).msisdn);
      const last = t.promptAt ?? t.otpConfirmedAt ?? t.createdAt;
      const between = state.promptWaitS ?? PROMPT_WAIT_S;
      const wait = Math.ceil((last + between * 1000 - state.now()) / 1000);
      if (wait > 0) {
        throw new HttpError(429, {
          text: 'Please wait {wait} seconds before sending the payment prompt again',
          values: { wait },
        });
      }
      // The same payment asked for again: its id stays, nothing else is made.
      t.promptAt = state.now();
      state.tickets.save(t.code);
      await state.saved();
      const answer: PaymentPromptResponse = {
        code: t.code,
        payment_id: t.paymentId,
        resend_after: between,
      };
      sendJson(reply, 200, answer);
    },
  },
  {
    method: 'GET',
    url: '/api/tickets/:code/paybill',
    handle: ({ state, reply, params }) => {
      const t = awaitingMobile(state, params.code as string);
      const answer: Paybill = {
        ...(t.network ? { network: t.network } : {}),
        business_number: DEMO_PAYBILL,
        account_number: t.code,
        amount: t.price,
      };
      sendJson(reply, 200, answer);
    },
  },
  {
    method: 'POST',
    url: '/api/tickets/:code/cancel',
    body: 'phone-request',
    handle: async ({ state, reply, params, body }) => {
      const t = ticketOr404(state, params.code as string);
      assertPhoneOf(t, (body as PhoneRequest).msisdn);
      if (t.canceledAt === undefined) {
        const status = statusOf(t, state.ticketContext);
        if (!awaiting(status) && status !== 'new') {
          throw new HttpError(409, 'This ticket is paid: it can no longer be canceled');
        }
        t.canceledAt = state.now();
        state.tickets.save(t.code);
        await state.saved();
      }
      sendJson(reply, 200, ticketOf(t, state.ticketContext));
    },
  },
];
