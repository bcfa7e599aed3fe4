import { expect, test } from '@playwright/test';
import { QuicktipPage } from './pages/quicktip-page';
import { brandUrl, SWEDISH_HOST } from './support/brands';

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

test('the footer: licence line, age mark, helpline and links, Play responsibly a tap away', async ({
  page,
}) => {
  await page.goto(brandUrl('demo', '/'));
  const footer = page.getByRole('contentinfo', { name: 'Licence and responsible gambling' });
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('img', { name: 'Only for people aged 18 or over' })).toBeVisible();
  await expect(footer).toContainText('BetDeck Demo Ltd is licensed and regulated by');
  await expect(
    footer.getByRole('link', { name: 'the Betting Control and Licensing Board (BCLB)' }),
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
  await tip.payment.placeWithPhone('254712345678');
  const dialog = page.getByRole('dialog', { name: 'Are you 18 or over?' });
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
