// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrand } from '../../scripts/brand/index';
import { buildBrands } from '../../scripts/build/build-brands';
import { sharedApp } from '../support/shared-builds';
import { assetsUrlProblem } from '../../scripts/build/preloads';
import { startAppServer } from '../../scripts/server/serve';
import { SHARED_ASSET_HEADERS } from '../../scripts/server/site-policy';
import { CONTENT_TYPES } from '../../scripts/server/static-files';
import { pagePreloads } from './page-preloads';
import { CHROMIUM_PATH as CHROMIUM } from '../../scripts/browser/chromium';
import { SHELL_ATTRIBUTE } from '../../src/boot/page-ids';

/**
 * An option sets where the shared assets are served from (a CDN folder); every URL of
 * the app follows it: index.html's tags, its preload script, and the chunks' own imports.
 */
const CDN = 'https://cdn.example.test/betdeck/r42/assets/';
const work = mkdtempSync(path.join(tmpdir(), 'betdeck-cdn-'));
const cdnOut = path.join(work, 'cdn');
const localOut = path.join(work, 'local');
const ids = ['demo', 'eurowin'];

const page = (out: string, id: string) => readFileSync(path.join(out, id, 'index.html'), 'utf8');
/** Every src and href of a page that is a file of the app (.js, .css). */
const appUrls = (html: string) =>
  [...html.matchAll(/\s(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
const ROUTES = ['/', '/quickbetx/QBX-101', '/quickbetx/tracking/T-OPEN-1', '/history'];

beforeAll(async () => {
  const opts = { ids, appDir: await sharedApp(), layout: 'shared' as const, log: () => {} };
  await buildBrands({ ...opts, outDir: cdnOut, assetsUrl: CDN });
  await buildBrands({ ...opts, outDir: localOut });
}, 120_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe('the shared assets URL', () => {
  it("points every tag of a brand's page at the CDN folder", () => {
    for (const id of ids) {
      const html = page(cdnOut, id);
      const urls = appUrls(html);
      // The entry and what it imports (the texts come by the preload script: the next test).
      expect(urls.length).toBeGreaterThanOrEqual(2);
      for (const url of urls) expect(url.startsWith(CDN), url).toBe(true);
      expect(html).not.toMatch(/"\.?\/assets\//);
      // The brand's own files stay on the brand's host.
      expect(html).toMatch(/<link rel="icon" href="\/brand\/favicon-[0-9a-f]+\.svg"/);
    }
  });

  it("has the page's preload script fetch each screen's files from the CDN", () => {
    const html = page(cdnOut, 'demo');
    for (const route of ROUTES) {
      const { modules } = pagePreloads(html, route);
      expect(modules.length, route).toBeGreaterThan(2);
      for (const url of modules) expect(url.startsWith(CDN), `${route}: ${url}`).toBe(true);
    }
  });

  it('is same-origin /assets/ by default, and the compiled app is the same file for both', () => {
    const html = page(localOut, 'demo');
    for (const url of appUrls(html)) expect(url.startsWith('/assets/'), url).toBe(true);
    for (const route of ROUTES) {
      for (const url of pagePreloads(html, route).modules) expect(url).toMatch(/^\/assets\//);
    }
    expect(readdirSync(path.join(cdnOut, 'assets')).sort()).toEqual(
      readdirSync(path.join(localOut, 'assets')).sort(),
    );
  });

  it('leaves no absolute path to the assets in the chunks: they find each other relatively', () => {
    const js = readdirSync(path.join(cdnOut, 'assets')).filter((f) => f.endsWith('.js'));
    expect(js.length).toBeGreaterThan(10);
    for (const file of js) {
      const code = readFileSync(path.join(cdnOut, 'assets', file), 'utf8');
      expect(/[`'"]\/assets\//.test(code), `${file} names /assets/`).toBe(false);
    }
    const entry = js.find((f) => f.startsWith('index-'))!;
    // The entry loads the lazy chunks by relative import('./…'), which the browser resolves
    // against the entry's own URL (no preload helper of Vite's in between).
    expect(readFileSync(path.join(cdnOut, 'assets', entry), 'utf8')).toMatch(
      /import\(`\.\/[\w-]+\.js`\)/,
    );
  });

  it('refuses a URL that is not a folder, not absolute, or not safe in a page', async () => {
    expect(assetsUrlProblem('/assets/')).toBeUndefined();
    expect(assetsUrlProblem(CDN)).toBeUndefined();
    expect(assetsUrlProblem('https://cdn.example.test/a')).toMatch(/must end with "\/"/);
    expect(assetsUrlProblem('assets/')).toMatch(/absolute path/);
    expect(assetsUrlProblem('//cdn.example.test/a/')).toMatch(/absolute path/);
    expect(assetsUrlProblem('javascript:alert(1)/')).toMatch(/absolute path/);
    expect(assetsUrlProblem('https://cdn.example.test/a"onload=x/')).toMatch(/may not hold/);
    await expect(
      buildBrands({
        ids: ['demo'],
        outDir: path.join(work, 'x'),
        appDir: path.join(work, 'app'),
        assetsUrl: CDN,
      }),
    ).rejects.toThrow(/self-contained site serves its own assets/);
  });

  it.skipIf(!existsSync(CHROMIUM))(
    'runs in Chromium with every file of the app from the CDN, lazy screens included',
    async () => {
      const server = await startAppServer({
        staticDir: path.join(cdnOut, 'demo'),
        brand: await loadBrand('demo'),
        port: 0,
        host: '127.0.0.1',
      });
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
      });
      try {
        const page = await browser.newPage();
        const fromCdn: string[] = [];
        const elsewhere: string[] = [];
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        // The page's content security policy takes the app from the CDN, and nothing it does is
        // refused.
        const logged: string[] = [];
        page.on('console', (m) => {
          if (/Content Security Policy/i.test(m.text())) errors.push(m.text());
          else if (m.type() === 'error' || m.type() === 'warning') logged.push(m.text());
        });
        page.on('request', (r) => {
          const { pathname } = new URL(r.url());
          // The site's service worker is the site's own by rule (/sw.js, which loads the worker's
          // code from the CDN); every file of the app comes from the CDN.
          if (/\.(js|css)$/.test(pathname) && pathname !== '/sw.js' && !r.url().startsWith(CDN)) {
            elsewhere.push(r.url());
          }
        });
        // The CDN: the shared folder, with the headers the app server sends for it.
        await page.route(`${CDN}**`, (route) => {
          const name = route.request().url().slice(CDN.length).split('?')[0]!;
          fromCdn.push(name);
          return route.fulfill({
            body: readFileSync(path.join(cdnOut, 'assets', name)),
            headers: {
              'Content-Type': CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
              ...SHARED_ASSET_HEADERS,
            },
          });
        });
        const res = await page.goto(`${server.url}/`);
        expect(res?.headers()['content-security-policy']).toMatch(
          /; script-src 'self' https:\/\/cdn\.example\.test 'sha256-/,
        );
        await page.getByRole('heading', { level: 2, name: 'QuickbetX' }).waitFor();
        // That heading may be the page's shell's: the app, and its router, have taken over once
        // the shell is gone (before it, the router would not hear the address change below).
        await page.waitForFunction(
          (attribute) => !document.documentElement.hasAttribute(attribute),
          SHELL_ATTRIBUTE,
        );
        expect(fromCdn.some((f) => f.startsWith('lobby-screen-'))).toBe(true);
        // A screen the page did not preload: imported lazily, through Vite's preload helper.
        expect(fromCdn.some((f) => f.startsWith('how-to-play-screen-'))).toBe(false);
        await page.evaluate(() => {
          history.pushState({}, '', '/how-to-play');
          dispatchEvent(new PopStateEvent('popstate'));
        });
        // The lobby stays while the next screen loads (it has a level-one heading too). Should
        // it never come, the failure says what the page fetched and met.
        await page
          .getByRole('heading', { level: 1, name: /how to play/i })
          .waitFor()
          .catch((error: unknown) => {
            throw new Error(
              `${String(error)}\nat ${page.url()}\nfrom the CDN: ${fromCdn.join(', ')}\nelsewhere: ${elsewhere.join(', ')}\nerrors: ${errors.join(' | ')}\nconsole: ${logged.join(' | ')}`,
            );
          });
        expect(fromCdn.some((f) => f.startsWith('how-to-play-screen-'))).toBe(true);
        expect(elsewhere).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
        await server.close();
      }
    },
    60_000,
  );
});
