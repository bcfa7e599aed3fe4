import { apiFetch } from '@/lib/api-client';
import { isOtpResendResponse } from '@/types/answers/otp-resend-response.gen';
import { isTicket } from '@/types/answers/ticket.gen';
import type {
  OtpConfirmRequest,
  OtpResendRequest,
  OtpResendResponse,
  Ticket,
} from '@/types/api.gen';

/** POST /api/otp/confirm: confirms a reserved ticket with the code sent by SMS; returns the ticket. */
export function confirmOtp(body: OtpConfirmRequest): Promise<Ticket> {
  return apiFetch('/otp/confirm', isTicket, { method: 'POST', body });
}

/** POST /api/otp/resend: sends a new SMS code for a reserved ticket (429 while the last is fresh). */
export function resendOtp(body: OtpResendRequest): Promise<OtpResendResponse> {
  return apiFetch('/otp/resend', isOtpResendResponse, { method: 'POST', body });
}
