import { existsSync, readdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { imagesSettled, lobbySettled, swipeCards } from '../scripts/gallery/screens';
import { ALL_BRANDS_PORT, SWEDISH_HOST, VISUAL_NOW } from './support/brands';

/**
 * Visual checks: each shipped brand's lobby and swipe screen against its committed baseline
 * (e2e/visual/baselines/), on a phone, with the clock fixed (pages and demo API), the demo data,
 * animations off and only the fonts of e2e/visual/fonts.conf. A brand whose look changed fails,
 * the diff image kept in test-results/. `npm run test:visual -- --update` takes the new look.
 * The screens are opened as the brand gallery opens them (scripts/gallery/screens.ts).
 */
const BRANDS = readdirSync(new URL('../brands/', import.meta.url))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();

const url = (id: string, path: string) => `http://${id}.localhost:${ALL_BRANDS_PORT}${path}`;

/** A font of Debian's fonts-liberation, the only fonts the checks' Chromium sees. */
const FONT = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';

test.beforeAll(() => {
  if (!existsSync(FONT)) {
    throw new Error(
      `${FONT} is missing: the visual checks draw with Debian's fonts-liberation (apt-get install fonts-liberation; .ci/run does)`,
    );
  }
});

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
    await lobbySettled(page);
    await imagesSettled(page);
    await expect(page).toHaveScreenshot(`${id}-lobby.png`);
  });

  test(`${id}: the swipe screen looks as it did`, async ({ page }) => {
    await page.goto(url(id, '/quickbetx/QBX-101'));
    // Mid-deck: two cards picked (by the keyboard: the brand's first language may not be English).
    await swipeCards(page, 2);
    // The slip under the deck, its payout priced.
    const slip = page.getByTestId('slip-line');
    await expect(slip).toBeVisible();
    await expect(slip.locator('[aria-busy="true"]')).toHaveCount(0);
    await imagesSettled(page);
    await expect(page).toHaveScreenshot(`${id}-swipe.png`);
  });
}

test.describe('the licensed markets on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("Sweden's bar of three buttons and the age mark, over the header", async ({ page }) => {
    await page.goto(`http://${SWEDISH_HOST}:${ALL_BRANDS_PORT}/`);
    await lobbySettled(page);
    // The bar comes with the licence footer, after the lobby.
    await page.locator('footer[aria-label]').waitFor();
    await imagesSettled(page);
    await expect(page).toHaveScreenshot('eurowin-se-bar-360.png', {
      clip: { x: 0, y: 0, width: 360, height: 160 },
    });
  });

  test('the licence footer: age mark, warning, helpline, licence line and links', async ({
    page,
  }) => {
    await page.goto(url('demo', '/'));
    await lobbySettled(page);
    const footer = page.locator('footer[aria-label]');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toHaveScreenshot('demo-footer-360.png');
  });
});
