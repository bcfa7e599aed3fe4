import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from './support/brands';

/**
 * While a screen's data is still coming, its reserved shapes say so (a band of light
 * sweeps across them; with reduced motion they fade instead, nothing moves) and their area is
 * busy for assistive technologies; once the data is there, the cue stops.
 */

/** What runs in the page's busy areas: each animation's property (transform or opacity). */
function busyCue(page: Page) {
  return page.evaluate(() => {
    const busy = [...document.querySelectorAll('main [aria-busy="true"], main[aria-busy="true"]')];
    const running = document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .map((a) => a.effect as KeyframeEffect | null)
      .filter((e) => e?.target && busy.some((b) => b.contains(e.target)));
    const kinds = running.map((e) =>
      e!.getKeyframes().some((k) => 'transform' in k)
        ? 'transform'
        : e!.getKeyframes().some((k) => 'opacity' in k)
          ? 'opacity'
          : 'other',
    );
    return {
      busy: busy.length,
      running: [...new Set(kinds)].sort(),
      // The shortest pass of any of them, in ms: a cue, not a flicker.
      pace: Math.min(...running.map((e) => Number(e!.getComputedTiming().duration))),
    };
  });
}

const SCREENS = [
  { name: 'the lobby', path: '/', data: '**/api/*_cards*' },
  { name: 'a swipe screen', path: '/quickbetx/QBX-101', data: '**/api/quickbetx_cards/QBX-101*' },
  {
    name: 'a tracked ticket',
    path: '/quickbetx/tracking/T-OPEN-1',
    data: '**/api/tickets/T-OPEN-1*',
  },
];

test.describe('the progress cue of reserved shapes', () => {
  // The service worker would answer calls page.route does not see.
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('betdeck.swipe-tour-done', 'true'));
  });

  for (const { name, path, data } of SCREENS) {
    test(`${name}: the shapes move while its data is coming, and stop once it is there`, async ({
      page,
    }) => {
      const held: (() => void)[] = [];
      await page.route(data, (route) => {
        held.push(() => void route.fallback());
      });
      await page.goto(brandUrl('demo', path));
      await expect(page.locator('#shell')).toHaveCount(0);
      await expect.poll(() => held.length).toBeGreaterThan(0);
      const waiting = await busyCue(page);
      expect(waiting.busy).toBeGreaterThan(0);
      expect(waiting.running).toEqual(['transform']);
      expect(waiting.pace).toBeGreaterThanOrEqual(1000);

      for (const release of held) release();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      expect((await busyCue(page)).running).toEqual([]);
    });
  }

  test('the page paints the cue before any script runs (its shell)', async ({ page }) => {
    await page.addInitScript(() =>
      addEventListener('error', (e) => e.target !== window && e.stopImmediatePropagation(), true),
    );
    await page.route('**/assets/**/*.js', (route) => route.abort());
    for (const { path } of SCREENS) {
      await page.goto(brandUrl('demo', path));
      await expect(page.locator('#shell main')).toBeVisible();
      const shell = await busyCue(page);
      expect(shell.busy, path).toBeGreaterThan(0);
      expect(shell.running, path).toEqual(['transform']);
    }
  });

  test('with reduced motion nothing moves: the shapes fade, and the area is still busy', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const { path, data } of SCREENS) {
      await page.unrouteAll();
      await page.route(data, () => {});
      await page.goto(brandUrl('demo', path));
      await expect(page.locator('#shell')).toHaveCount(0);
      const cue = await busyCue(page);
      expect(cue.busy, path).toBeGreaterThan(0);
      expect(cue.running, path).toEqual(['opacity']);
      expect(cue.pace, path).toBeGreaterThanOrEqual(1000);
    }
  });
});
