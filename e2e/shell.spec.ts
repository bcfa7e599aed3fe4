import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { BOOT_TIMEOUT_MS } from '../scripts/build/boot-guard';
import { brandUrl, type E2eBrand } from './support/brands';

/**
 * The page paints the brand's screen from its HTML (the prerendered shell, scripts/build/shells.ts)
 * and the app takes it over without a visible change: same header, same titles, same places.
 */

/** The header's logo and the level-2 headings, where they are. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | null | undefined) => {
      const r = el?.getBoundingClientRect();
      return r
        ? { top: Math.round(r.top), left: Math.round(r.left), height: Math.round(r.height) }
        : null;
    };
    const header = document.querySelector('header');
    return {
      logo: header?.querySelector('img')?.getAttribute('alt') ?? null,
      header: box(header),
      headings: [...document.querySelectorAll('main h2')]
        .filter((h) => h.getBoundingClientRect().height > 0)
        .map((h) => ({ text: h.textContent, ...box(h) })),
    };
  });
}

/**
 * The page as it paints before the app's scripts run (they never arrive). The page's guard does not
 * hear of it here: it would show the error state (the tests of "a page that cannot hang" below).
 */
async function withoutTheApp(page: Page, url: string) {
  await page.addInitScript(() =>
    addEventListener('error', (e) => e.target !== window && e.stopImmediatePropagation(), true),
  );
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.goto(url);
  await expect(page.locator('#shell')).toBeVisible();
  return layout(page);
}

for (const brand of ['demo', 'mzukabet-tz'] as E2eBrand[]) {
  test.describe(`on ${brand}`, { tag: '@desktop' }, () => {
    test('the lobby paints from the HTML, and the app takes it over in place', async ({
      page,
      request,
    }) => {
      // In the page as served, before any script: the brand's name and the section titles.
      const html = await (await request.get(brandUrl(brand, '/'))).text();
      const shell = await withoutTheApp(page, brandUrl(brand, '/'));
      expect(shell.logo).toBeTruthy();
      expect(html).toContain(`alt="${shell.logo}"`);
      expect(shell.headings.length).toBeGreaterThanOrEqual(3);
      for (const h of shell.headings) expect(html).toContain(`>${h.text}</h2>`);

      // With the app, until the data arrives: the same titles in the same places, nothing moved,
      // no warning.
      const page2 = await page.context().newPage();
      const problems: string[] = [];
      page2.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
      });
      page2.on('pageerror', (e) => problems.push(String(e)));
      await page2.addInitScript(() => {
        const w = window as unknown as { shifts: number };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[])
            if (!e.hadRecentInput) w.shifts += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The lists never answer: the app's lobby keeps the shapes the shell reserved for them.
      await page2.route('**/api/*_cards*', () => {});
      await page2.goto(brandUrl(brand, '/'));
      await expect(page2.locator('#shell')).toHaveCount(0);
      await expect(page2.getByRole('combobox', { name: /./ })).toBeVisible();
      const app = await layout(page2);
      expect(app.logo).toBe(shell.logo);
      expect(app.header).toEqual(shell.header);
      expect(app.headings).toEqual(shell.headings);
      const shifts = await page2.evaluate(() => (window as unknown as { shifts: number }).shifts);
      expect(shifts).toBeLessThanOrEqual(0.02);
      expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
    });
  });
}

test.describe('a first visit', () => {
  // Once the app has loaded, its service worker would serve the scripts this test keeps from
  // arriving (page.route does not see what a worker answers), and the shell would go.
  test.use({ serviceWorkers: 'block' });

  test('with reduced motion too, the app shows in the frame the shell leaves (no blank frame)', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // When the shell goes (in the app's first commit of the screen), what the page then shows.
    await page.addInitScript(() => {
      const w = window as unknown as { atHandOff?: string };
      let shown = false;
      new MutationObserver((_, observer) => {
        shown ||= !!document.querySelector('#shell > *');
        if (!shown || document.getElementById('shell')) return;
        observer.disconnect();
        const main = document.querySelector('#root main');
        w.atHandOff = main ? getComputedStyle(main).visibility : 'no main';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(brandUrl('demo', '/quickbetx/QBX-101'));
    await expect(page.locator('#shell')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { atHandOff?: string }).atHandOff)).toBe(
      'visible',
    );
  });

  test("the app's first render draws the screen, with no spinner or loading state before it", async ({
    page,
  }) => {
    // What #root holds once the app first replaces the page's own loading content in it.
    await page.addInitScript(() => {
      const w = window as unknown as { firstRender?: string };
      new MutationObserver((_, observer) => {
        const root = document.getElementById('root');
        if (!root || root.querySelector('.boot') || !root.firstElementChild) return;
        observer.disconnect();
        w.firstRender = root.querySelector('main h2') ? 'screen' : root.innerHTML.slice(0, 200);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(brandUrl('demo', '/'));
    await expect(page.locator('#shell')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { firstRender?: string }).firstRender),
    ).toBe('screen');
  });

  test('the swipe tour opens in the frame the first card shows in', async ({ page }) => {
    // The animation frame in which each first appears (React held a lazily loaded tour back
    // by 300 ms after the card).
    await page.addInitScript(() => {
      const w = window as unknown as { frames: Record<string, number> };
      w.frames = {};
      let frame = 0;
      const tick = () => {
        frame++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      new MutationObserver(() => {
        if (document.querySelector('#root [data-testid="swipe-card"]')) w.frames.card ??= frame;
        if (document.querySelector('#root dialog[open]')) w.frames.tour ??= frame;
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.goto(brandUrl('demo', '/quickbetx/QBX-101'));
    await expect(page.getByRole('dialog', { name: /How to swipe/ })).toBeVisible();
    const frames = await page.evaluate(
      () => (window as unknown as { frames: Record<string, number> }).frames,
    );
    expect(frames.card).toBeDefined();
    expect(frames.tour).toBe(frames.card);
  });

  // What a screen loads for later (the swipe motion's 23.7 KB, the QR encoder's 9 KB) must not be on
  // its way, or run, before the frame that first draws what it belongs to: it was asked for by
  // that render, and held the paint back.
  for (const { what, path, drawn, chunk, ready } of [
    {
      what: 'the swipe motion',
      path: '/quickbetx/QBX-101',
      drawn: '[data-testid="swipe-card"]',
      chunk: 'card-motion',
      ready: (page: Page) =>
        expect(page.getByTestId('swipe-card')).toHaveAttribute('data-moving', ''),
    },
    {
      what: "a tracked ticket's QR code",
      path: '/quickbetx/tracking/T-OPEN-1',
      drawn: 'figure',
      chunk: 'qr-encoder',
      ready: (page: Page) => expect(page.getByTestId('ticket-qr')).toBeAttached(),
    },
  ]) {
    test(`the code of ${what} is asked for after the frame that first draws it`, async ({
      page,
    }) => {
      await page.addInitScript((selector) => {
        const w = window as unknown as { drawnFrame?: number };
        const seen = new MutationObserver(() => {
          if (!document.querySelector(`#root ${selector}`)) return;
          seen.disconnect();
          requestAnimationFrame(() => (w.drawnFrame = performance.now()));
        });
        seen.observe(document, { childList: true, subtree: true });
      }, drawn);
      await page.goto(brandUrl('demo', path));
      await ready(page);
      const { drawnFrame, asked } = await page.evaluate(
        (name) => ({
          drawnFrame: (window as unknown as { drawnFrame?: number }).drawnFrame,
          asked: performance
            .getEntriesByType('resource')
            .find((e) => new RegExp(`/${name}-[^/]*\\.js$`).test(e.name))?.startTime,
        }),
        chunk,
      );
      expect(drawnFrame).toBeDefined();
      expect(asked).toBeGreaterThanOrEqual(drawnFrame!);
    });
  }

  test("the shell speaks the player's language: the one they chose, before the app runs", async ({
    page,
  }) => {
    const english = await withoutTheApp(page, brandUrl('demo', '/'));
    await page.addInitScript(() => localStorage.setItem('betdeck.language', '"swTZ"'));
    const shell = await withoutTheApp(page, brandUrl('demo', '/'));
    expect(await page.locator('html').getAttribute('lang')).toBe('sw-TZ');
    expect(shell.headings.map((h) => h.text)).not.toEqual(english.headings.map((h) => h.text));
    // The app, in the same language: the same titles in the same places (the lists never answer).
    await page.unrouteAll();
    await page.route('**/api/*_cards*', () => {});
    await page.goto(brandUrl('demo', '/'));
    await expect(page.locator('#shell')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: /./ })).toBeVisible();
    expect((await layout(page)).headings).toEqual(shell.headings);
  });

  test("the page fetches the texts of the player's language with the app's code, not another's", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('betdeck.language', '"swTZ"'));
    await page.goto(brandUrl('demo', '/'));
    await expect(page.locator('#shell')).toHaveCount(0);
    // What the page had the browser fetch early (its module preloads), by the texts they hold.
    const early = await page.evaluate(async () => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
      const code = await Promise.all(links.map((l) => fetch(l.href).then((r) => r.text())));
      return {
        swahili: code.some((c) => /[`"]Inapakia\.\.\.[`"]/.test(c)),
        english: code.some((c) => /[`"]Loading\.\.\.[`"]/.test(c)),
      };
    });
    expect(early).toEqual({ swahili: true, english: false });
  });

  test('the swipe and tracking screens paint their rooms from the HTML, where the app puts them', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('betdeck.swipe-tour-done', 'true'));
    for (const path of ['/quickbetx/QBX-101', '/quickbetx/tracking/T-OPEN-1']) {
      const shell = await withoutTheApp(page, brandUrl('eurowin', path));
      expect(shell.logo).toBe('EuroWin');
      // The room of what the data will fill (the deck, the ticket).
      await expect(page.locator('#shell main > div > :last-child')).toBeVisible();
      await page.unrouteAll();
      await page.goto(brandUrl('eurowin', path));
      await expect(page.locator('#shell')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect((await layout(page)).header).toEqual(shell.header);
    }
    // The deck's room is where the deck comes.
    await withoutTheApp(page, brandUrl('eurowin', '/quickbetx/QBX-101'));
    const room = (await page.locator('#shell main > div > :last-child').boundingBox())!;
    await page.unrouteAll();
    await page.goto(brandUrl('eurowin', '/quickbetx/QBX-101'));
    const deck = (await page
      .getByRole('region', { name: 'Events to pick' })
      .locator('[tabindex="0"]')
      .boundingBox())!;
    expect(Math.abs(deck.y - room.y)).toBeLessThanOrEqual(4);
    expect(Math.abs(deck.x - room.x)).toBeLessThanOrEqual(1);
  });
});

const swahili = JSON.parse(
  readFileSync(new URL('../src/locales/swTZ.json', import.meta.url), 'utf8'),
) as Record<'error.offlineHint' | 'error.retry', string>;

test.describe('a page that cannot hang', () => {
  // The scripts must come from the network, where the test routes them (not a service worker).
  test.use({ serviceWorkers: 'block' });
  const ENTRY = /\/assets\/index-[\w-]+\.js$/;
  const COULD_NOT_LOAD = /This page could not be loaded\s*Check your connection, then try again\./;
  /** The page's own error state (scripts/build/boot-guard.ts), not the app's error view. */
  const failed = (page: Page) => page.locator('#root .failed[role="alert"]');
  /** Counts the page's loads (the document asked for). */
  const loads = (page: Page) => {
    const seen = { count: 0 };
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.resourceType() === 'document') seen.count++;
    });
    return seen;
  };

  test('an entry script that fails reloads the page once, then shows the error state with Try again', async ({
    page,
  }) => {
    await page.route(ENTRY, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    const pages = loads(page);
    await page.goto(brandUrl('demo', '/'));
    await expect(failed(page)).toContainText(COULD_NOT_LOAD);
    await expect(
      failed(page).getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    // Reloaded once by itself (a deploy's new page would have named the new entry), not more.
    expect(pages.count).toBe(2);
    await expect(page.locator('#shell')).toHaveCount(0);

    // The script is back: Try again loads the app.
    await page.unroute(ENTRY);
    await failed(page).getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('combobox', { name: /./ })).toBeVisible();
    await expect(failed(page)).toHaveCount(0);
    expect(pages.count).toBe(3);
    // The app has started: a later failure may reload once again.
    expect(await page.evaluate(() => sessionStorage.getItem('betdeck.boot-reloaded'))).toBeNull();
  });

  test("an entry script that never arrives: the error state after the bound, in the page's language", async ({
    page,
  }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.route(ENTRY, () => {});
    const pages = loads(page);
    await page.goto(brandUrl('demo', '/?lang=swTZ'), { waitUntil: 'commit' });
    await expect(page.locator('#shell main')).toBeVisible();
    // The page's clock stops; the guard's wait began after `start`: 1 ms short of the bound, not yet.
    // Stopped ahead of the page's own time, read from the page (from the test's clock, 500 ms
    // ahead, it was once already past on a loaded machine: "Cannot fast-forward to the past").
    const paused = (await page.evaluate(() => Date.now())) + 2_000;
    await page.clock.pauseAt(paused);
    await page.clock.runFor(start + BOOT_TIMEOUT_MS - 1 - paused);
    await expect(page.locator('#shell main')).toBeVisible();
    await expect(failed(page)).toHaveCount(0);
    await page.clock.runFor(BOOT_TIMEOUT_MS);
    await expect(failed(page)).toContainText(swahili['error.offlineHint']);
    await expect(failed(page).getByRole('button', { name: swahili['error.retry'] })).toBeVisible();
    await expect(page.locator('#shell')).toHaveCount(0);
    // A reload would only start the same wait again: none by itself.
    expect(pages.count).toBe(1);
  });

  test('an entry script that arrives late but within the bound: the app, and never the error state', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { guardShown?: boolean };
      new MutationObserver(() => {
        w.guardShown ||= !!document.querySelector('#root .failed');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.clock.install();
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(ENTRY, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(brandUrl('demo', '/'), { waitUntil: 'commit' });
    await expect(page.locator('#shell main')).toBeVisible();
    await page.clock.fastForward(BOOT_TIMEOUT_MS / 2);
    release();
    await expect(page.getByRole('combobox', { name: /./ })).toBeVisible();
    // Long past the bound: the app told the guard it runs.
    await page.clock.fastForward(BOOT_TIMEOUT_MS);
    await expect(page.getByRole('combobox', { name: /./ })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { guardShown?: boolean }).guardShown),
    ).toBe(false);
  });

  test("a screen's chunk that fails: the app reloads once, then its error view with Try again", async ({
    page,
  }) => {
    const TRACKING = /\/assets\/tracking-screen-[\w-]+\.js$/;
    await page.route(TRACKING, (route) => route.abort());
    const pages = loads(page);
    await page.goto(brandUrl('demo', '/quickbetx/tracking/T-OPEN-1'));
    const main = page.getByRole('main');
    await expect(main).toContainText(COULD_NOT_LOAD);
    expect(pages.count).toBe(2);
    // The app's own error view (its header, the route's error boundary), not the page's.
    await expect(failed(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'ScoreDeck' })).toBeVisible();
    await page.unroute(TRACKING);
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ticket T-OPEN-1' })).toBeVisible();
  });
});
