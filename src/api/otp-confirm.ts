import { apiFetch } from '@/lib/api-client';
import type { OtpConfirmRequest, Ticket } from '@/types/api.gen';

/** POST /api/otp/confirm: confirms a reserved ticket with the code sent by SMS; returns the ticket. */
export function confirmOtp(body: OtpConfirmRequest): Promise<Ticket> {
  return apiFetch<Ticket>('/otp/confirm', { method: 'POST', body });
}
