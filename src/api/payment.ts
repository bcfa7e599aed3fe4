import useSWR from 'swr';
import { apiFetch } from '@/lib/api-client';
import { fetcherOf } from '@/lib/swr';
import type { Paybill, PaymentPromptResponse, Ticket } from '@/types/api.gen';
import { isPaybill } from '@/types/answers/paybill.gen';
import { isPaymentPromptResponse } from '@/types/answers/payment-prompt-response.gen';
import { isTicket } from '@/types/answers/ticket.gen';

/*
 * A stuck mobile-money payment taken up again (docs/behaviour.md#a-stuck-payment): each call is
 * about the ticket's one payment, never a second one.
 */
const ticketPath = (code: string, what: string) => `/tickets/${encodeURIComponent(code)}/${what}`;

/** POST /api/tickets/{code}/payment-prompt: the same payment prompt sent to the phone again. */
export function resendPaymentPrompt(code: string, msisdn: string): Promise<PaymentPromptResponse> {
  return apiFetch(ticketPath(code, 'payment-prompt'), isPaymentPromptResponse, {
    method: 'POST',
    body: { msisdn },
  });
}

/** POST /api/tickets/{code}/cancel: cancels a ticket awaiting its payment (asked again, the same). */
export function cancelTicket(code: string, msisdn: string): Promise<Ticket> {
  return apiFetch(ticketPath(code, 'cancel'), isTicket, { method: 'POST', body: { msisdn } });
}

const fetchPaybill = fetcherOf(isPaybill);

/** GET /api/tickets/{code}/paybill, once `code` is given: how to pay from the phone's menu. */
export function usePaybill(code: string | null) {
  return useSWR<Paybill, unknown>(code ? [ticketPath(code, 'paybill')] : null, fetchPaybill);
}
