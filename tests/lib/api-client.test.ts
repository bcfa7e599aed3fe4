import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, buildUrl, configureApi } from '@/lib/api-client';

afterEach(() => configureApi({ basePath: '/api' }));

describe('buildUrl', () => {
  it('encodes every value and repeats array keys', () => {
    configureApi({ basePath: '/api/' });
    expect(buildUrl('/finance-details', { price: 100, odds: [1.5, 2.1] })).toBe(
      '/api/finance-details?price=100&odds=1.5&odds=2.1',
    );
    expect(buildUrl('/identify', { token: 'a&b=c d' })).toBe('/api/identify?token=a%26b%3Dc+d');
    expect(buildUrl('/init', { empty: '', none: undefined })).toBe('/api/init');
  });

  it('uses the brand base path, including an absolute API host', () => {
    configureApi({ basePath: 'https://api.operator.example/v1' });
    expect(buildUrl('/init')).toBe('https://api.operator.example/v1/init');
  });
});

describe('apiFetch', () => {
  it('sends JSON and resolves with the JSON body', async () => {
    const fetchMock = vi.fn(async () => Response.json({ code: 'T1' }));
    globalThis.fetch = fetchMock;
    await expect(
      apiFetch('/quickbetxs/reserve', { method: 'POST', body: { a: 1 } }),
    ).resolves.toEqual({ code: 'T1' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/quickbetxs/reserve');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('throws the server error as {code, message}', async () => {
    globalThis.fetch = vi.fn(async () =>
      Response.json({ code: 104, message: 'Odds have changed' }, { status: 409 }),
    );
    await expect(apiFetch('/x')).rejects.toMatchObject({
      code: 104,
      message: 'Odds have changed',
      status: 409,
    });
  });

  it('throws a plain-text error body with the HTTP status as code', async () => {
    globalThis.fetch = vi.fn(
      async () =>
        new Response('Service down', { status: 503, headers: { 'Content-Type': 'text/plain' } }),
    );
    await expect(apiFetch('/x')).rejects.toMatchObject({ code: 503, message: 'Service down' });
  });

  it('throws code -1 when there is no response', async () => {
    globalThis.fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiFetch('/x')).rejects.toMatchObject({
      code: -1,
      message: 'Unknown error occurred',
    });
  });
});
