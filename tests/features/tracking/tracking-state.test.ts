import { describe, expect, it } from 'vitest';
import {
  POLL_INTERVAL_MS,
  paymentChannel,
  pollInterval,
  shouldRetryCheck,
  trackingPhase,
} from '@/features/tracking/tracking-state';
import { isAwaitingPayment, statusLook } from '@/lib/ticket-status';
import { TICKET_STATUSES } from '@/types/api.gen';

describe('trackingPhase', () => {
  it('is processing while the payment waits (pending, reserved), stalled once the wait ran out', () => {
    expect(trackingPhase('pending', false)).toBe('processing');
    expect(trackingPhase('reserved', false)).toBe('processing');
    expect(trackingPhase('reserved', true)).toBe('stalled');
  });

  it('waits for the OTP on a new ticket and has nothing to wait for otherwise', () => {
    expect(trackingPhase('new', false)).toBe('awaiting-otp');
    expect(trackingPhase('new', true)).toBe('awaiting-otp');
    const waiting: readonly string[] = ['pending', 'reserved', 'new'];
    for (const s of TICKET_STATUSES.filter((status) => !waiting.includes(status)))
      expect(trackingPhase(s, false), s).toBe('settled');
    expect(trackingPhase('something_new', false)).toBe('settled');
    expect(trackingPhase(undefined, false)).toBe('settled');
  });
});

describe('pollInterval', () => {
  it('polls while processing, and while the code is awaited until that stalls', () => {
    expect(pollInterval('processing')).toBe(POLL_INTERVAL_MS);
    expect(pollInterval('awaiting-otp')).toBe(POLL_INTERVAL_MS);
    expect(pollInterval('awaiting-otp', true)).toBe(0);
    expect(pollInterval('stalled')).toBe(0);
    expect(pollInterval('settled')).toBe(0);
    expect(pollInterval(undefined)).toBe(0);
  });
});

describe('shouldRetryCheck', () => {
  it('never retries an answer that will not change (4xx), retries others a few times', () => {
    expect(shouldRetryCheck(404, 0)).toBe(false);
    expect(shouldRetryCheck(400, 0)).toBe(false);
    expect(shouldRetryCheck(499, 0)).toBe(false);
    expect(shouldRetryCheck(0, 0)).toBe(true);
    expect(shouldRetryCheck(503, 4)).toBe(true);
    expect(shouldRetryCheck(503, 5)).toBe(false);
    expect(shouldRetryCheck(500, 1, 1)).toBe(false);
  });
});

describe('ticket statuses', () => {
  it('gives every status of the API contract its own label', () => {
    const ids = TICKET_STATUSES.map((s) => statusLook(s).label?.id);
    expect(new Set(ids).size).toBe(TICKET_STATUSES.length);
    expect(ids.every(Boolean)).toBe(true);
  });

  it('colours won and lost apart, and keeps an unknown status as muted text', () => {
    expect(statusLook('won').tone).toBe('won');
    expect(statusLook('lost').tone).toBe('lost');
    expect(statusLook('open').tone).toBe('running');
    expect(statusLook('reserved').tone).toBe('progress');
    expect(statusLook('refunded')).toEqual({ label: null, tone: 'muted' });
    expect(statusLook('constructor')).toEqual({ label: null, tone: 'muted' });
  });

  it('waits for the payment only on pending and reserved', () => {
    expect(TICKET_STATUSES.filter(isAwaitingPayment).sort()).toEqual(['pending', 'reserved']);
    expect(isAwaitingPayment(undefined)).toBe(false);
  });
});

describe('paymentChannel', () => {
  it('is mobile money when the ticket names a network, or when the operator takes no bank payments', () => {
    expect(paymentChannel({ network: 'Vodacom' }, ['bank', 'mpesa'])).toBe('mobile');
    expect(paymentChannel({ network: 'Vodacom' }, ['bank'])).toBe('mobile');
    expect(paymentChannel({}, ['mpesa', 'airtel'])).toBe('mobile');
    expect(paymentChannel({}, [])).toBe('mobile');
  });

  it('is the bank when no network is named and the operator takes bank payments', () => {
    expect(paymentChannel({}, ['bank'])).toBe('bank');
    expect(paymentChannel({ network: '' }, ['mpesa', 'bank'])).toBe('bank');
  });
});
