import type { OperatorConfig } from '@/types/api.gen';

/** One request the screen made. */
export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Handler = (call: Call) => unknown;

/** A JSON response with a status (for error answers). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export const INIT: OperatorConfig = {
  operator: 'demo',
  language: 'en',
  languages: ['en'],
  currency: 'KES',
  psp: ['mpesa', 'airtel'],
  exercise_tax: 0,
};

/**
 * Replaces fetch with canned answers by "METHOD /path" (or "/path" for GET), recording every
 * call with its body. A handler may return a Reply for an error status; unknown paths are 404.
 */
export function mockFetch(routes: Record<string, unknown>) {
  const calls: Call[] = [];
  const all: Record<string, unknown> = {
    '/api/init': INIT,
    '/api/finance-details': (c: Call) => {
      const price = Number(c.search.get('price'));
      const odds = c.search.getAll('odds').map(Number);
      const total = Math.round(odds.reduce((a, b) => a * b, 1) * 100) / 100;
      return {
        price,
        total_odds: total,
        stake: price,
        ext: 0,
        ext_amount: 0,
        ext_type: 'stake',
        wht: 0,
        wht_amount: 0,
        gross_payout: Math.round(price * total * 100) / 100,
        net_payout: Math.round(price * total * 100) / 100,
      };
    },
    ...routes,
  };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: Call = {
      method,
      path: url.pathname,
      search: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const route =
      all[`${method} ${url.pathname}`] ?? (method === 'GET' ? all[url.pathname] : undefined);
    let answer: unknown =
      route === undefined
        ? new Reply(404, { code: 404, message: `Not found: ${url.pathname}` })
        : typeof route === 'function'
          ? (route as Handler)(call)
          : route;
    if (answer instanceof Promise) answer = await answer;
    const reply = answer instanceof Reply ? answer : new Reply(200, answer);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return calls;
}

/** The calls to one path, by method. */
export const callsTo = (calls: Call[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

/** Stores a lobby token the way the lobby does, before the app starts. */
export function signIn(token: string): void {
  window.localStorage.setItem('betdeck.token', JSON.stringify(token));
}

export const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
