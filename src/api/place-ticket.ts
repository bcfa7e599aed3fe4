import { apiFetch } from '@/lib/api-client';
import type {
  CreateRequest,
  CreateResponse,
  ReserveRequest,
  ReserveResponse,
} from '@/types/api.gen';
import { isCreateResponse } from '@/types/answers/create-response.gen';
import { isReserveResponse } from '@/types/answers/reserve-response.gen';

/**
 * Placing a ticket: POST /api/{reserve}/reserve (a phone, a phone token or a bank payment) and
 * POST /api/{create}/create (a player-code token), the calls of the ticket's family (src/lib/families.ts). Each attempt carries the intent's
 * Idempotency-Key, so a retried or doubled request makes one ticket.
 */
export function reserveTicket(
  family: string,
  body: ReserveRequest,
  idempotencyKey: string,
): Promise<ReserveResponse> {
  return apiFetch(`/${encodeURIComponent(family)}/reserve`, isReserveResponse, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function createTicket(
  family: string,
  body: CreateRequest,
  idempotencyKey: string,
): Promise<CreateResponse> {
  return apiFetch(`/${encodeURIComponent(family)}/create`, isCreateResponse, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
