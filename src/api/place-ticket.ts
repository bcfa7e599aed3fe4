import { apiFetch } from '@/lib/api-client';
import type {
  CreateRequest,
  CreateResponse,
  ReserveRequest,
  ReserveResponse,
} from '@/types/api.gen';

/**
 * Placing a ticket: POST /api/{family}/reserve (a phone, a phone token or a bank payment) and
 * POST /api/{family}/create (a player-code token). Each attempt carries the intent's
 * Idempotency-Key, so a retried or doubled request makes one ticket.
 */
export type ReserveFamily = 'quickbetxs' | 'quickbets' | 'quicktips' | 'jackpots';
export type CreateFamily = 'quickbetxs' | 'quicktips' | 'quicktipxs' | 'jackpots';

export function reserveTicket(
  family: ReserveFamily,
  body: ReserveRequest,
  idempotencyKey: string,
): Promise<ReserveResponse> {
  return apiFetch<ReserveResponse>(`/${family}/reserve`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function createTicket(
  family: CreateFamily,
  body: CreateRequest,
  idempotencyKey: string,
): Promise<CreateResponse> {
  return apiFetch<CreateResponse>(`/${family}/create`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
