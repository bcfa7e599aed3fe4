// @vitest-environment node
// A page sent with its first screen's answers (scripts/server/page-answers.ts).
import http from 'node:http';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageHeadScript } from '../../scripts/build/head-script';
import { LOCALES } from '../../src/lib/languages';
import { pageLocale } from '../../scripts/server/page-answers';
import {
  heldUpstream,
  json,
  makeStaticDir,
  rawRequest,
  startTestServer,
  testBrand,
  type TestServer,
} from './helpers';
import { runPageScript } from '../build/page-answers-script';

const brand = {
  ...testBrand,
  languages: ['en', 'swTZ'] as ('en' | 'swTZ')[],
  api: { basePath: '/api' },
  lobby: { cards: ['quicktip', 'smartbet'] as ('quicktip' | 'smartbet')[], styles: [] },
};
const LISTS = ['/api/init', '/api/quicktip_cards', '/api/smartbet_cards'];

/** A built page as the build writes it, in short: the page's preloads, a shell, the app's root. */
function writePage(dir: string): string {
  const html =
    `<!doctype html>\n<html lang="en-GB">\n  <head>\n    <meta charset="UTF-8" />\n    <title>BetDeck</title>\n` +
    `    <script type="module" crossorigin src="/assets/index-abc123.js"></script>\n` +
    `    ${pageHeadScript(brand as never)}\n  </head>\n  <body>\n    <div id="shell"><h1>Tickets</h1></div>\n` +
    `    <div id="root"><div class="boot" role="status">Loading...</div></div>\n  </body>\n</html>\n`;
  writeFileSync(path.join(dir, 'index.html'), html);
  return html;
}

/** A page opened as a browser opens it (a navigation), its text read as it streams. */
function openPage(url: string, pagePath: string, headers: Record<string, string> = {}) {
  const chunks: string[] = [];
  let more = () => {};
  let ended = false;
  let response: http.IncomingMessage | undefined;
  const { hostname, port } = new URL(url);
  const done = new Promise<void>((resolve, reject) => {
    http
      .get(
        {
          hostname,
          port,
          path: pagePath,
          agent: false,
          headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', ...headers },
        },
        (res) => {
          response = res;
          res.setEncoding('utf8');
          res.on('data', (c: string) => {
            chunks.push(c);
            more();
          });
          res.on('end', () => {
            ended = true;
            more();
            resolve();
          });
          res.on('error', reject);
        },
      )
      .on('error', reject);
  });
  return {
    done,
    text: () => chunks.join(''),
    ended: () => ended,
    headers: () => response?.headers,
    /** Resolves once the page so far holds `text`. */
    until: async (text: string) => {
      while (!chunks.join('').includes(text)) {
        if (ended) throw new Error(`the page ended without ${text}`);
        await new Promise<void>((resolve) => (more = resolve));
      }
    },
  };
}

/** The page's data blocks: URL, language, JSON text. */
const blocks = (html: string) =>
  [
    ...html.matchAll(
      /<script type="application\/json" data-answer="([^"]*)" data-lang="([^"]*)">([\s\S]*?)<\/script>/g,
    ),
  ].map((m) => ({ url: m[1]!, lang: m[2]!, text: m[3]! }));
const coming = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="betdeck-coming">(.*?)<\/script>/.exec(html)![1]!,
  ) as string[];

describe('a page sent with its answers, from the demo API', () => {
  const site = makeStaticDir();
  let page: string;
  let app: TestServer;
  beforeAll(async () => {
    page = writePage(site.dir);
    app = await startTestServer({ staticDir: site.dir, brand });
  });
  afterAll(() => app.close());

  it("carries the lobby's lists and /init, each the API's own answer, and names them before its scripts", async () => {
    const opened = openPage(app.url, '/');
    await opened.done;
    const html = opened.text();
    expect(opened.headers()?.['cache-control']).toBe('no-store');
    expect(opened.headers()?.etag).toBeUndefined();
    // The security policy is the site's, unchanged: the blocks run nothing.
    expect(opened.headers()?.['content-security-policy']).toBe(
      site.headers['Content-Security-Policy'],
    );
    expect(coming(html)).toEqual(LISTS);
    expect(html.indexOf('id="betdeck-coming"')).toBeLessThan(html.indexOf('<script type="module"'));
    const got = blocks(html);
    expect(got.map((b) => b.url).sort()).toEqual([...LISTS].sort());
    for (const block of got) {
      expect(block.lang).toBe('en-GB');
      const own = (await (await fetch(app.url + block.url)).json()) as unknown;
      expect(JSON.parse(block.text)).toEqual(own);
    }
    // Before </body>, and the page whole around them.
    expect(html.lastIndexOf('data-answer=')).toBeLessThan(html.indexOf('</body>'));
    const text = (s: string) => s.replace(/\s+/g, ' ');
    expect(
      text(html.replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '')),
    ).toBe(text(page.replace(/<link rel="preload" as="fetch"[^>]*>/, '')));
  });

  it("carries a swipe screen's card, in the language the page will show", async () => {
    const opened = openPage(app.url, '/quickbetx/QBX-101?lang=sw');
    await opened.done;
    const got = blocks(opened.text());
    expect(got.map((b) => b.url)).toEqual(
      expect.arrayContaining(['/api/init', '/api/quickbetx_cards/QBX-101']),
    );
    expect(new Set(got.map((b) => b.lang))).toEqual(new Set([LOCALES.swTZ]));
    // No ?lang=: the browser's languages.
    const swahili = openPage(app.url, '/track/T-OPEN-1', { 'accept-language': 'sw-TZ,en;q=0.5' });
    await swahili.done;
    expect(blocks(swahili.text()).map((b) => [b.url, b.lang])).toEqual(
      expect.arrayContaining([['/api/tickets/T-OPEN-1', LOCALES.swTZ]]),
    );
  });

  it('sends the file as it is to what is not a browser opening a page: a script, a worker, HEAD', async () => {
    const fetched = await rawRequest(app.url, '/');
    expect(fetched.body.toString()).toBe(page);
    expect(fetched.headers.etag).toBeDefined();
    expect(fetched.headers['cache-control']).toBe('no-cache');
    const head = await rawRequest(app.url, '/', {
      method: 'HEAD',
      headers: { 'sec-fetch-dest': 'document' },
    });
    expect(head.status).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
    // A script's fetch from a page on plain http (no Sec-Fetch-Dest there): the file too.
    const script = await rawRequest(app.url, '/', { headers: { accept: '*/*' } });
    expect(script.body.toString()).toBe(page);
  });

  it('answers a browser on plain http under a name other than localhost, which sends no Sec-Fetch-Dest, by the HTML it asks for', async () => {
    const opened = await rawRequest(app.url, '/', {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(blocks(opened.body.toString()).map((b) => b.url)).toContain('/api/init');
  });

  it('compresses the stream as the browser accepts', async () => {
    const res = await rawRequest(app.url, '/', {
      headers: { 'sec-fetch-dest': 'document', 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.body).toString();
    expect(blocks(html)).toHaveLength(3);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });
});

describe('a page sent with the answers of an operator API', () => {
  const site = makeStaticDir();
  const upstream = heldUpstream();
  let app: TestServer;
  beforeAll(async () => {
    writePage(site.dir);
    app = await startTestServer({
      staticDir: site.dir,
      brand,
      upstream: await upstream.listen(),
      pageAnswers: { waitMs: 300 },
    });
  });
  afterEach(() => {
    for (const held of upstream.waiting.splice(0)) if (!held.res.writableEnded) held.res.end();
  });
  afterAll(async () => {
    await app.close();
    upstream.server.closeAllConnections();
    await new Promise((resolve) => upstream.server.close(resolve));
  });

  it('sends the shell before any answer has come, then the answers as they come', async () => {
    const opened = openPage(app.url, '/', { cookie: 'session=player-a' });
    const calls = await upstream.calls(3);
    // Every call asked, none answered: the shell is already there.
    await opened.until('<div id="root">');
    expect(opened.ended()).toBe(false);
    expect(blocks(opened.text())).toEqual([]);
    // As the app's own calls would: the player's cookie, JSON, the page's language.
    for (const call of calls) {
      expect(call.headers.cookie).toBe('session=player-a');
      expect(call.headers.accept).toBe('application/json');
      expect(call.headers['accept-language']).toBe('en-GB');
    }
    const byUrl = (url: string) => calls.find((c) => c.url === url)!;
    json(byUrl('/api/quicktip_cards').res, [{ code: 'QT-201' }]);
    await opened.until('data-answer="/api/quicktip_cards"');
    expect(opened.ended()).toBe(false);
    json(byUrl('/api/init').res, { languages: ['en'] });
    json(byUrl('/api/smartbet_cards').res, []);
    await opened.done;
    expect(blocks(opened.text()).map((b) => b.url)).toEqual([
      '/api/quicktip_cards',
      '/api/init',
      '/api/smartbet_cards',
    ]);
  });

  it('escapes what a server string holds, so nothing in it ends the block', async () => {
    const opened = openPage(app.url, '/');
    const calls = await upstream.calls(3);
    const hostile = {
      name: '</script><script>alert(1)</script>',
      note: '<!-- <script> & \u2028 </SCRIPT >',
    };
    for (const call of calls) json(call.res, call.url === '/api/init' ? hostile : [hostile]);
    await opened.done;
    const html = opened.text();
    const got = blocks(html);
    expect(got).toHaveLength(3);
    for (const block of got) {
      expect(block.text).not.toMatch(/<\/script|<!--|<script/i);
      const value = JSON.parse(block.text) as unknown;
      expect(block.url === '/api/init' ? value : (value as unknown[])[0]).toEqual(hostile);
    }
    expect(html).not.toContain('alert(1)</script>');
  });

  it('leaves out an answer that fails or sets a cookie, and the page ends whole', async () => {
    const opened = openPage(app.url, '/');
    const calls = await upstream.calls(3);
    const [init, quicktip, smartbet] = [
      '/api/init',
      '/api/quicktip_cards',
      '/api/smartbet_cards',
    ].map((u) => calls.find((c) => c.url === u)!);
    init!.res.writeHead(500, { 'content-type': 'application/json' }).end('{"code":500}');
    json(quicktip!.res, [], { 'set-cookie': 'seen=1' });
    smartbet!.res.writeHead(200, { 'content-type': 'application/json' }).end('{"cut sh');
    await opened.done;
    expect(blocks(opened.text())).toEqual([]);
    expect(opened.text().trimEnd().endsWith('</html>')).toBe(true);
  });

  it('ends the page without an answer that has not come in time', async () => {
    const opened = openPage(app.url, '/quickbetx/QBX-101');
    const calls = await upstream.calls(2);
    json(calls.find((c) => c.url === '/api/init')!.res, { languages: ['en'] });
    const hung = calls.find((c) => c.url === '/api/quickbetx_cards/QBX-101')!;
    // The card never comes: the page ends at its time with /init only.
    await opened.done;
    expect(blocks(opened.text()).map((b) => b.url)).toEqual(['/api/init']);
    // The page still names it: its script asks for it as on a static host.
    expect(coming(opened.text())).toContain('/api/quickbetx_cards/QBX-101');
    expect(opened.text().trimEnd().endsWith('</html>')).toBe(true);
    // Answered late, it is not written into a page that has ended.
    json(hung.res, { code: 'QBX-101' });
    await hung.closed;
  });

  it('keeps serving when a browser leaves a page before its answers have come', async () => {
    const { hostname, port } = new URL(app.url);
    const left = new Promise<void>((resolve) => {
      const req = http.get(
        {
          hostname,
          port,
          path: '/',
          agent: false,
          headers: { 'sec-fetch-dest': 'document', 'accept-encoding': 'gzip' },
        },
        (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.on('error', () => undefined);
    });
    const calls = await upstream.calls(3);
    await left;
    for (const call of calls) json(call.res, []);
    await Promise.all(calls.map((c) => c.closed));
    upstream.waiting.splice(0);
    // The next page: whole, with its answers.
    const next = openPage(app.url, '/track/T-2');
    for (const call of await upstream.calls(2)) json(call.res, { code: 'T-2' });
    await next.done;
    expect(blocks(next.text())).toHaveLength(2);
  });

  it("sends each player's page the answers of that player's own calls", async () => {
    const a = openPage(app.url, '/track/T-1', { cookie: 'session=a' });
    const b = openPage(app.url, '/track/T-1', { cookie: 'session=b' });
    const calls = await upstream.calls(4);
    for (const call of calls) json(call.res, { cookie: call.headers.cookie });
    await Promise.all([a.done, b.done]);
    for (const [page, cookie] of [
      [a, 'session=a'],
      [b, 'session=b'],
    ] as const) {
      const got = blocks(page.text());
      expect(got).toHaveLength(2);
      for (const block of got) expect(JSON.parse(block.text)).toEqual({ cookie });
      expect(page.headers()?.['cache-control']).toBe('no-store');
    }
  });
});

describe('the language of the answers', () => {
  it("is the page's: ?lang=, else the browser's most wanted language the brand has, else the brand's first", () => {
    const offered = ['en', 'swTZ'];
    expect(pageLocale(offered, 'lang=sw', 'en-GB')).toBe('sw-TZ');
    expect(pageLocale(offered, 'lang=xx', 'sw-TZ')).toBe('en-GB');
    expect(pageLocale(offered, '', 'en;q=0.5, sw-TZ')).toBe('sw-TZ');
    expect(pageLocale(offered, '', 'de-DE, sw;q=0.8')).toBe('sw-TZ');
    expect(pageLocale(['swTZ', 'en'], '', 'en-GB,en;q=0.9')).toBe('sw-TZ');
    expect(pageLocale(offered, '', undefined)).toBe('en-GB');
  });
});

describe("the page's script with the answers that came with the page", () => {
  const site = makeStaticDir();
  let page: string;
  beforeAll(() => {
    page = writePage(site.dir);
  });

  it('asks for none of them, and keeps for the app the answer of their blocks', async () => {
    const blocksHtml = LISTS.map(
      (u, i) =>
        `<script type="application/json" data-answer="${u}" data-lang="en-GB">[{"n":${i}}]</script>`,
    );
    const run = runPageScript(page, '/', { coming: LISTS, blocks: blocksHtml });
    expect(run.fetched).toEqual([]);
    run.finishParsing();
    for (const [i, url] of LISTS.entries()) {
      const answer = await run.early[url]!.response;
      expect(await answer.json()).toEqual([{ n: i }]);
    }
    expect(run.fetched).toEqual([]);
  });

  it('asks itself, once the page is read, for what the server named and did not send, or sent in another language', async () => {
    const run = runPageScript(page, '/', {
      coming: LISTS,
      blocks: [
        `<script type="application/json" data-answer="/api/init" data-lang="sw-TZ">{}</script>`,
        `<script type="application/json" data-answer="/api/quicktip_cards" data-lang="en-GB">[]</script>`,
      ],
    });
    expect(run.fetched).toEqual([]);
    run.finishParsing();
    expect(run.fetched.sort()).toEqual(['/api/init', '/api/smartbet_cards']);
  });

  it('asks for everything itself on a page from a static host, /init in the language it will show', () => {
    const run = runPageScript(page, '/?lang=sw', {});
    expect(run.fetched).toEqual(['/api/init', '/api/quicktip_cards', '/api/smartbet_cards']);
    expect(run.languages).toEqual(['sw-TZ', 'sw-TZ', 'sw-TZ']);
    expect(run.early['/api/init']).toBeDefined();
  });
});
