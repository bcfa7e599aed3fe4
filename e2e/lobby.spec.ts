import { expect, test } from './support/test';
import type { TicketSummary } from '../src/types/api.gen';
import type { Brand } from '../src/types/brand.gen';
import { HEADINGS, LobbyPage } from './pages/lobby-page';
import { brandUrl, OVERRIDE_HOST } from './support/brands';

test(
  'the demo lobby shows a card per ticket kind with the tickets the API publishes',
  { tag: '@desktop' },
  async ({ page, request }) => {
    const lobby = new LobbyPage(page);
    await lobby.open('demo');
    expect(await lobby.cardHeadings()).toEqual(HEADINGS);

    const tips = (await (
      await request.get(brandUrl('demo', '/api/quicktip_cards'))
    ).json()) as TicketSummary[];
    expect(tips.length).toBeGreaterThan(0);
    const first = lobby.card('Quick tips').getByRole('link').filter({ hasText: tips[0]!.title });
    await expect(first).toHaveAttribute('href', `/quicktip/${encodeURIComponent(tips[0]!.code)}`);
    await expect(first).toContainText(/\d+ events?/);
    await expect(first).toContainText(/Odds \d+\.\d\d/);
    await expect(first).toContainText(/Expired|\d+ days? \d+ h|Closes in \d\d:\d\d:\d\d/);
  },
);

test('the page title, favicon and theme colour come from the brand', async ({ page }) => {
  await page.goto(brandUrl('eurowin'));
  const brand = JSON.parse((await page.locator('#brand-config').textContent()) ?? '{}') as Pick<
    Brand,
    'name' | 'theme'
  >;
  await expect(page).toHaveTitle(brand.name);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    brand.theme.colors.primary,
  );
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^\/brand\/favicon-/);
  await expect(page.getByRole('banner').getByRole('img', { name: brand.name })).toBeVisible();
});

test('?type=1,3 shows only the quick tips and super bets cards', async ({ page }) => {
  const lobby = new LobbyPage(page);
  await lobby.open('demo', '?type=1,3');
  expect(await lobby.cardHeadings()).toEqual(['Quick tips', 'Superbet']);
});

test('an invalid type entry is ignored and an unknown style falls back to lite', async ({
  page,
}) => {
  const lobby = new LobbyPage(page);
  await lobby.open('demo', '?type=5,abc,9&style=%3Cscript%3E');
  expect(await lobby.cardHeadings()).toEqual(['Jackpots']);
  await expect(page.locator('.lobby-lite')).toHaveCount(1);
});

test('the affiliate tag reaches every ticket link, URL-encoded', async ({ page }) => {
  const lobby = new LobbyPage(page);
  await lobby.open('demo', `?atag=${encodeURIComponent('aff 7&x=1')}`);
  await lobby.cardHeadings();
  const hrefs = await lobby
    .ticketLinks()
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs) expect(href).toMatch(/\?atag=aff%207%26x%3D1$/);

  await lobby.ticketLinks().first().click();
  await expect(page).toHaveURL(/\?atag=aff%207%26x%3D1$/);
});

test(
  'iframe mode opens tickets in a new tab, safely, without the page background',
  { tag: '@desktop' },
  async ({ page }) => {
    const lobby = new LobbyPage(page);
    await lobby.open('demo', '?mode=iframe');
    await lobby.cardHeadings();
    const link = lobby.ticketLinks().first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('banner')).toHaveCount(0);
  },
);

test('on the override host the smart bet and quick bets X cards are retitled', async ({ page }) => {
  const lobby = new LobbyPage(page);
  await lobby.open('mzukabet-tz', '?lang=en', OVERRIDE_HOST);
  const headings = await lobby.cardHeadings();
  expect(headings).toContain('SMARTA BET');
  expect(headings).toContain('BET TEKE');
  expect(headings).not.toContain('Smartbet');

  await lobby.open('mzukabet-tz', '?lang=en');
  const plain = await lobby.cardHeadings();
  expect(plain).toContain('Smartbet');
  expect(plain).not.toContain('BET TEKE');
});

test('a player switches language and the lobby follows', async ({ page }) => {
  const lobby = new LobbyPage(page);
  await lobby.open('eurowin');
  await expect(
    page
      .getByRole('main')
      .getByText(/\d+ events/)
      .first(),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(
    page
      .getByRole('main')
      .getByText(/\d+ Spiele/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(
    page
      .getByRole('main')
      .getByText(/\d+ Spiele/)
      .first(),
  ).toBeVisible();
});

test('an unknown address shows the not-found page with a way back', async ({ page }) => {
  await page.goto(brandUrl('demo', '/no/such/page'));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Games' }).click();
  await expect(page).toHaveURL(brandUrl('demo', '/'));
});

test('the lobby leads to the player’s tickets and how to play', async ({ page }) => {
  const lobby = new LobbyPage(page);
  await lobby.open('demo');
  await page.getByRole('link', { name: 'My tickets' }).click();
  await expect(page).toHaveURL(brandUrl('demo', '/history'));
  await page.goBack();
  await page.getByRole('link', { name: 'How to play' }).click();
  await expect(page).toHaveURL(brandUrl('demo', '/how-to-play'));
});
