import { apiFetch } from '@/lib/api-client';
import type { OtpConfirmRequest, Ticket } from '@/types/api.gen';
import { isTicket } from '@/types/answers/ticket.gen';

/** POST /api/otp/confirm: confirms a reserved ticket with the code sent by SMS; returns the ticket. */
export function confirmOtp(body: OtpConfirmRequest): Promise<Ticket> {
  return apiFetch('/otp/confirm', isTicket, { method: 'POST', body });
}
