/**
 * A hostile operator API for the browser tests (e2e/hostile-upstream.spec.ts): the app server's
 * API_UPSTREAM points at it. It answers every call as the demo API does (it asks the demo brand's
 * server), except the one call family the page's `hostile` cookie names, which it answers the way
 * the cookie says: an error, a broken body, a 20 kB text, a hang, a 404.
 */
import http, { type IncomingMessage } from 'node:http';

/** The call families of the app, by the request that makes them. */
export const CALL_FAMILIES = {
  init: (_method: string, path: string) => path === '/api/init',
  identify: (_method: string, path: string) => path === '/api/identify',
  card: (method: string, path: string) =>
    method === 'GET' && /^\/api\/\w+_cards\/[^/]+$/.test(path),
  'finance-details': (_method: string, path: string) => path === '/api/finance-details',
  reserve: (method: string, path: string) =>
    method === 'POST' && /^\/api\/\w+\/reserve$/.test(path),
  ticket: (method: string, path: string) =>
    method === 'GET' && /^\/api\/tickets\/[^/]+$/.test(path),
  /** One list of the lobby (the quick bets X): the others answer, as a lobby with one bad list. */
  'lobby-list': (_method: string, path: string) => path === '/api/quickbetx_cards',
} as const;
export type CallFamily = keyof typeof CALL_FAMILIES;

/** What the hostile API answers instead. */
export const HOSTILE_ANSWERS = [
  '500-text',
  '500-json',
  'html',
  'empty',
  'truncated',
  'wrong-types',
  'huge-text',
  'hang',
  '404',
] as const;
/**
 * A 503 carrying a message (the spec: reserve errors show the server's response body): as
 * `{code, message}`, as `{message}` alone, as text, as RFC 9457 problem details
 * (application/problem+json), as `{error}`; and a web server's HTML page.
 */
export const UNAVAILABLE = {
  '503-json': { code: 503, message: 'Payments are paused for maintenance until 14:00.' },
  '503-message': { message: 'The payment provider is busy. Please try again in a minute.' },
  '503-text': 'Service temporarily unavailable: the ticket was not placed.',
  '503-problem': {
    type: 'https://operator.example/problems/maintenance',
    title: 'Service Unavailable',
    status: 503,
    detail: 'Betting is closed while the draw is made. Back at 20:15.',
  },
  '503-error': { error: 'Mobile money is down at the moment, try again later.' },
  '503-html':
    '<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>',
} as const;
export type HostileAnswer = (typeof HOSTILE_ANSWERS)[number] | keyof typeof UNAVAILABLE;

export const COOKIE = 'hostile';
export const cookieValue = (family: CallFamily, answer: HostileAnswer) => `${family}~${answer}`;

export const SERVER_TEXT = 'Upstream exploded';
export const SERVER_ERROR = { code: 777, message: 'Operator maintenance, back soon' };
export const HUGE_LENGTH = 20_000;
/** How long a hanging answer is held before it answers as the demo API would. */
export const HANG_MS = 15_000;

/** Texts the app shows: a hostile API makes them 20 kB (if an answer has none, every string). */
const SHOWN = new Set([
  'title',
  'name',
  'league_name',
  'market_name',
  'bet_name',
  'operator',
  'message',
]);

function mapLeaves(value: unknown, leaf: (v: unknown, key: string) => unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, leaf, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, leaf, k)]));
  }
  return leaf(value, key);
}

/** Every number a string and every string a number: the shape of the answer, wrong types. */
export const wrongTypes = (body: unknown) =>
  mapLeaves(body, (v) =>
    typeof v === 'number' ? String(v) : typeof v === 'string' ? v.length : v,
  );

/** The shown texts (else every string) made HUGE_LENGTH characters long. */
export function hugeTexts(body: unknown): unknown {
  const huge = (v: string) => `${v} ${'W'.repeat(HUGE_LENGTH)}`;
  let shown = false;
  const out = mapLeaves(body, (v, key) => {
    if (typeof v !== 'string' || !SHOWN.has(key)) return v;
    shown = true;
    return huge(v);
  });
  return shown ? out : mapLeaves(body, (v) => (typeof v === 'string' ? huge(v) : v));
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function hostileOf(req: IncomingMessage): { family: CallFamily; answer: HostileAnswer } | null {
  const cookie = /(?:^|;\s*)hostile=([\w-]+)~([\w-]+)/.exec(req.headers.cookie ?? '');
  if (!cookie) return null;
  const [, family, answer] = cookie as unknown as [string, CallFamily, HostileAnswer];
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const matches = CALL_FAMILIES[family]?.(req.method ?? 'GET', path);
  const known = (HOSTILE_ANSWERS as readonly string[]).includes(answer) || answer in UNAVAILABLE;
  return matches && known ? { family, answer } : null;
}

/** Starts the hostile API on `port`, answering healthy calls from the demo API at `demoUrl`. */
export async function startHostileUpstream(port: number, demoUrl: string) {
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const hostile = hostileOf(req);
      const healthy = async () => {
        const headers = { ...req.headers } as Record<string, string>;
        delete headers.host;
        delete headers['content-length'];
        const answer = await fetch(demoUrl + (req.url ?? '/'), {
          method: req.method,
          headers,
          body: body.length ? body.toString('utf8') : undefined,
        });
        return {
          status: answer.status,
          headers: answer.headers,
          body: Buffer.from(await answer.arrayBuffer()),
        };
      };
      const send = (status: number, type: string | null, payload: string | Buffer) => {
        res.writeHead(status, type ? { 'Content-Type': type } : {});
        res.end(payload);
      };
      const json = 'application/json; charset=utf-8';
      if (!hostile) {
        const answer = await healthy();
        const headers: Record<string, string> = {};
        answer.headers.forEach((v, k) => {
          if (
            !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(k)
          )
            headers[k] = v;
        });
        res.writeHead(answer.status, headers);
        res.end(answer.body);
        return;
      }
      switch (hostile.answer) {
        case '500-text':
          return send(500, 'text/plain; charset=utf-8', SERVER_TEXT);
        case '500-json':
          return send(500, json, JSON.stringify(SERVER_ERROR));
        case 'html':
          return send(200, 'text/html; charset=utf-8', '<!doctype html><h1>Welcome to nginx!</h1>');
        case 'empty':
          return send(200, json, '');
        case '503-json':
        case '503-message':
        case '503-error':
          return send(503, json, JSON.stringify(UNAVAILABLE[hostile.answer]));
        case '503-problem':
          return send(503, 'application/problem+json', JSON.stringify(UNAVAILABLE['503-problem']));
        case '503-text':
          return send(503, 'text/plain; charset=utf-8', UNAVAILABLE['503-text']);
        case '503-html':
          return send(503, 'text/html', UNAVAILABLE['503-html']);
        case '404':
          return send(
            404,
            'text/html; charset=utf-8',
            '<html><body><h1>404 Not Found</h1></body></html>',
          );
        case 'hang': {
          const timer = setTimeout(() => {
            timers.delete(timer);
            void healthy().then((a) => send(a.status, json, a.body));
          }, HANG_MS);
          timers.add(timer);
          res.on('close', () => {
            clearTimeout(timer);
            timers.delete(timer);
          });
          return;
        }
      }
      const answer = await healthy();
      const text = answer.body.toString('utf8');
      if (hostile.answer === 'truncated')
        return send(200, json, text.slice(0, Math.floor(text.length / 2)));
      const parsed = JSON.parse(text) as unknown;
      return send(
        200,
        json,
        JSON.stringify(hostile.answer === 'huge-text' ? hugeTexts(parsed) : wrongTypes(parsed)),
      );
    })().catch((err: unknown) => {
      console.error('hostile upstream:', err);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
