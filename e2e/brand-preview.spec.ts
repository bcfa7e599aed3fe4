import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { createLogger, type ViteDevServer } from 'vite';
import { ROOT } from '../scripts/build/stamp';
import { startDevServer } from '../scripts/dev/dev-server';
import { BuilderPage } from './pages/builder-page';
import { DEV_PREVIEW_PORT } from './support/brands';

/**
 * Live brand preview: npm run dev's page follows edits of the brand file and its images, in place,
 * and shows a broken edit's problems over the last good brand. Runs the dev server on a copy of
 * the demo brand (the phone project only: it is the dev server, not the product).
 */
test.describe.configure({ mode: 'serial' });

const url = (p: string) => `http://localhost:${DEV_PREVIEW_PORT}${p}`;
let root: string;
let server: ViteDevServer;
const terminal: string[] = [];

const brandFile = () => path.join(root, 'brands', 'demo.json');
async function editBrand(change: (text: string) => string) {
  await writeFile(brandFile(), change(await readFile(brandFile(), 'utf8')));
}

test.beforeAll(async () => {
  // The dev server's first start bundles the dependencies.
  test.setTimeout(60_000);
  root = await mkdtemp(path.join(tmpdir(), 'brand-preview-'));
  await cp(path.join(ROOT, 'brands', 'demo.json'), brandFile());
  await cp(path.join(ROOT, 'brands', 'demo'), path.join(root, 'brands', 'demo'), {
    recursive: true,
  });
  const logger = createLogger('info');
  for (const level of ['info', 'warn', 'error'] as const) {
    logger[level] = (msg) => void terminal.push(msg);
  }
  server = await startDevServer({
    id: 'demo',
    port: DEV_PREVIEW_PORT,
    brands: { root, localesDir: path.join(ROOT, 'src/locales') },
    vite: {
      customLogger: logger,
      // Its own dependency cache: other dev servers on the machine share node_modules/.vite.
      cacheDir: path.join(ROOT, '.cache', `vite-${DEV_PREVIEW_PORT}`),
    },
  });
});

test.afterAll(async () => {
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

test('an edit of the brand shows in the open page at once, which keeps its state', async ({
  page,
}) => {
  const builder = new BuilderPage(page);
  await page.addInitScript(() => localStorage.setItem('betdeck.swipe-tour-done', 'true'));
  await page.goto(url('/quickbetx/QBX-101'), { timeout: 30_000 });
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('background-color', 'rgb(11, 93, 59)', { timeout: 20_000 });
  await builder.deck.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/^1 of \d+ picked/)).toBeVisible();
  // Marks on the page and on the deck's element: a reload or a remount would lose them.
  await page.evaluate(() => {
    (window as unknown as { mark: number }).mark = 1;
    const deck = document.querySelector('[data-testid="swipe-card"]')!.parentElement!;
    (deck as unknown as { mark: number }).mark = 1;
  });
  const marks = () =>
    page.evaluate(() => [
      (window as unknown as { mark?: number }).mark,
      (
        document.querySelector('[data-testid="swipe-card"]')!.parentElement as unknown as {
          mark?: number;
        }
      ).mark,
    ]);

  const started = Date.now();
  await editBrand((t) =>
    t
      .replace('"primary": "#0b5d3b"', '"primary": "#123456"')
      .replace('"radii": { "card": 14', '"radii": { "card": 3'),
  );
  await expect(header).toHaveCSS('background-color', 'rgb(18, 52, 86)', { timeout: 2_000 });
  test.info().annotations.push({ type: 'preview', description: `${Date.now() - started} ms` });
  await expect(builder.card).toHaveCSS('border-radius', '3px');
  await expect(page.getByText(/^1 of \d+ picked/)).toBeVisible();
  expect(await marks()).toEqual([1, 1]);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#123456');

  // A new logo: the header shows the new file.
  const logo = header.getByRole('img', { name: 'ScoreDeck' });
  const before = await logo.getAttribute('src');
  const logoFile = path.join(root, 'brands', 'demo', 'logo.svg');
  await writeFile(
    logoFile,
    (await readFile(logoFile, 'utf8')).replace('</svg>', '<circle r="3"/></svg>'),
  );
  await expect(logo).not.toHaveAttribute('src', before ?? '');
  expect((await page.request.get(url((await logo.getAttribute('src'))!))).status()).toBe(200);

  // Blocks and texts: the language selector goes, the page's name changes.
  await editBrand((t) =>
    t
      .replace('"languageSelector": true', '"languageSelector": false')
      .replace('"name": "ScoreDeck"', '"name": "ScoreDeck Live"'),
  );
  await expect(header.getByRole('img', { name: 'ScoreDeck Live' })).toBeVisible();
  await expect(header.getByRole('combobox')).toHaveCount(0);
  expect(await marks()).toEqual([1, 1]);
  expect(terminal.join('\n')).toContain('brand demo: the page shows the edit');
});

test('a broken edit shows its problems over the last good brand, until it is fixed', async ({
  page,
}) => {
  await page.goto(url('/'));
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('background-color', 'rgb(18, 52, 86)', { timeout: 20_000 });
  await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));

  await editBrand((t) => t.replace('"carousel": true', '"carousl": true'));
  const problems = page.getByRole('alert').filter({ hasText: 'The brand file has problems' });
  await expect(problems).toBeVisible({ timeout: 2_000 });
  await expect(problems.getByRole('listitem')).toHaveCount(1);
  const item = problems.getByRole('listitem');
  await expect(item).toContainText('brands/demo.json /blocks/carousl');
  await expect(item).toContainText('unknown property "carousl"');
  await expect(item).toContainText('did you mean "carousel"?');
  // The last good brand stays under it; the terminal says the same.
  await expect(header).toHaveCSS('background-color', 'rgb(18, 52, 86)');
  await expect
    .poll(() => terminal.join('\n'))
    .toContain('brands/demo.json /blocks/carousl: unknown property "carousl"');
  expect(terminal.join('\n')).toContain('(did you mean "carousel"?)');

  // A page opened while the file is broken shows the problems too.
  const other = await page.context().newPage();
  await other.goto(url('/'));
  await expect(
    other.getByRole('alert').filter({ hasText: 'The brand file has problems' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await other.close();

  // Another broken value, then the fix.
  await editBrand((t) => t.replace('"primary": "#123456"', '"primary": "navy"'));
  await expect(problems.getByRole('listitem')).toHaveCount(2);
  await editBrand((t) =>
    t
      .replace('"carousl": true', '"carousel": true')
      .replace('"primary": "navy"', '"primary": "#5a1e6b"'),
  );
  await expect(problems).toHaveCount(0, { timeout: 2_000 });
  await expect(header).toHaveCSS('background-color', 'rgb(90, 30, 107)');
  expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);
  await expect
    .poll(() => terminal.join('\n'))
    .toContain('brand demo: fixed; the page shows the edit');
});
