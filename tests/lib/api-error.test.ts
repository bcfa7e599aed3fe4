import { describe, expect, it } from 'vitest';
import {
  asOperatorError,
  normaliseErrorResponse,
  noResponseError,
  toApiError,
} from '@/lib/api-error';

describe('error normalising (docs/behaviour.md#errors)', () => {
  it('keeps a {code, message} body', () => {
    const e = normaliseErrorResponse(409, { code: 104, message: 'Odds have changed' });
    expect([e.code, e.message, e.status]).toEqual([104, 'Odds have changed', 409]);
  });

  it('gives a string body the HTTP status as code', () => {
    const e = normaliseErrorResponse(502, 'Bad gateway');
    expect([e.code, e.message]).toEqual([502, 'Bad gateway']);
  });

  it('takes a message said as problem details (RFC 9457) or as {error}', () => {
    expect(
      normaliseErrorResponse(503, {
        type: 'about:blank',
        title: 'Service Unavailable',
        status: 503,
        detail: 'Back at 20:15',
      }),
    ).toMatchObject({ code: 503, message: 'Back at 20:15' });
    expect(normaliseErrorResponse(503, { title: 'Service Unavailable' }).message).toBe(
      'Service Unavailable',
    );
    expect(normaliseErrorResponse(502, { error: 'Mobile money is down' }).message).toBe(
      'Mobile money is down',
    );
    expect(normaliseErrorResponse(409, { code: 104, message: 'Odds', detail: 'x' }).message).toBe(
      'Odds',
    );
  });

  it('shows no page of markup as a message', () => {
    expect(normaliseErrorResponse(503, '  <html><h1>503</h1></html>')).toMatchObject({
      code: 503,
      message: 'Unknown error occurred',
    });
  });

  it('falls back to the unknown-error message for empty or odd bodies', () => {
    expect(normaliseErrorResponse(500, '').message).toBe('Unknown error occurred');
    expect(normaliseErrorResponse(500, { oops: true })).toMatchObject({
      code: 500,
      message: 'Unknown error occurred',
    });
    expect(normaliseErrorResponse(400, { code: 'x', message: 7 })).toMatchObject({
      code: 400,
      message: 'Unknown error occurred',
    });
  });

  it('answers no response with code -1', () => {
    expect(noResponseError()).toMatchObject({ code: -1, message: 'Unknown error occurred' });
    expect(toApiError(new TypeError('Failed to fetch'))).toMatchObject({ code: -1 });
  });

  it('prefixes init and identify errors once with Operator Error', () => {
    const e = asOperatorError(
      normaliseErrorResponse(404, { code: 404, message: 'Unknown player' }),
    );
    expect(e.message).toBe('Operator Error: Unknown player');
    expect(e.code).toBe(404);
    expect(asOperatorError(e).message).toBe('Operator Error: Unknown player');
  });
});
