import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { pageAnswersUrl } from './support/brands';

/**
 * The bundled server renders the first screen with the page's answers (the lobby's
 * tiles, the deck's first card) into the page, so they paint with their pictures before the
 * app's code has arrived; the app then takes over in place: nothing moves, nothing shows twice.
 */

/** Holds the app's scripts until released; returns the release. */
async function holdTheApp(page: Page) {
  const held: Route[] = [];
  await page.route('**/assets/*.js', (route) => void held.push(route));
  return async () => {
    await page.unroute('**/assets/*.js');
    for (const route of held.splice(0)) await route.fallback();
  };
}

/**
 * The layout shifts the page's screen has had so far, each with what moved: those of its content,
 * not of the header's language selector, which the app alone draws (its flag and select settle
 * as they load, with or without the server's screen). A shift under `SEEN` is left out: the
 * whole card moving by one pixel scores about 0.0007 on a 412x823 phone, and a CI run saw one of
 * 0.0001 (two nodes of the server's screen, gone by the time it was read: a sub-pixel rounding
 * as the app's styles arrived), which no player can see.
 */
const SEEN = 0.0005;
const shifts = (page: Page) =>
  page.evaluate(
    (seen) =>
      new Promise<{ value: number; moved: string[] }[]>((resolve) => {
        type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
        const element = (node?: Node | null) =>
          node instanceof Element ? node : (node?.parentElement ?? undefined);
        const inHeader = (node?: Node | null) => !!element(node)?.closest('header');
        const report = (entries: Shift[]) =>
          entries
            .filter((e) => e.value >= seen)
            .filter((e) => !e.sources.every((source) => inHeader(source.node)))
            .map((e) => ({
              value: e.value,
              moved: e.sources.map((s) => element(s.node)?.outerHTML.slice(0, 120) ?? '?'),
            }));
        new PerformanceObserver((list) => resolve(report(list.getEntries() as Shift[]))).observe({
          type: 'layout-shift',
          buffered: true,
        });
        // No entry at all: nothing shifted.
        setTimeout(() => resolve([]), 500);
      }),
    SEEN,
  );

/**
 * From the page's start, at every frame the browser paints, whether `selector` (a tile, the
 * card) is in view (in the server's screen or the app's), and every violation of the page's
 * policy; `blinked` tells whether, once shown, it was ever out of view again (a frame of the
 * lists' loading shapes between the server's screen and the app's).
 */
async function watchFrames(page: Page, selector: string) {
  await page.addInitScript((selector: string) => {
    const w = window as unknown as { frames_: boolean[]; violations_: string[] };
    w.frames_ = [];
    w.violations_ = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.violations_.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
    const frame = () => {
      w.frames_.push(
        [...document.querySelectorAll(selector)].some((e) =>
          e.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
        ),
      );
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, selector);
  return {
    /** Whether it was in view at any frame so far (and frames were watched). */
    everShown: () =>
      page.evaluate(() => {
        const frames = (window as unknown as { frames_: boolean[] }).frames_;
        return frames.length ? frames.includes(true) : undefined;
      }),
    blinked: () =>
      page.evaluate(() => {
        const frames = (window as unknown as { frames_: boolean[] }).frames_;
        const first = frames.indexOf(true);
        return first >= 0 && frames.indexOf(false, first) >= 0;
      }),
    violations: () =>
      page.evaluate(() => (window as unknown as { violations_: string[] }).violations_),
  };
}

const loaded = (img: Locator) =>
  expect
    .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
    .toBeGreaterThan(0);

test.describe("the first screen, from the server, before the app's code", () => {
  // A first visit: nothing from a service worker.
  test.use({ serviceWorkers: 'block' });

  test('the lobby shows its tiles with their pictures, and the app takes over in place', async ({
    page,
  }) => {
    const watch = await watchFrames(page, 'section[data-family="smartbet"] li a');
    const release = await holdTheApp(page);
    await page.goto(pageAnswersUrl('/'), { waitUntil: 'commit' });

    const server = page.locator('#server-screen');
    const tile = server.locator('section[data-family="smartbet"] li').first();
    await expect(tile).toBeVisible();
    await expect(tile.getByRole('link')).toHaveAccessibleName(/.+/);
    await loaded(tile.locator('img'));
    await expect(page.locator('#shell')).toBeHidden();
    const before = await tile.boundingBox();
    // The tile's time left ticks between the two reads: its clock is left out of the comparison.
    const words = (text: string) => text.replace(/\d{1,2}:\d\d:\d\d/, 'h:mm:ss');
    const title = words(await tile.innerText());

    await release();
    await expect(server).toHaveCount(0);
    const appTile = page.locator('#root section[data-family="smartbet"] li').first();
    await expect(appTile).toBeVisible();
    await loaded(appTile.locator('img'));
    expect(words(await appTile.innerText())).toBe(title);
    expect(await appTile.boundingBox()).toEqual(before);
    // One lobby: one list of each kind, one header.
    await expect(page.locator('section[data-family="smartbet"]')).toHaveCount(1);
    await expect(page.locator('header')).toHaveCount(1);
    expect(await shifts(page)).toEqual([]);
    // The server's screen styled by its nonce, nothing refused.
    expect(await watch.violations()).toEqual([]);
    // Its tiles in view at every frame from the first.
    expect(await watch.blinked()).toBe(false);
  });

  test("a picture the server's screen cannot load shows its fallback before the app's code", async ({
    page,
  }) => {
    await holdTheApp(page);
    await page.goto(pageAnswersUrl('/'), { waitUntil: 'commit' });
    const server = page.locator('#server-screen');
    // The demo's AFC Leopards (team 502) has no crest, and one ticket no preview (both 404).
    await expect(server.locator('section[data-family="superbet"] li').first()).toBeVisible();
    await expect
      .poll(() =>
        server
          .locator('img')
          .evaluateAll((images: HTMLImageElement[]) =>
            images.filter((i) => !i.complete || !i.naturalWidth).map((i) => i.src),
          ),
      )
      .toEqual([]);
    await expect(server.locator('img[src$="/teams/502.png"]')).toHaveCount(0);
    await expect(server.locator('img[src$="/late-kickoffs.png"]')).toHaveCount(0);
    // Its own screen is not started: what swapped the pictures is the page's guard.
    expect(await page.evaluate(() => !!document.querySelector('#root .boot'))).toBe(true);
  });

  test("the server's screen's countdowns tick before the app's code", async ({ page }) => {
    await holdTheApp(page);
    await page.goto(pageAnswersUrl('/'), { waitUntil: 'commit' });
    // A countdown with less than a day left: Closes in hh:mm:ss.
    const clock = page
      .locator('#server-screen [data-expires]')
      .filter({ hasText: /\d\d:\d\d:\d\d/ })
      .first();
    await expect(clock).toBeVisible();
    const read = () =>
      clock.evaluate((el) => ({
        shown: /\d\d:\d\d:\d\d/.exec(el.textContent ?? '')![0],
        left: Math.floor((Number(el.getAttribute('data-expires')) - Date.now()) / 1000),
      }));
    const first = (await read()).shown;
    await expect.poll(async () => (await read()).shown, { timeout: 3000 }).not.toBe(first);
    // What it shows is the time left (as the app's CountdownText would count it), to the second.
    const { shown, left } = await read();
    const [h, m, s] = shown.split(':').map(Number);
    expect(Math.abs(h! * 3600 + m! * 60 + s! - left)).toBeLessThanOrEqual(1);
    // The app's code has not come: the page's guard ticked it.
    expect(await page.evaluate(() => !!document.querySelector('#root .boot'))).toBe(true);
  });

  test('a swipe screen shows its first card with its crests, and the app takes over in place', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('betdeck.swipe-tour-done', 'true'));
    const watch = await watchFrames(page, '[data-testid="swipe-card"]');
    const release = await holdTheApp(page);
    await page.goto(pageAnswersUrl('/quickbetx/QBX-101'), { waitUntil: 'commit' });

    const card = page.locator('#server-screen [data-testid="swipe-card"]');
    await expect(card).toBeVisible();
    const crest = card.locator('img[src^="/media/teams/"]').first();
    await loaded(crest);
    const before = await card.boundingBox();
    const teams = await card.getAttribute('aria-label');

    await release();
    await expect(page.locator('#server-screen')).toHaveCount(0);
    const appCard = page.locator('#root [data-testid="swipe-card"]');
    await expect(appCard).toBeVisible();
    await expect(appCard).toHaveAttribute('aria-label', teams!);
    expect(await appCard.boundingBox()).toEqual(before);
    await expect(page.locator('[data-testid="swipe-card"]')).toHaveCount(1);
    expect(await shifts(page)).toEqual([]);
    expect(await watch.violations()).toEqual([]);
    expect(await watch.blinked()).toBe(false);
  });

  test("a new player's swipe screen shows the tour's first step over the card, and the app's tour takes over in place", async ({
    page,
  }) => {
    const watch = await watchFrames(page, 'dialog');
    const release = await holdTheApp(page);
    // The tour's own code (a lazy part) held longer than the rest (routed last: it wins).
    const tourCode: Route[] = [];
    await page.route('**/assets/tour-*.js', (route) => void tourCode.push(route));
    await page.goto(pageAnswersUrl('/quickbetx/QBX-101'), { waitUntil: 'commit' });

    const server = page.locator('#server-screen');
    const tour = server.getByRole('dialog');
    await expect(tour).toBeVisible();
    await expect(tour.getByRole('heading')).toHaveText('How to swipe (1 of 4)');
    await expect(tour).toContainText('Swipe left to pick the first outcome');
    await expect(tour.getByRole('button', { name: 'Next' })).toBeVisible();
    // The card under it, on the page at the same time; the tour in the middle of the view.
    await expect(server.locator('[data-testid="swipe-card"]')).toBeVisible();
    await loaded(server.locator('[data-testid="swipe-card"] img[src^="/media/teams/"]').first());
    const box = (await tour.boundingBox())!;
    const view = page.viewportSize()!;
    expect(Math.abs(box.x + box.width / 2 - view.width / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.y + box.height / 2 - view.height / 2)).toBeLessThanOrEqual(1);
    // Its backdrop dims the page around it: the header's colour darkened.
    const dimmed = await page.evaluate(() => {
      const after = getComputedStyle(document.getElementById('server-screen')!, '::after');
      return { position: after.position, background: after.backgroundColor };
    });
    expect(dimmed).toEqual({ position: 'fixed', background: 'rgba(0, 0, 0, 0.55)' });

    // Its buttons as the app's modal shows them: the one the modal gives the focus with its ring.
    const looks = (dialog: Locator) =>
      dialog.evaluate((d) =>
        [...d.querySelectorAll('button')].map((b) => [
          b.textContent,
          getComputedStyle(b).boxShadow,
        ]),
      );
    const buttons = await looks(tour);

    await release();
    // The app has drawn its card (out of sight) while its tour's code is still coming: the
    // server's screen, and its tour, stay.
    await expect(page.locator('#root [data-testid="swipe-card"]')).toHaveCount(1);
    await expect(tour).toBeVisible();
    await page.unroute('**/assets/tour-*.js');
    for (const route of tourCode.splice(0)) await route.fallback();

    await expect(server).toHaveCount(0);
    const appTour = page.locator('#root dialog[open]');
    await expect(appTour).toBeVisible();
    await expect(appTour.getByRole('heading')).toHaveText('How to swipe (1 of 4)');
    // The same place and size: the app's modal where the server's was.
    expect(await appTour.boundingBox()).toEqual(box);
    await expect(page.locator('dialog')).toHaveCount(1);
    expect(await looks(appTour)).toEqual(buttons);
    await expect(appTour.getByRole('button', { name: 'Next' })).toBeFocused();
    await expect(appTour.locator(':focus-visible')).toHaveCount(1);
    expect(await watch.violations()).toEqual([]);
    // A tour in view at every frame from its first: no frame without it at the take-over.
    expect(await watch.blinked()).toBe(false);
  });

  test("a returning player never sees the server's tour", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('betdeck.swipe-tour-done', 'true'));
    const watch = await watchFrames(page, 'dialog');
    const release = await holdTheApp(page);
    await page.goto(pageAnswersUrl('/quickbetx/QBX-101'), { waitUntil: 'commit' });

    const server = page.locator('#server-screen');
    await expect(server.locator('[data-testid="swipe-card"]')).toBeVisible();
    // The server sends its first step (it cannot know), the page does not show it.
    await expect(server.locator('dialog')).toHaveCount(1);
    await expect(server.locator('dialog')).toBeHidden();
    await release();
    await expect(server).toHaveCount(0);
    await expect(page.locator('#root [data-testid="swipe-card"]')).toBeVisible();
    await expect(page.locator('dialog')).toHaveCount(0);
    expect(await watch.everShown()).toBe(false);
  });
});
