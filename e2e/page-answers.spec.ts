import { expect, test, type Page, type Route } from '@playwright/test';
import { brandUrl, pageAnswersUrl } from './support/brands';

/**
 * The bundled server sends a page with its first screen's answers
 * (scripts/server/page-answers.ts), so a first visit does not wait a round trip for them after
 * the page; a static host's page asks for them itself, as before.
 */

/** The page's requests of the API, by path. */
function apiRequests(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/_telemetry') seen.push(pathname);
  });
  return () => seen;
}

const LISTS = [
  '/api/init',
  '/api/quicktip_cards',
  '/api/smartbet_cards',
  '/api/superbet_cards',
  '/api/quickbet_cards',
  '/api/jackpot_cards',
  '/api/quickbetx_cards',
];

/** The lobby's first image tile, shown with its image. */
async function expectTilesWithImages(page: Page) {
  const tile = page.locator('main section[data-family="smartbet"] li').first().locator('img');
  await expect(tile).toBeVisible();
  await expect
    .poll(() => tile.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  for (const family of ['quicktip', 'superbet', 'quickbet', 'jackpot', 'quickbetx']) {
    await expect(page.locator(`main section[data-family="${family}"] li`).first()).toBeVisible();
  }
}

test.describe('a first visit', () => {
  // Nothing from a service worker: the page and its calls come from the server.
  test.use({ serviceWorkers: 'block' });

  test('on the bundled server, the lobby asks for none of what came with the page', async ({
    page,
  }) => {
    const asked = apiRequests(page);
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await page.goto(pageAnswersUrl('/'));
    await expectTilesWithImages(page);
    // The page's scripts ran under its policy as ever: nothing refused.
    expect(refused).toEqual([]);
    // The header's data came with the page too: the brand's name shows.
    await expect(page.locator('header img').first()).toBeVisible();
    expect(asked().filter((p) => LISTS.includes(p))).toEqual([]);
  });

  test("on the bundled server, the lobby asks for its first tile's image from the answer that came with the page, before the app's code has arrived", async ({
    page,
    request,
  }) => {
    const lists = (await (await request.get(pageAnswersUrl('/api/smartbet_cards'))).json()) as {
      preview_img: string;
    }[];
    const image = new URL(lists[0]!.preview_img, pageAnswersUrl('/')).href;
    let held: Route | undefined;
    await page.route('**/assets/index-*.js', (route) => {
      held = route;
    });
    const asked = page.waitForRequest((r) => r.url() === image);
    await page.goto(pageAnswersUrl('/'), { waitUntil: 'commit' });
    await asked;
    await expect.poll(() => held !== undefined).toBe(true);
    await held!.fallback();
    await expectTilesWithImages(page);
  });

  test('on the bundled server, the swipe screen shows its card without asking for it', async ({
    page,
  }) => {
    const asked = apiRequests(page);
    await page.goto(pageAnswersUrl('/quickbetx/QBX-101'));
    await expect(page.locator('#root [data-testid="swipe-card"]').first()).toBeVisible();
    await expect(page.locator('#root [data-testid="swipe-card"] button').first()).toBeVisible();
    expect(
      asked().filter((p) => p === '/api/init' || p === '/api/quickbetx_cards/QBX-101'),
    ).toEqual([]);
  });

  test('from a static host, the lobby asks for each of its answers once, and shows them', async ({
    page,
  }) => {
    const asked = apiRequests(page);
    await page.goto(brandUrl('demo', '/'));
    await expectTilesWithImages(page);
    const lists = asked().filter((p) => LISTS.includes(p) && p !== '/api/init');
    expect(lists.sort()).toEqual(LISTS.slice(1).sort());
  });
});
