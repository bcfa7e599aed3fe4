import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { TelemetryBatch, TelemetryError, TelemetryVital } from '../src/types/api.gen';
import { BuilderPage } from './pages/builder-page';
import { brandUrl, type E2eBrand } from './support/brands';

/**
 * Field metrics and errors for the operator. sportsloth names the demo API's endpoint
 * (brands/sportsloth.json telemetry.endpoint: /api/_telemetry); its pages report their Core Web
 * Vitals and errors there, with the route pattern, the brand and the release, when they are
 * hidden (here: the player goes to another page), and never the phone or token of the address.
 * demo names none and sends nothing.
 */
const PHONE = '254712345678';

/** Letters only: digit runs would be taken out of a message as a phone number. */
const nonce = () =>
  Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/** Every batch the brand's demo API has received. */
async function received(request: APIRequestContext, brand: E2eBrand): Promise<TelemetryBatch[]> {
  const res = await request.get(brandUrl(brand, '/api/_telemetry'));
  expect(res.status()).toBe(200);
  return (await res.json()) as TelemetryBatch[];
}

/** The batches of the page load in which an error with `marker` in its message was met. */
async function batchesOf(request: APIRequestContext, brand: E2eBrand, marker: string) {
  const all = await received(request, brand);
  const page = all.find((b) =>
    b.events.some((e) => e.type === 'error' && e.message.includes(marker)),
  )?.page;
  return { all, mine: all.filter((b) => b.page === page && page) };
}

/** The release the page runs: the name of the entry its index.html loads. */
async function releaseOf(request: APIRequestContext, brand: E2eBrand): Promise<string> {
  const html = await (await request.get(brandUrl(brand, '/'))).text();
  const entry = /<script type="module" crossorigin src="\/assets\/([\w-]+)\.js">/.exec(html);
  expect(entry, 'the entry script of index.html').not.toBeNull();
  return entry![1]!;
}

/**
 * Waits until the page has loaded its telemetry chunk (after its load event, when idle) and run it:
 * a page left before reports nothing.
 */
async function telemetryRunning(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((e) => /\/assets\/telemetry-[\w-]+\.js$/.test(e.name)),
      ),
    )
    .toBe(true);
  // The chunk runs as soon as it has arrived: once the browser is idle again, it has.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/** Throws in the page, out of React: a script error and a rejection nothing handles. */
async function throwOnPurpose(page: Page, marker: string) {
  await page.evaluate(
    ([marker, phone]) => {
      setTimeout(() => {
        throw new Error(`Thrown on purpose ${marker} for ${phone}`);
      });
      void Promise.reject(new RangeError(`Rejected on purpose ${marker}`));
    },
    [marker, PHONE],
  );
}

test('sportsloth reports its web vitals and errors by route, brand and release, and no phone or token', async ({
  page,
  request,
}) => {
  const marker = nonce();
  const builder = new BuilderPage(page);
  await builder.open('sportsloth', `/quickbetx/QBX-101?token=${PHONE}`);
  await expect(builder.card).toBeVisible();
  await telemetryRunning(page);

  await throwOnPurpose(page, marker);
  // An interaction for INP: tapping a bet picks it.
  await builder.card.getByRole('button').first().click();
  await expect(builder.feedback()).toBeVisible();
  // The player leaves: the page is hidden, and its last batch leaves as a beacon.
  await page.goto('about:blank');

  await expect
    .poll(async () => {
      const events = (await batchesOf(request, 'sportsloth', marker)).mine.flatMap((b) => b.events);
      return ['LCP', 'CLS'].filter((name) =>
        events.some((e) => e.type === 'vital' && e.name === name),
      );
    })
    .toEqual(['LCP', 'CLS']);

  const { all, mine } = await batchesOf(request, 'sportsloth', marker);
  const release = await releaseOf(request, 'sportsloth');
  for (const batch of mine) expect(batch).toMatchObject({ brand: 'sportsloth', release });

  const events = mine.flatMap((b) => b.events);
  const vitals = events.filter((e): e is TelemetryVital => e.type === 'vital');
  for (const vital of vitals) {
    expect(vital).toMatchObject({ route: '/quickbetx/:id', navigation: 'navigate' });
    expect(vital.value).toBeGreaterThanOrEqual(0);
  }
  // Chromium reports INP for the tap, when it measured one.
  expect(vitals.filter((v) => v.name === 'INP').length).toBeLessThanOrEqual(1);

  const errors = events.filter((e): e is TelemetryError => e.type === 'error');
  expect(errors).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        kind: 'error',
        name: 'Error',
        // The token of the address is a phone number: neither leaves the page.
        message: `Thrown on purpose ${marker} for [token]`,
        route: '/quickbetx/:id',
        stack: expect.stringContaining(`Thrown on purpose ${marker}`),
      }),
      expect.objectContaining({
        kind: 'rejection',
        name: 'RangeError',
        message: `Rejected on purpose ${marker}`,
        route: '/quickbetx/:id',
      }),
    ]),
  );

  // Nothing any sportsloth page sent names the phone, a token or this ticket.
  const everything = JSON.stringify(all);
  expect(everything).not.toContain(PHONE);
  expect(everything).not.toMatch(/token=|\?/);
  expect(JSON.stringify(mine)).not.toContain('QBX-101');
});

test('a screen that cannot load reaches the operator as an error the app caught', async ({
  page,
  request,
}) => {
  // A release replaced the tracking screen's chunk: it fails, the page reloads once, fails again.
  await page.route(/\/assets\/tracking-screen-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(brandUrl('sportsloth', '/track/T-WON-1'));
  await expect(page.getByText('This page could not be loaded', { exact: false })).toBeVisible();
  await telemetryRunning(page);
  const marker = nonce();
  await throwOnPurpose(page, marker);
  await page.goto('about:blank');

  await expect
    .poll(async () =>
      (await batchesOf(request, 'sportsloth', marker)).mine
        .flatMap((b) => b.events)
        .filter((e): e is TelemetryError => e.type === 'error' && e.kind === 'caught'),
    )
    .toEqual([
      expect.objectContaining({
        name: 'ChunkLoadError',
        message: 'A part of the app could not be loaded',
        route: '/track/:id',
        componentStack: expect.stringMatching(/\S/),
      }),
    ]);
  const { mine } = await batchesOf(request, 'sportsloth', marker);
  expect(JSON.stringify(mine)).not.toContain('T-WON-1');
});

test('a brand without a telemetry endpoint sends nothing and loads no telemetry code', async ({
  page,
  request,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  const marker = nonce();
  const builder = new BuilderPage(page);
  await builder.open('demo', `/quickbetx/QBX-101?token=${PHONE}`);
  await expect(builder.card).toBeVisible();
  await throwOnPurpose(page, marker);
  await builder.card.getByRole('button').first().click();
  await expect(builder.feedback()).toBeVisible();
  // Past the moment a brand with an endpoint asks for the chunk: the page has loaded, and an idle
  // callback asked for after the app's (which would load it) has run and fetched `after`.
  const after = brandUrl('demo', `/api/init?after=${marker}`);
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.evaluate(
    (url) =>
      new Promise<void>((resolve) => requestIdleCallback(() => void fetch(url).finally(resolve))),
    after,
  );
  // When the page is hidden the test sends a batch of its own, its listener after any of the
  // app's: once the demo API has it, a batch the page sent on leaving would be there too.
  const ours: TelemetryBatch = { brand: 'demo', release: 'e2e', page: marker, events: [] };
  await page.evaluate((batch) => {
    addEventListener('pagehide', () =>
      navigator.sendBeacon('/api/_telemetry', JSON.stringify(batch)),
    );
  }, ours);
  await page.goto('about:blank');
  await expect.poll(async () => await received(request, 'demo')).toContainEqual(ours);

  expect(asked).toContain(after);
  expect(asked.filter((url) => /\/assets\/(telemetry|web-vitals)/.test(url))).toEqual([]);
  // Only the test's own batches, of this run and of earlier ones on the same server.
  const sent = (await received(request, 'demo')).filter((b) => b.release !== ours.release);
  expect(sent).toEqual([]);
});
