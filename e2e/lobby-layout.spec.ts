import { expect, test, type Page } from '@playwright/test';
import { LobbyPage } from './pages/lobby-page';
import { brandUrl } from './support/brands';

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
    await expect.poll(() => held.size).toBe(6);
    // The lists arrive in the reverse of the lobby's order.
    for (const family of ['quickbetx', 'jackpot', 'quickbet', 'superbet', 'smartbet', 'quicktip']) {
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
