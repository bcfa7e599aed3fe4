import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BuilderPage } from './pages/builder-page';
import { LobbyPage } from './pages/lobby-page';
import { ALL_BRANDS_PORT, VISUAL_NOW } from './support/brands';

/**
 * Visual checks: each shipped brand's lobby and swipe screen against its committed baseline
 * (e2e/visual/baselines/), on a phone, with the clock fixed (pages and demo API), the demo data,
 * animations off and only the fonts of e2e/visual/fonts.conf. A brand whose look changed fails,
 * the diff image kept in test-results/. `npm run test:visual -- --update` takes the new look.
 */
const BRANDS = readdirSync(new URL('../brands/', import.meta.url))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();

const url = (id: string, path: string) => `http://${id}.localhost:${ALL_BRANDS_PORT}${path}`;

/** Waits until every image in the window has loaded (or failed), so none paints late. */
async function imagesSettled(page: Page) {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return (
          r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth
        );
      })
      .every((img) => img.complete),
  );
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(VISUAL_NOW);
  await page.addInitScript(() => {
    localStorage.setItem('betdeck.swipe-tour-done', 'true');
    // The same "random" choices every run (e.g. the shirt of a team without a crest).
    let seed = 20240601;
    Math.random = () => {
      seed = (seed * 1664525 + 1013904223) % 4294967296;
      return seed / 4294967296;
    };
  });
});

for (const id of BRANDS) {
  test(`${id}: the lobby looks as it did`, async ({ page }) => {
    await page.goto(url(id, '/'));
    await new LobbyPage(page).cardHeadings();
    await imagesSettled(page);
    await expect(page).toHaveScreenshot(`${id}-lobby.png`);
  });

  test(`${id}: the swipe screen looks as it did`, async ({ page }) => {
    const builder = new BuilderPage(page);
    await page.goto(url(id, '/quickbetx/QBX-101'));
    // Mid-deck: two cards picked (by the keyboard; the brand's first language may not be English).
    const deck = page.locator('[aria-describedby="swipe-deck-help"]');
    await deck.focus();
    for (let i = 0; i < 2; i++) {
      const label = (await builder.card.getAttribute('aria-label')) ?? '';
      await page.keyboard.press('ArrowRight');
      await expect(builder.card).not.toHaveAttribute('aria-label', label);
    }
    await builder.atRest();
    // The focus ring of the deck is the keyboard's, not the look's.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await imagesSettled(page);
    await expect(page).toHaveScreenshot(`${id}-swipe.png`);
  });
}
