import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page, type Response } from './support/test';
import { OFFLINE_RETRY_MS } from '../src/lib/api-error';
import { LobbyPage } from './pages/lobby-page';
import { TrackingPage } from './pages/tracking-page';
import { brandUrl, E2E_BRANDS, type E2eBrand } from './support/brands';
import { watchPolicy } from './support/csp';

/**
 * Repeat visits and flaky networks. Each brand's site has a service worker
 * (src/sw/service-worker.ts, docs/behaviour.md#service-worker): a repeat visit takes the app
 * from the device, a reload offline shows the brand's page and says the player is offline, and
 * nothing of the API is ever answered from a cache.
 */

/** Waits until the page's service worker is installed and active (a first visit's is). */
async function workerActive(page: Page) {
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.ready).active?.state === 'activated',
  );
}

/** The URLs of every response cached by the page's origin (Cache Storage). */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

const pathOf = (url: string) => new URL(url).pathname;

/** A file of a brand's site as the browser tests' server sends it (e2e/support/serve-brands.ts). */
const siteFile = (brand: E2eBrand, name: string) =>
  path.resolve(import.meta.dirname, '..', '.cache', `e2e-${E2E_BRANDS.demo}`, 'dist', brand, name);

/** Changes a site's file at once (tests running beside this one never read half of it). */
async function replaceFile(file: string, text: string) {
  await writeFile(`${file}.next`, text);
  await rename(`${file}.next`, file);
}

test('a first visit installs the worker, which serves the app on the next visits', async ({
  page,
}) => {
  const policy = await watchPolicy(page);
  const lobby = new LobbyPage(page);
  await lobby.open('demo');
  await workerActive(page);
  // A first visit stays with the network: the worker takes the next load.
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  // The reloaded page's responses only: the first page may still be fetching (its error view's
  // code, three seconds after its load), from the network, which is not the worker's.
  const responses: Response[] = [];
  let reloaded = false;
  page.on('framenavigated', (frame) => (reloaded ||= frame === page.mainFrame()));
  page.on('response', (r) => reloaded && responses.push(r));
  await page.reload();
  await lobby.cardHeadings();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    brandUrl('demo', '/sw.js'),
  );
  // Team and league images are kept too (in a cache of their own, with a bound).
  await expect
    .poll(async () => (await cachedUrls(page)).filter((u) => pathOf(u).startsWith('/media/')))
    .not.toEqual([]);
  // The app's code came from the worker (its precache); the lists, from the API.
  const code = responses.filter((r) => pathOf(r.url()).startsWith('/assets/'));
  expect(code.filter((r) => pathOf(r.url()).endsWith('.js')).length).toBeGreaterThan(5);
  for (const r of code) expect(r.fromServiceWorker(), r.url()).toBe(true);
  const calls = responses.filter((r) => pathOf(r.url()).startsWith('/api/'));
  expect(calls.map((r) => pathOf(r.url()))).toContain('/api/quickbetx_cards');
  for (const r of calls) expect(r.fromServiceWorker(), r.url()).toBe(false);
  policy.expectNone();
});

test('a repeat visit takes its page from the device, and waits on the network for data only', async ({
  page,
  browser,
}) => {
  const lobby = new LobbyPage(page);
  await lobby.open('demo');
  await workerActive(page);
  const file = siteFile('demo', 'index.html');
  const released = await readFile(file, 'utf8');
  // The server's page changes without a release (its sw.js, with the page's revision, does not).
  const marker = 'changed on the server, without a release';
  try {
    await replaceFile(file, released.replace('</body>', `<!-- ${marker} --></body>`));
    // A first visit (no worker) gets the server's page, once the server has seen the change (it
    // looks at a file again at most once a second, and this page's visit has just read it)...
    const fresh = await browser.newPage();
    await expect
      .poll(async () => {
        await fresh.goto(brandUrl('demo', '/'));
        return fresh.content();
      })
      .toContain(marker);
    await fresh.close();
    // ...a repeat visit, the worker's, at any address (the lists still come from the API).
    await page.reload();
    expect(await lobby.cardHeadings()).not.toEqual([]);
    expect(await page.content()).not.toContain(marker);
    await page.goto(brandUrl('demo', '/quickbetx/tracking/T-OPEN-1'));
    await expect(page.getByRole('main')).toBeVisible();
    expect(await page.content()).not.toContain(marker);
  } finally {
    await replaceFile(file, released);
  }
});

test("offline, a reload shows the brand's page and says the player is offline, in the brand's language", async ({
  page,
  context,
}) => {
  const lobby = new LobbyPage(page);
  await lobby.open('mzukabet-tz');
  await workerActive(page);
  await context.setOffline(true);
  await page.reload();
  // The brand's page, from the device: its title and its logo.
  await expect(page).toHaveTitle('MzukaBet TZ');
  await expect(page.getByRole('banner').getByRole('img', { name: 'MzukaBet TZ' })).toBeVisible();
  // One clear state for the lobby's lists, in Swahili, with a retry and no error code.
  const offline = page.getByRole('alert');
  await expect(offline).toHaveCount(1);
  await expect(offline).toContainText('Huna mtandao');
  await expect(offline).toContainText('Angalia mtandao wako kisha ujaribu tena.');
  await expect(offline).not.toContainText(/-1/);
  await expect(offline.getByRole('button', { name: 'Jaribu tena' })).toBeVisible();
  // Within the lists' margins, as the lists' own cards are.
  const card = (await offline.boundingBox())!;
  expect(card.x).toBeGreaterThanOrEqual(16);
  expect(card.x + card.width).toBeLessThanOrEqual(page.viewportSize()!.width - 16);

  // Back online, the lists come by themselves: the app asks again when the browser says it is
  // online, or every OFFLINE_RETRY_MS while it believes it is. (Chromium 150 does neither for a
  // page loaded while Playwright has it offline: its navigator.onLine stays true, and no online
  // event comes. So here it is the asking again that brings them.)
  await context.setOffline(false);
  await expect(offline).toHaveCount(0, { timeout: OFFLINE_RETRY_MS + 5_000 });
  expect((await lobby.cardHeadings()).length).toBeGreaterThan(3);
});

test('a connection that fails says the player is offline; Try again, once it is back, recovers', async ({
  page,
}) => {
  // The browser believes it is online, but no call reaches the server.
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  const lobby = new LobbyPage(page);
  await lobby.open('demo');
  const offline = page.getByRole('alert');
  await expect(offline).toContainText('You are offline');
  await expect(offline).toContainText('Check your connection, then try again.');
  await expect(offline).not.toContainText('Error code');
  await expect(page.getByRole('heading', { name: 'Quick tips' })).toHaveCount(0);

  await page.unroute('**/api/**');
  await offline.getByRole('button', { name: 'Try again' }).click();
  await expect(offline).toHaveCount(0);
  expect(await lobby.cardHeadings()).toContain('Quick tips');
});

test('tickets and money calls are never answered from a cache', async ({ page, context }) => {
  const tracking = new TrackingPage(page);
  await tracking.open('demo', '/quickbetx/tracking/T-OPEN-1');
  await workerActive(page);
  await page.reload();
  await expect(tracking.fact('Bet code')).toHaveText('T-OPEN-1');
  const summary = '/api/finance-details?price=100&odds=1.5&odds=2';
  const ask = () =>
    page.evaluate(
      (url) =>
        fetch(url).then(
          (r) => `${r.status}`,
          (e: unknown) => String(e),
        ),
      summary,
    );
  expect(await ask()).toBe('200');
  // The app is kept on the device; nothing of the API is.
  const cached = await cachedUrls(page);
  expect(cached.some((u) => pathOf(u).startsWith('/assets/'))).toBe(true);
  expect(cached.filter((u) => pathOf(u).startsWith('/api/'))).toEqual([]);

  await context.setOffline(true);
  // The money call fails instead of giving its last answer.
  expect(await ask()).toMatch(/TypeError/);
  // The ticket: the brand's page says the player is offline; no old ticket is shown.
  await tracking.open('demo', '/quickbetx/tracking/T-OPEN-1');
  await expect(tracking.errorView).toContainText('You are offline');
  await expect(page.getByRole('region', { name: 'Ticket details' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('img')).toBeVisible();
});

test('a new release waits while a player pays, in any tab, and takes over when they leave', async ({
  context,
}) => {
  test.setTimeout(60_000);
  const brand: E2eBrand = 'pesaplay-tz';
  await context.addInitScript(() => localStorage.setItem('betdeck.swipe-tour-done', 'true'));
  // Which tab told the waiting worker to take over (SKIP_WAITING), in order.
  const told: string[] = [];
  await context.exposeBinding('skipWaitingSent', ({ page }) => {
    told.push(page === paying ? 'paying' : 'browsing');
  });
  // How often tab B has weighed a moment to take the release: asked which locks are held (whether
  // a player pays, src/lib/payment-flow.ts) and acted on the answer (told the worker or not).
  const weighed = new Map<Page, number>();
  await context.exposeBinding('locksQueried', ({ page }) => {
    weighed.set(page, (weighed.get(page) ?? 0) + 1);
  });
  await context.addInitScript(() => {
    const query = LockManager.prototype.query;
    LockManager.prototype.query = async function (this: LockManager) {
      const answer = await query.call(this);
      // A task later: after the caller, which resumes first, has acted on the answer.
      setTimeout(
        () => void (window as unknown as { locksQueried: () => Promise<void> }).locksQueried(),
      );
      return answer;
    };
    const post = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
      if ((args[0] as { type?: string } | null)?.type === 'SKIP_WAITING') {
        void (window as unknown as { skipWaitingSent: () => Promise<void> }).skipWaitingSent();
      }
      return (post as (...a: unknown[]) => void).apply(this, args);
    };
  });
  // Tab A: a ticket's picks and payment (the list view shows the payment block at once).
  const paying = await context.newPage();
  await paying.goto(brandUrl(brand, '/quickbetx/QBX-101?view=click&lang=en'));
  await workerActive(paying);
  await paying.reload();
  await expect(paying.getByRole('region', { name: 'Summary and payment' })).toBeVisible();
  // Tab B: the lobby.
  const browsing = await context.newPage();
  await new LobbyPage(browsing).open(brand, '?lang=en');
  for (const tab of [paying, browsing]) {
    await tab.evaluate(() => Object.assign(window, { beforeRelease: true }));
  }
  // Whether the tab has loaded again since (while it reloads: not yet).
  const reloaded = (tab: Page) =>
    tab.evaluate(() => !('beforeRelease' in window)).catch(() => false);
  const waiting = () =>
    browsing
      .evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)
      .catch(() => undefined);

  const file = siteFile(brand, 'sw.js');
  const released = await readFile(file, 'utf8');
  try {
    // A new release of the site: its worker installs and waits.
    await replaceFile(file, `${released}// a new release\n`);
    await expect
      .poll(async () => {
        await paying.evaluate(async () =>
          (await navigator.serviceWorker.getRegistration())?.update(),
        );
        return waiting();
      })
      .toBe(true);
    // Once both tabs know of it (workbox-window says so 200 ms after it installs: a timer of the
    // tab set now for longer fires after that one), tab B moves to another screen, a moment to
    // take the release; but tab A is paying.
    for (const tab of [paying, browsing]) {
      await tab.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)));
    }
    const weighedBefore = weighed.get(browsing) ?? 0;
    await browsing.getByRole('link', { name: 'My tickets' }).click();
    await expect(browsing).toHaveURL(/\/history$/);
    // Tab B has weighed the move (and told the worker to take over, were it to, before that).
    await expect.poll(() => weighed.get(browsing) ?? 0).toBeGreaterThan(weighedBefore);
    expect(told).toEqual([]);
    expect(await waiting()).toBe(true);
    expect(await reloaded(paying)).toBe(false);
    expect(await reloaded(browsing)).toBe(false);

    // Tab A leaves the payment for the lobby: it tells the new worker to take over.
    await paying.getByRole('banner').getByRole('link').first().click();
    await expect.poll(() => told).toEqual(['paying']);
    // Chromium hands over once the old worker has nothing under way, which it learns from the
    // worker's idle timer; Playwright keeps DevTools attached to workers, which stops that timer.
    // Stopping the workers (until the new one is in charge) stands in for it.
    const devtools = await context.newCDPSession(browsing);
    await devtools.send('ServiceWorker.enable');
    await expect
      .poll(async () => {
        await devtools.send('ServiceWorker.stopAllWorkers');
        return waiting();
      })
      .toBe(false);
    // Tab A reloads under the new release, on the screen the player went to.
    await expect.poll(() => reloaded(paying)).toBe(true);
    await expect(paying).toHaveURL(brandUrl(brand, '/'));
    // The new release's page, its code fetched by the worker that just took over: longer than
    // a screen of a release already on the device (it missed 7 s once in CI, under load).
    await expect(paying.getByRole('main')).toBeVisible({ timeout: 15_000 });
    // Tab B runs under the new release too (it reloads at its next move, or at once if it has
    // moved since the release came).
    await expect
      .poll(() =>
        browsing.evaluate(() => navigator.serviceWorker.controller?.state).catch(() => undefined),
      )
      .toBe('activated');
  } finally {
    await replaceFile(file, released);
  }
});
