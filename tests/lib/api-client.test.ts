import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, buildUrl, configureApi, TIMEOUT_MS } from '@/lib/api-client';
import { BAD_ANSWER_MESSAGE, OFFLINE_MESSAGE, TIMEOUT_MESSAGE } from '@/lib/api-error';
import { EARLY_ANSWERS, type EarlyAnswer } from '@/lib/early-answers';
import { MAX_TEXT_LENGTH } from '@/lib/text';
import { isOperatorConfig } from '@/types/answers/operator-config.gen';
import { isPlayer } from '@/types/answers/player.gen';
import { isReserveResponse } from '@/types/answers/reserve-response.gen';
import { isTicketSummaryList } from '@/types/answers/ticket-summary-list.gen';

afterEach(() => {
  configureApi({ basePath: '/api' });
  vi.useRealTimers();
});

const INIT = {
  operator: 'demo',
  language: 'en',
  languages: ['en'],
  currency: 'KES',
  psp: ['mpesa'],
  exercise_tax: 7.5,
};

const answer = (body: string, type = 'application/json', status = 200) =>
  vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': type } }));

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
      apiFetch('/quickbetxs/reserve', isReserveResponse, { method: 'POST', body: { a: 1 } }),
    ).resolves.toEqual({ code: 'T1' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/quickbetxs/reserve');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("asks for the server's messages in the language showing (the page's lang)", async () => {
    const fetchMock = vi.fn(async () => Response.json({ code: 'T1' }));
    globalThis.fetch = fetchMock;
    const before = document.documentElement.lang;
    try {
      document.documentElement.lang = 'sw-TZ';
      await apiFetch('/quickbetxs/reserve', isReserveResponse);
      document.documentElement.lang = '';
      await apiFetch('/quickbetxs/reserve', isReserveResponse);
    } finally {
      document.documentElement.lang = before;
    }
    const sent = fetchMock.mock.calls.map(
      (c) =>
        ((c as unknown as [string, RequestInit])[1].headers as Record<string, string>)[
          'Accept-Language'
        ],
    );
    // Without a lang, the browser's own Accept-Language goes.
    expect(sent).toEqual(['sw-TZ', undefined]);
  });

  it('throws the server error as {code, message}', async () => {
    globalThis.fetch = vi.fn(async () =>
      Response.json({ code: 104, message: 'Odds have changed' }, { status: 409 }),
    );
    await expect(apiFetch('/x', isPlayer)).rejects.toMatchObject({
      code: 104,
      message: 'Odds have changed',
      status: 409,
    });
  });

  it('throws a plain-text error body with the HTTP status as code', async () => {
    globalThis.fetch = answer('Service down', 'text/plain', 503);
    await expect(apiFetch('/x', isPlayer)).rejects.toMatchObject({
      code: 503,
      message: 'Service down',
    });
  });

  it('shows no HTML error page, and no cut JSON, as a message', async () => {
    globalThis.fetch = answer(
      '<html><body><h1>502 Bad Gateway</h1></body></html>',
      'text/html',
      502,
    );
    await expect(apiFetch('/x', isPlayer)).rejects.toMatchObject({
      code: 502,
      message: 'Unknown error occurred',
    });
    globalThis.fetch = answer('{"code": 500, "mess', 'application/json', 500);
    await expect(apiFetch('/x', isPlayer)).rejects.toMatchObject({
      code: 500,
      message: 'Unknown error occurred',
    });
  });

  it('throws code -1, offline, when the network fails or the browser says it is offline', async () => {
    // No connection: fetch() fails with a TypeError.
    globalThis.fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiFetch('/x', isPlayer)).rejects.toMatchObject({
      code: -1,
      message: OFFLINE_MESSAGE,
      status: 0,
    });
    // Whatever the failure, while the browser is offline.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    globalThis.fetch = vi.fn(async () => {
      throw new Error('aborted');
    });
    await expect(apiFetch('/x', isPlayer)).rejects.toMatchObject({ message: OFFLINE_MESSAGE });
  });

  it('throws code -1, unknown error, when there is no response for another reason', async () => {
    globalThis.fetch = vi.fn(async () => {
      throw new Error('aborted');
    });
    await expect(apiFetch('/x', isPlayer)).rejects.toMatchObject({
      code: -1,
      message: 'Unknown error occurred',
    });
  });
});

describe('apiFetch: answers are checked (docs/behaviour.md#errors)', () => {
  const bad: [string, ReturnType<typeof answer>][] = [
    ['an HTML page', answer('<!doctype html><title>Welcome</title>', 'text/html')],
    ['JSON cut short', answer('{"operator":"demo","langu')],
    ['an empty body', answer('')],
    ['null', answer('null')],
    ['a string', answer('"ok"')],
    ['a number where a text goes', answer(JSON.stringify({ ...INIT, currency: 404 }))],
    ['a missing field', answer(JSON.stringify({ ...INIT, psp: undefined }))],
    ['a list instead of an object', answer(JSON.stringify([INIT]))],
    ['a currency Intl cannot format', answer(JSON.stringify({ ...INIT, currency: 'KESNaN' }))],
  ];

  it.each(bad)('a 200 with %s is a bad answer: code -1, with its status', async (_, fetch) => {
    globalThis.fetch = fetch;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(apiFetch('/init', isOperatorConfig)).rejects.toMatchObject({
      code: -1,
      message: BAD_ANSWER_MESSAGE,
      status: 200,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('GET /init answered 200'));
  });

  it('says in the console where the answer went wrong, never what it held', async () => {
    globalThis.fetch = answer(JSON.stringify({ ...INIT, currency: 404, operator: 'secret' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(apiFetch('/init', isOperatorConfig)).rejects.toMatchObject({ code: -1 });
    expect(warn).toHaveBeenCalledWith(
      'GET /init answered 200 with a body that is not its answer, at "/currency"',
    );
  });

  it('takes an answer with fields it does not know', async () => {
    globalThis.fetch = answer(JSON.stringify({ ...INIT, loyalty: { tier: 'gold' } }));
    await expect(apiFetch('/init', isOperatorConfig)).resolves.toMatchObject({ currency: 'KES' });
  });

  it('checks every item of a list, and its dates', async () => {
    const tile = {
      code: 'QT-1',
      title: 'Weekend',
      events: [],
      operator_time_expires: '2030-01-01T12:00:00Z',
    };
    globalThis.fetch = answer(JSON.stringify([tile, tile]));
    await expect(apiFetch('/quicktip_cards', isTicketSummaryList)).resolves.toHaveLength(2);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    globalThis.fetch = answer(JSON.stringify([tile, { ...tile, operator_time_expires: 'soon' }]));
    await expect(apiFetch('/quicktip_cards', isTicketSummaryList)).rejects.toMatchObject({
      message: BAD_ANSWER_MESSAGE,
    });
    globalThis.fetch = answer(JSON.stringify([tile, { ...tile, events: 'none' }]));
    await expect(apiFetch('/quicktip_cards', isTicketSummaryList)).rejects.toMatchObject({
      message: BAD_ANSWER_MESSAGE,
    });
  });

  it('refuses texts longer than the contract allows, and keeps tokens and addresses whole', async () => {
    const url = `https://cdn.example/${'a'.repeat(500)}.png`;
    const tile = (title: string, home: string) => ({
      code: 'QT-1',
      title,
      preview_img: url,
      events: [
        {
          id: 1,
          home_team: { id: 1, name: home },
          away_team: { id: 2, name: 'Away' },
          bet: { id: 3, bet_name: '1', odds: 1.5 },
        },
      ],
      operator_time_expires: '2030-01-01T12:00:00Z',
    });
    // As long as a title or a name may be (schemas/api/): shown whole.
    globalThis.fetch = answer(JSON.stringify([tile('x'.repeat(200), 'H'.repeat(200))]));
    const [whole] = await apiFetch('/quicktip_cards', isTicketSummaryList);
    expect(whole!.title).toBe('x'.repeat(200));
    expect(whole!.events[0]!.home_team.name).toBe('H'.repeat(200));
    expect(whole!.preview_img).toBe(url);
    expect(MAX_TEXT_LENGTH).toBe(200);

    // Longer: a broken answer, as a wrong type is.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const body of [tile('x'.repeat(20_000), 'Home'), tile('T', 'H'.repeat(1_000_000))]) {
      globalThis.fetch = answer(JSON.stringify([body]));
      await expect(apiFetch('/quicktip_cards', isTicketSummaryList)).rejects.toMatchObject({
        code: -1,
        message: BAD_ANSWER_MESSAGE,
      });
    }

    const token = 't'.repeat(4000);
    globalThis.fetch = answer(JSON.stringify({ code: 'QX1', token }));
    await expect(apiFetch('/x', isReserveResponse, { method: 'POST' })).resolves.toEqual({
      code: 'QX1',
      token,
    });
  });

  it('cuts a long error message too', async () => {
    globalThis.fetch = answer('e'.repeat(20_000), 'text/plain', 500);
    const error: unknown = await apiFetch('/x', isPlayer).catch((e: unknown) => e);
    expect((error as Error).message).toHaveLength(MAX_TEXT_LENGTH);
  });
});

describe('apiFetch: time-outs', () => {
  /** A fetch that never answers, but stops when its signal aborts, as a browser's does. */
  const hang = () =>
    vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );

  it('gives a read up to 15 s, then code -1 saying it took too long', async () => {
    vi.useFakeTimers();
    globalThis.fetch = hang();
    const call = apiFetch('/init', isOperatorConfig).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS.GET - 1);
    let settled = false;
    void call.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ code: -1, message: TIMEOUT_MESSAGE, status: 0 });
    expect(TIMEOUT_MS.GET).toBe(15_000);
  });

  it('gives placing a ticket 30 s', async () => {
    vi.useFakeTimers();
    globalThis.fetch = hang();
    const call = apiFetch('/quickbetxs/reserve', isReserveResponse, { method: 'POST' }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS.GET);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS.POST - TIMEOUT_MS.GET);
    expect(await call).toMatchObject({ code: -1, message: TIMEOUT_MESSAGE });
    expect(TIMEOUT_MS.POST).toBe(30_000);
  });

  it('times out a body that stops half way, too', async () => {
    vi.useFakeTimers();
    globalThis.fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"operator":'));
          init?.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('aborted', 'AbortError')),
          );
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'application/json' } });
    });
    const call = apiFetch('/init', isOperatorConfig).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS.GET);
    expect(await call).toMatchObject({ code: -1, message: TIMEOUT_MESSAGE });
  });
});

describe('an answer the page asked for before the app ran', () => {
  const early = (url: string, response: Promise<Response>) => {
    const abort = vi.fn();
    (globalThis as Record<string, unknown>)[EARLY_ANSWERS] = {
      [url]: { response, abort } satisfies EarlyAnswer,
    };
    return abort;
  };
  afterEach(() => delete (globalThis as Record<string, unknown>)[EARLY_ANSWERS]);

  it('is taken by the first GET of its URL instead of asking again, and only by it', async () => {
    early('/api/init', Promise.resolve(Response.json(INIT)));
    const fetchMock = answer(JSON.stringify({ ...INIT, currency: 'TZS' }));
    globalThis.fetch = fetchMock;
    await expect(apiFetch('/init', isOperatorConfig)).resolves.toMatchObject({ currency: 'KES' });
    expect(fetchMock).not.toHaveBeenCalled();
    // Asked again (a retry, a revalidation): from the API.
    await expect(apiFetch('/init', isOperatorConfig)).resolves.toMatchObject({ currency: 'TZS' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is checked like any answer', async () => {
    early('/api/init', Promise.resolve(Response.json({ operator: 'demo' })));
    const error = await apiFetch('/init', isOperatorConfig).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: BAD_ANSWER_MESSAGE });
  });

  it("is not another call's: a POST, or a GET of another URL, asks the API", async () => {
    early('/api/quicktip_cards', Promise.resolve(Response.json([])));
    const fetchMock = answer('[]');
    globalThis.fetch = fetchMock;
    await apiFetch('/quickbetx_cards', isTicketSummaryList);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("that never comes ends at the call's time-out, and the page's request is stopped", async () => {
    vi.useFakeTimers();
    let fail: (error: unknown) => void = () => {};
    const abort = early('/api/init', new Promise<Response>((_, reject) => (fail = reject)));
    // As the page's fetch() does when its request is aborted.
    abort.mockImplementation(() => fail(new DOMException('aborted', 'AbortError')));
    const call = apiFetch('/init', isOperatorConfig).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS.GET - 1);
    expect(abort).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(abort).toHaveBeenCalled();
    expect(await call).toMatchObject({ code: -1, message: TIMEOUT_MESSAGE });
  });
});
