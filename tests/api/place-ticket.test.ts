import { describe, expect, it, vi } from 'vitest';
import { createTicket, reserveTicket } from '@/api/place-ticket';
import { newIdempotencyKey } from '@/lib/idempotency';

const body = {
  code: 'QBX-1',
  stake: 100,
  price: 100,
  msisdn: '254712345678',
  psp: 'mpesa',
  events: [{ event_id: 1, bet_id: 2, odds: 1.5 }],
};

describe('placing a ticket', () => {
  it("sends the family's reserve call with the intent's Idempotency-Key", async () => {
    const fetchMock = vi.fn(async () => Response.json({ code: 'T-1' }));
    globalThis.fetch = fetchMock;
    await expect(reserveTicket('jackpots', body, 'key-1')).resolves.toEqual({ code: 'T-1' });
    await createTicket('quickbetxs', { ...body, player_id: 'PLAYER1' }, 'key-2');
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url]) => url)).toEqual(['/api/jackpots/reserve', '/api/quickbetxs/create']);
    expect(
      calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']),
    ).toEqual(['key-1', 'key-2']);
  });

  it('makes a new UUID v4 key per intent', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const k of keys)
      expect(k).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
