import { apiFetch } from '@/lib/api-client';
import type { ShareRequest, ShareResponse } from '@/types/api.gen';

/** POST /api/tickets/{code}/share: 'Email Sent' for email, 'Saved' otherwise. */
export function shareTicket(code: string, body: ShareRequest): Promise<ShareResponse> {
  return apiFetch<ShareResponse>(`/tickets/${encodeURIComponent(code)}/share`, {
    method: 'POST',
    body,
  });
}
