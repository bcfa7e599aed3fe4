import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { FAMILIES } from '../src/lib/families';
import type { Brand } from '../src/types/brand.gen';
import { LobbyPage } from './pages/lobby-page';
import { brandUrl } from './support/brands';

/** The demo brand's lobby lists, in the lobby's order: the registry's families its lobby offers. */
const demo = JSON.parse(
  readFileSync(new URL('../brands/demo.json', import.meta.url), 'utf8'),
) as Brand;
const LISTS = FAMILIES.map((f) => f.id).filter((id) =>
  (demo.lobby.cards as readonly string[]).includes(id),
);

/** Sums the layout shifts the page has had (the Cumulative Layout Shift of a load). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

test(
  'the lobby does not move while its lists arrive one by one',
  { tag: '@desktop' },
  async ({ page }) => {
    const shifts = await recordLayoutShifts(page);
    // Hold every list, then let them through from the last card to the first, so each arrival
    // happens above or between lists already shown.
    const held = new Map<string, () => void>();
    await page.route('**/api/*_cards', async (route) => {
      await new Promise<void>((release) =>
        held.set(new URL(route.request().url()).pathname, release),
      );
      await route.continue();
    });
    await page.goto(brandUrl('demo', '/'));
    await expect.poll(() => held.size).toBe(LISTS.length);
    // The lists arrive in the reverse of the lobby's order.
    for (const family of LISTS.toReversed()) {
      held.get(`/api/${family}_cards`)!();
      await expect(page.locator(`section[data-family="${family}"]`)).toBeVisible();
    }
    await new LobbyPage(page).cardHeadings();
    expect(await shifts()).toBeLessThanOrEqual(0.05);
  },
);

test(
  'the lobby never scrolls sideways, whatever its rows hold',
  { tag: '@desktop' },
  async ({ page }) => {
    const lobby = new LobbyPage(page);
    await lobby.open('demo');
    await lobby.cardHeadings();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBe(clientWidth);
  },
);

// In a row (lite, bold) a list's height is its tiles': known before its tickets. A compact list
// is a column of as many tickets as come.
for (const [style, width] of [
  ['lite', 360],
  ['lite', 412],
  ['bold', 360],
  ['bold', 412],
] as const) {
  test(`each list of the lobby (${style}) takes the room its ghosts held, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    const held: (() => void)[] = [];
    await page.route('**/api/*_cards', async (route) => {
      await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
    // The app's code too, at first: the page's own shell (drawn lite) shows alone.
    let releaseApp = () => {};
    const app = new Promise<void>((release) => (releaseApp = release));
    await page.route('**/assets/index-*.js', async (route) => {
      await app;
      await route.continue();
    });
    // Each section's height, by its heading.
    const heights = () =>
      page
        .locator('main section')
        .evaluateAll((sections) =>
          sections.map((s) => [
            s.querySelector('h2')?.textContent,
            s.getBoundingClientRect().height,
          ]),
        )
        .then((pairs) => Object.fromEntries(pairs) as Record<string, number>);
    await page.goto(brandUrl('demo', `/?style=${style}`), { waitUntil: 'commit' });
    await expect(page.locator('#shell main section')).toHaveCount(LISTS.length);
    const shell = await heights();
    releaseApp();
    await expect(page.locator('#shell')).toHaveCount(0);
    await expect(page.locator('main section[aria-busy="true"]')).toHaveCount(LISTS.length);
    const ghosts = await heights();
    expect(ghosts).toEqual(shell);
    await expect.poll(() => held.length).toBe(LISTS.length);
    for (const release of held) release();
    await expect(page.locator('main section[data-family]')).toHaveCount(LISTS.length);
    await new LobbyPage(page).cardHeadings();
    expect(await heights()).toEqual(ghosts);
  });
}
