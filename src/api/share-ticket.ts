import { apiFetch } from '@/lib/api-client';
import type { ShareRequest, ShareResponse } from '@/types/api.gen';
import { isShareResponse } from '@/types/answers/share-response.gen';

/** POST /api/tickets/{code}/share: 'Email Sent' for email, 'Saved' otherwise. */
export function shareTicket(code: string, body: ShareRequest): Promise<ShareResponse> {
  return apiFetch(`/tickets/${encodeURIComponent(code)}/share`, isShareResponse, {
    method: 'POST',
    body,
  });
}
