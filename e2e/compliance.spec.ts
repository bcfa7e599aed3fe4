import { expect, test, type Page } from '@playwright/test';
import { QuicktipPage } from './pages/quicktip-page';
import { brandUrl, SWEDISH_HOST } from './support/brands';
import { BAR_HEIGHT } from '../src/config/bar-room';

// Playwright's own test: this device has not confirmed its age and the terms (e2e/support/test.ts
// confirms them for the other journeys).

test.use({ viewport: { width: 360, height: 740 } });

test('Sweden: the three buttons stay at the top while the player scrolls, Swedish first', async ({
  page,
}) => {
  await page.goto(brandUrl('eurowin', '/', SWEDISH_HOST));
  const bar = page.getByRole('navigation', { name: 'Spelansvar' });
  await expect(bar.getByRole('link')).toHaveText(['Spelpaus', 'Spelgränser', 'Självtest']);
  await expect(bar.getByRole('link', { name: 'Spelpaus' })).toHaveAttribute(
    'href',
    'https://www.spelpaus.se/',
  );
  // Each word whole on a 360 px phone (the words are prescribed): none cut to an ellipsis.
  for (const link of await bar.getByRole('link').all()) {
    const word = link.locator('span');
    expect(
      await word.evaluate((el) => el.scrollWidth - el.clientWidth),
      await word.innerText(),
    ).toBe(0);
  }
  await page.getByRole('main').waitFor();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const box = await bar.boundingBox();
  expect(box?.y).toBe(0);
  // The header sticks below the bar, not under it.
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.y).toBeGreaterThanOrEqual((box?.height ?? 0) - 1);
});

/** The top of the page's header and the height of the bar's room (none: 0), as painted now. */
function tops(page: Page) {
  return page.evaluate(() => ({
    header: Math.round(document.querySelector('header')?.getBoundingClientRect().top ?? -1),
    room: Math.round(document.getElementById('market-bar')?.getBoundingClientRect().height ?? 0),
  }));
}

test.describe("the bar's room, held from the first paint", () => {
  // The scripts must come from the network, where the test holds them (not a service worker).
  test.use({ serviceWorkers: 'block' });

  for (const [name, host, room] of [
    // The buttons, then the time played on a line of its own (docs/compliance.md#what-the-pages-show).
    ['Sweden', SWEDISH_HOST, BAR_HEIGHT],
    ['Germany, the default host', undefined, 0],
  ] as const) {
    test(`${name}: the header paints where it stays once the app runs`, async ({ page }) => {
      const url = brandUrl('eurowin', '/', host);
      // The page as it paints before the app's code runs (it never arrives): the shell.
      await page.addInitScript(() =>
        addEventListener('error', (e) => e.target !== window && e.stopImmediatePropagation(), true),
      );
      await page.route('**/assets/**/*.js', (route) => route.abort());
      await page.goto(url);
      await expect(page.locator('#shell header')).toBeVisible();
      const first = await tops(page);
      expect(first.header).toBe(room);
      expect(first.room).toBe(room);
      // Sweden's three buttons are in the page itself, in the player's language: they work
      // before the app's code has come, and when it never does.
      const painted = page.locator('#market-bar').getByRole('link');
      if (room) {
        await expect(page.getByRole('navigation', { name: 'Responsible gambling' })).toBeVisible();
        await expect(painted).toHaveText(['Spelpaus', 'Spelgränser', 'Självtest']);
        await expect(painted.first()).toHaveAttribute('href', 'https://www.spelpaus.se/');
        expect(await page.locator('#market-bar nav').boundingBox()).toMatchObject({
          y: 0,
          height: room,
        });
      } else {
        await expect(page.locator('#market-bar > *')).toHaveCount(0);
      }

      // With the app and its market elements (the bar's code comes after the screen's).
      await page.unrouteAll();
      await page.goto(url);
      if (room) {
        // The app's bar in the painted one's place: one bar, in the page's Swedish.
        const bar = page.getByRole('navigation', { name: 'Spelansvar' });
        await expect(bar.getByRole('link')).toHaveCount(3);
        await expect(page.locator('#market-bar nav')).toHaveCount(1);
        await expect(page.locator('#market-bar [data-painted]')).toHaveCount(0);
        expect(await bar.boundingBox()).toMatchObject({ y: 0, height: room });
      } else {
        // The licence footer (the page has another contentinfo: the app's own footer).
        await page.getByRole('contentinfo', { name: 'Licence and responsible gambling' }).waitFor();
        await expect(page.locator('#market-bar > *')).toHaveCount(0);
      }
      await expect(page.locator('#shell')).toHaveCount(0);
      const after = await tops(page);
      expect(Math.abs(after.header - first.header)).toBeLessThanOrEqual(1);
      expect(after.room).toBe(room);
    });
  }
});

test('the footer: licence line, age mark, helpline and links, Play responsibly a tap away', async ({
  page,
}) => {
  await page.goto(brandUrl('demo', '/'));
  const footer = page.getByRole('contentinfo', { name: 'Licence and responsible gambling' });
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('img', { name: 'Only for people aged 18 or over' })).toBeVisible();
  await expect(footer).toContainText('BetDeck Demo Ltd is licensed and regulated by');
  // The BCLB's own words and the operator's customer care (docs/compliance.md).
  await expect(footer).toContainText('Gambling is addictive! Play responsibly');
  await expect(footer).toContainText('Not for persons under 18 years of age');
  await expect(footer.getByRole('link', { name: 'care@betdeck.example' })).toHaveAttribute(
    'href',
    'mailto:care@betdeck.example',
  );
  await expect(
    footer.getByRole('link', { name: 'Betting Control and Licensing Board (BCLB)' }),
  ).toHaveAttribute('href', 'https://bclb.go.ke/');
  await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
    'href',
    'https://betdeck.example/terms',
  );
  await footer.getByRole('link', { name: 'Play responsibly' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Play responsibly' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Take a break' })).toBeVisible();
});

test('age and terms: asked before the first bet, once per device; the summary links them', async ({
  page,
}) => {
  const tip = new QuicktipPage(page);
  await tip.open('demo', 'QT-202');
  const sentence = tip.payment.block.getByText(/By betting you confirm you are 18 or over/);
  await expect(sentence.getByRole('link', { name: 'terms' })).toHaveAttribute(
    'href',
    'https://betdeck.example/terms',
  );
  await expect(sentence.getByRole('link', { name: 'Play responsibly' })).toHaveAttribute(
    'href',
    '/play-responsibly',
  );
  const dialog = page.getByRole('dialog', { name: 'Are you 18 or over?' });
  // A bet its own checks refuse says why first: the question comes once the bet could go.
  await tip.payment.placeWithPhone('0712345');
  await expect(tip.payment.phone).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toHaveCount(0);
  await tip.payment.placeWithPhone('254712345678');
  await expect(dialog.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
    'href',
    'https://betdeck.example/terms',
  );
  await dialog.getByRole('button', { name: 'I am 18 or over and accept the terms' }).click();
  await expect(page).toHaveURL(/\/quicktip\/otp/);
  // Another visit on this device: no question.
  await tip.open('demo', 'QT-202');
  await tip.payment.placeWithPhone('254712345678');
  await expect(page).toHaveURL(/\/quicktip\/otp/);
  await expect(dialog).toHaveCount(0);
});
