import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import type { Brand } from '../src/types/brand.gen';
import { ownHostLinks } from '../scripts/brand/pages';
import { ALL_BRANDS_PORT, SWEDISH_HOST } from './support/brands';

/**
 * Every link a brand's pages show that stays on its own hosts (header, footer, Sweden's bar, the
 * payment block's top-up page) answers with a real page in the brand's look, not the app's
 * "Page not found" (docs/operators.md#the-brands-own-pages).
 */
const brands = readdirSync('brands')
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(`brands/${f}`, 'utf8')) as Brand);

/** Hosts this browser reaches (playwright.config.ts's host rules); others by <id>.localhost. */
const REACHABLE = new Set([SWEDISH_HOST]);

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

for (const brand of brands) {
  test(`${brand.id}: every link on its own hosts opens a real page of the brand, in its look`, async ({
    page,
  }) => {
    // Two screens on each licence's host, then every page: EuroWin's two hosts take over 30 s.
    test.slow();
    const own = new Set(brand.hosts ?? []);
    const origin = (host: string) =>
      `http://${REACHABLE.has(host) ? host : `${brand.id}.localhost`}:${ALL_BRANDS_PORT}`;
    // The lobby and a ticket's screen, on each host whose licence differs (Sweden's bar).
    const hosts = [
      brand.hosts?.[0] ?? '',
      ...(brand.compliance?.licences ?? []).flatMap((l) => l.hosts?.slice(0, 1) ?? []),
    ];
    const links = new Set<string>();
    for (const host of new Set(hosts)) {
      for (const screen of [
        '/',
        ...(brand.lobby.cards.includes('quickbetx') ? ['/quickbetx/QBX-101'] : []),
      ]) {
        await page.goto(`${origin(host)}${screen}`);
        await page.locator('footer a, nav a').first().waitFor();
        for (const href of await page
          .locator('a[href^="http"]')
          .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))) {
          if (own.has(new URL(href).hostname)) links.add(href);
        }
      }
    }
    // The payment block's top-up page shows to a wallet player short of money only: from the file.
    for (const link of ownHostLinks(brand)) links.add(link.url);
    expect(links.size, brand.id).toBeGreaterThan(0);
    for (const link of links) {
      const url = new URL(link);
      const res = await page.goto(`${origin(url.hostname)}${url.pathname}`);
      const where = `${brand.id}: ${link}`;
      expect(res?.status(), where).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), where).not.toHaveText(/Page not found/);
      await expect(page.getByRole('heading', { level: 1 }), where).toBeVisible();
      // The brand's header, logo and colours; the market's footer.
      const header = page.getByRole('banner');
      await expect(header.getByRole('img', { name: brand.name }), where).toBeVisible();
      await expect(header, where).toHaveCSS('background-color', rgb(brand.theme.colors.primary));
      await expect(page.locator('body'), where).toHaveCSS(
        'background-color',
        rgb(brand.theme.colors.background),
      );
      await expect(page.getByRole('contentinfo'), where).toBeVisible();
      expect(await page.title(), where).toContain(brand.name);
    }
  });
}

test('a page offers its other languages, and a Swedish licence shows its bar on its Spelgränser page', async ({
  page,
}) => {
  await page.goto(`http://${SWEDISH_HOST}:${ALL_BRANDS_PORT}/spelgranser`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spelgränser');
  await expect(page.getByRole('navigation', { name: 'Spelansvar' }).getByRole('link')).toHaveText([
    'Spelpaus',
    'Spelgränser',
    'Självtest',
  ]);
  await page
    .getByRole('navigation', { name: 'Språk' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/spelgranser\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deposit limits (Spelgränser)');
  await page.goto(`http://eurowin.localhost:${ALL_BRANDS_PORT}/terms/de`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Allgemeine Geschäftsbedingungen',
  );
  await expect(
    page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'Deutsch' }),
  ).toHaveAttribute('aria-current', 'page');
});
