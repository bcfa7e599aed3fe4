import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { BuilderPage } from './pages/builder-page';
import { OtpPage } from './pages/otp-page';
import { signInAsPlayer, TicketPayment } from './pages/ticket-payment';
import { TrackingPage } from './pages/tracking-page';
import { THREE_WAY_MARKETS, type Event, type QuickbetxCard } from '../src/types/api.gen';
import type { Brand } from '../src/types/brand.gen';
import { ALL_BRANDS_PORT, brandUrl, VISUAL_NOW } from './support/brands';
import { contrastRatio } from '../scripts/brand/contrast';
import { outcomeOf } from './support/market-names';

const THREE_WAY: readonly string[] = THREE_WAY_MARKETS;
const label = (e: Event) => `${e.home_team.name} vs ${e.away_team.name}`;

test(
  'each swipe direction picks its outcome; down is refused on a 2-way market',
  { tag: '@desktop' },
  async ({ page, request }) => {
    const { builder, events } = await BuilderPage.openCard(page, request, 'demo', 'QBX-101');

    let picked = 0;
    let sawThree = false;
    let sawTwo = false;
    for (const event of events.slice(0, 6)) {
      await expect(builder.card).toHaveAttribute('aria-label', label(event));
      const bets = event.market.bets;
      if (THREE_WAY.includes(event.market.market_code)) {
        const direction = sawThree ? 'left' : 'down';
        await builder.drag(direction);
        const expected = direction === 'down' ? bets[1] : bets[0];
        await expect(builder.feedback()).toHaveText(
          `Picked ${label(event)}: ${outcomeOf(event, expected.bet_name)}`,
        );
        sawThree = true;
      } else {
        // Down on a 2-way market springs back with no pick.
        await builder.drag('down');
        await expect(builder.card).toHaveAttribute('aria-label', label(event));
        await builder.atRest();
        await expect(builder.picked(picked, events.length)).toBeVisible();
        await builder.drag('right');
        await expect(builder.feedback()).toHaveText(
          `Picked ${label(event)}: ${outcomeOf(event, bets.at(-1)!.bet_name)}`,
        );
        sawTwo = true;
      }
      picked++;
      await expect(builder.picked(picked, events.length)).toBeVisible();
    }
    expect(sawThree && sawTwo).toBe(true);
  },
);

test(
  'a short drag springs back; up skips; undo brings the card back',
  { tag: '@desktop' },
  async ({ page, request }) => {
    const { builder, events } = await BuilderPage.openCard(page, request, 'demo', 'QBX-101');
    const [first, second] = events as [Event, Event];

    await builder.drag('left', 0.3, { slow: true });
    await expect(builder.card).toHaveAttribute('aria-label', label(first));
    await builder.atRest();
    await expect(builder.picked(0, events.length)).toBeVisible();

    await builder.drag('up');
    await expect(builder.feedback()).toHaveText('Skipped');
    await expect(builder.card).toHaveAttribute('aria-label', label(second));
    await expect(builder.picked(0, events.length)).toBeVisible();

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(builder.card).toHaveAttribute('aria-label', label(first));
  },
);

test(
  'tapping a bet and the arrow keys pick too, and picks survive a reload',
  { tag: '@desktop' },
  async ({ page, request }) => {
    const { builder, events } = await BuilderPage.openCard(page, request, 'demo', 'QBX-101');
    const [first, second] = events as [Event, Event];

    await builder.card.getByRole('button').first().click();
    await expect(builder.feedback()).toHaveText(
      `Picked ${label(first)}: ${outcomeOf(first, first.market.bets[0].bet_name)}`,
    );
    await expect(builder.card).toHaveAttribute('aria-label', label(second));

    await builder.deck.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(builder.feedback()).toHaveText(
      `Picked ${label(second)}: ${outcomeOf(second, second.market.bets[0].bet_name)}`,
    );
    await expect(builder.picked(2, events.length)).toBeVisible();

    await page.reload();
    await expect(builder.picked(2, events.length)).toBeVisible();
  },
);

test('at 360 px a pick shows and fades without moving Undo, the count or Go to summary', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { builder, events } = await BuilderPage.openCard(page, request, 'demo', 'QBX-101');
  const undo = page.getByRole('button', { name: 'Undo' });
  const top = async () => (await undo.boundingBox())!.y;
  const before = await top();
  await builder.deck.focus();
  await page.keyboard.press('ArrowLeft');
  const first = events[0]!;
  // The status holds the whole pick, however many lines it gets on the screen.
  await expect(builder.feedback()).toHaveText(
    `Picked ${label(first)}: ${outcomeOf(first, first.market.bets[0].bet_name)}`,
  );
  expect(await top()).toBe(before);
  const summary = page.getByRole('button', { name: 'Go to summary' });
  const below = (await summary.boundingBox())!.y;
  await expect(builder.feedback().locator('span')).toHaveCSS('opacity', '0');
  expect(await top()).toBe(before);
  expect((await summary.boundingBox())!.y).toBe(below);
});

test('the tour shows once, step by step, and can be skipped', async ({ page }) => {
  const builder = new BuilderPage(page);
  await builder.open('demo', '/quickbetx/QBX-101', { tourDone: false });
  const tour = page.getByRole('dialog', { name: /How to swipe \(1 of 4\)/ });
  await expect(tour).toBeVisible();
  await expect(tour).toContainText('Swipe left');
  // It opens with Next focused (not Skip tour, the first button): Enter goes on with the tour.
  await expect(tour.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toContainText('Swipe right');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog')).toContainText('Swipe down');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog')).toContainText('Swipe up');
  await page.getByRole('button', { name: 'Start swiping' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const tourFiles: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/tour-/.test(r.url())) tourFiles.push(r.url());
  });
  await page.reload();
  await expect(builder.card).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Once seen, the tour is not downloaded again.
  expect(tourFiles).toEqual([]);
});

test('closing the tour with Escape leaves the keyboard on the deck: an arrow key picks at once', async ({
  page,
  request,
}) => {
  const { events } = await BuilderPage.card(request, 'demo', 'QBX-101');
  const builder = new BuilderPage(page);
  await builder.open('demo', '/quickbetx/QBX-101', { tourDone: false });
  await expect(page.getByRole('dialog', { name: /How to swipe/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(builder.deck).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(builder.picked(1, events.length)).toBeVisible();
});

test("the keyboard stays in the screen when the summary takes the deck's place", async ({
  page,
  request,
}) => {
  const { builder, events } = await BuilderPage.openCard(page, request, 'demo', 'QBX-101');
  await builder.deck.focus();
  await page.keyboard.press('ArrowRight');
  await expect(builder.picked(1, events.length)).toBeVisible();
  // Go to summary, by the keyboard: the button leaves with the deck.
  await page.getByRole('button', { name: 'Go to summary' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your picks (1)' })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  // The next Tab goes on inside the summary, not from the top of the page.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('header'))).toBe(false);
});

test('the tour reads on its dialog in every brand that shows it: the arrow, and the focus ring of the button it opens on (3:1)', async ({
  page,
}) => {
  const brands = readdirSync(new URL('../brands/', import.meta.url))
    .filter((f) => f.endsWith('.json'))
    .map(
      (f) => JSON.parse(readFileSync(new URL(`../brands/${f}`, import.meta.url), 'utf8')) as Brand,
    )
    .filter((b) => b.blocks.tour)
    .map((b) => b.id);
  expect(brands.length).toBeGreaterThan(1);
  // Every such brand's swipe screen in turn, each a page load: 16 to 24 s on CI, 32 s once on a
  // slow run, over the default 30 s.
  test.slow();
  const hex = (rgb: string) =>
    `#${(rgb.match(/\d+/g) ?? [])
      .slice(0, 3)
      .map((c) => Number(c).toString(16).padStart(2, '0'))
      .join('')}`;
  // Every brand by its host, with the clock its demo API keeps.
  await page.clock.setFixedTime(VISUAL_NOW);
  for (const id of brands) {
    await page.goto(`http://${id}.localhost:${ALL_BRANDS_PORT}/quickbetx/QBX-101`);
    const tour = page.locator('#root dialog[open]');
    await expect(tour, id).toBeVisible();
    const [arrow, surface, ring] = await tour.evaluate((d) => [
      getComputedStyle(d.querySelector('p[aria-hidden="true"]')!).color,
      getComputedStyle(d).backgroundColor,
      getComputedStyle(d.querySelector(':focus-visible')!).boxShadow,
    ]);
    // The arrow is large text; the ring shows which control has the focus (WCAG 1.4.11): some
    // part of it must stand out from the dialog.
    expect(contrastRatio(hex(arrow), hex(surface)), id).toBeGreaterThanOrEqual(3);
    const rings = (ring.match(/rgba?\([^)]*\)/g) ?? []).map((c) =>
      contrastRatio(hex(c), hex(surface)),
    );
    expect(Math.max(0, ...rings), `${id}: ${ring}`).toBeGreaterThanOrEqual(3);
  }
});
test('after the last card the summary appears; an anonymous phone bet reaches the OTP screen with one reserve', async ({
  page,
  request,
}) => {
  const { builder, events } = await BuilderPage.openCard(page, request, 'demo', 'QBX-101');
  await builder.swipeAllWithKeys(events.length);

  await expect(page.getByRole('heading', { name: `Your picks (${events.length})` })).toBeVisible();
  await expect(builder.card).toHaveCount(0);
  await expect(page.getByText('Net payout')).toBeVisible();

  // A missing phone is said at the phone field, which takes the focus: no modal in the way.
  await builder.betNow().click();
  const phone = page.getByLabel('Phone number');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/^Please enter a phone number/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // As a Kenyan player writes it (docs/behaviour.md#the-phone-number): sent as 254712345678.
  await page.getByLabel('Phone number').fill('0712 345 678');
  const reserves: { key: string; msisdn: unknown }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/quickbetxs/reserve'))
      reserves.push({
        key: r.headers()['idempotency-key'] ?? '',
        msisdn: (r.postDataJSON() as { msisdn?: unknown }).msisdn,
      });
  });
  await builder.betNow().dblclick();
  await expect(page).toHaveURL(/\/quickbetx\/otp$/);
  expect(reserves).toHaveLength(1);
  expect(reserves[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(reserves[0]?.msisdn).toBe('254712345678');
  await expect(page.getByText(/We sent a code by SMS to/)).toBeVisible();
});

test('a card without enough events shows its hint and no bet button', async ({ page, request }) => {
  const { builder, events } = await BuilderPage.openCard(page, request, 'demo', 'QBX-104');
  await builder.swipeAllWithKeys(events.length);
  await expect(
    page.getByText(/There may not be enough events in the ticket for betting/),
  ).toBeVisible();
  await expect(builder.betNow()).toHaveCount(0);
});

test('odds that moved (error 104): Change bet names the moved pick with its old and new odds, and picks it again, keeping the rest', async ({
  page,
  request,
}) => {
  const { builder, events } = await BuilderPage.openAllPicked(page, request, 'demo', 'QBX-103');
  await page.getByLabel('Phone number').fill('254712345678');
  await builder.betNow().click();
  const modal = page.getByRole('alertdialog');
  await expect(modal).toContainText('Error code 104');
  // The way on that helps is the main button, and has the focus; Close only closes.
  await expect(modal.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Change bet' })).toBeFocused();
  await modal.getByRole('button', { name: 'Change bet' }).click();
  await expect(modal).toHaveCount(0);
  // The first event's odds moved (demo API): only its pick is dropped, and the screen says which,
  // with its odds then and now.
  const picks = page.getByRole('heading', { name: /^Your picks/ });
  await expect(picks).toHaveText(`Your picks (${events.length - 1})`);
  const [first] = events;
  const notice = page.getByRole('region', { name: 'The odds of 1 pick changed' });
  await expect(notice.getByRole('heading')).toBeFocused();
  const was = first!.market.bets[0].odds.toFixed(2);
  await expect(notice).toContainText(`${first!.home_team.name} vs ${first!.away_team.name}`);
  // The pick named as its card names it, by market code in the player's language (the demo API
  // calls the market "Highest Scoring Half").
  expect(first!.market.market_name).toBe('Highest Scoring Half');
  await expect(notice).toContainText('Highest scoring half: 1st half');
  await expect(notice).toContainText(new RegExp(`Odds were ${was}, now \\d+\\.\\d\\d`));
  await notice.getByRole('button', { name: /^Pick again at \d+\.\d\d$/ }).click();
  await expect(notice).toHaveCount(0);
  await expect(picks).toHaveText(`Your picks (${events.length})`);
  await builder.betNow().click();
  await expect(page).toHaveURL(/\/quickbetx\/otp$/);
});

test('a player who accepts any odds change places a ticket whose odds moved, at the new odds', async ({
  page,
  request,
}) => {
  const { builder } = await BuilderPage.openAllPicked(page, request, 'demo', 'QBX-103');
  const choice = page.getByLabel('If the odds change');
  await expect(choice).toHaveValue('ask');
  await choice.selectOption({ label: 'Accept any odds change' });
  // Remembered for this player across visits (the picks too).
  await page.reload();
  await expect(choice).toHaveValue('any');

  const slipOdds = (await page.getByText('Total odds').first().locator('..').innerText()).match(
    /\d+\.\d\d/,
  )![0];
  await page.getByLabel('Phone number').fill('254712345678');
  await builder.betNow().click();
  await expect(page).toHaveURL(/\/quickbetx\/otp$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Placed at the odds of now, not the slip's: the confirmation says so, from what to what, and
  // the ticket keeps saying it (docs/behaviour.md#odds-changes).
  const moved = (where: Page) => where.locator('[data-notice="odds-moved"]');
  const said = new RegExp(
    `The odds moved before your ticket was placed: total odds from ${slipOdds.replace('.', '\\.')} to \\d+\\.\\d\\d\\.`,
  );
  await expect(moved(page)).toContainText(said);
  await expect(moved(page)).toContainText(/Possible win from KES\s?[\d,.]+ to KES\s?[\d,.]+\./);
  await expect(moved(page)).toContainText('Highest scoring half: 1st half: from');
  await new OtpPage(page).confirm('1234');
  await expect(page).toHaveURL(/\/quickbetx\/tracking\/[^/]+$/);
  await page.reload();
  await expect(moved(page)).toContainText(said);
  await expect(new TrackingPage(page).fact('Possible win')).toHaveText(/KES/);
});

test('a player-code token places with create and lands on tracking; Back shows a fresh deck', async ({
  page,
  request,
}) => {
  const { builder, events } = await BuilderPage.openCard(
    page,
    request,
    'demo',
    'QBX-101',
    '?token=RICH7',
  );
  await builder.swipeAllWithKeys(events.length);
  await expect(page.getByLabel('Phone number')).toHaveCount(0);
  await builder.betNow().click();
  await expect(page).toHaveURL(/\/quickbetx\/tracking\/[^/]+$/);
  // The ticket is placed: Back does not offer to place the same picks again.
  await page.goBack();
  await expect(builder.card).toBeVisible();
  await expect(builder.picked(0, events.length)).toBeVisible();
  await expect(builder.betNow()).toHaveCount(0);
});

test('a bank payment opens the provider widget and ends on /track/{code}', async ({
  page,
  request,
}) => {
  // eurowin's market needs an account (docs/compliance.md#who-may-stake): a signed-in player pays.
  await signInAsPlayer(page, 'eurowin');
  const { builder, events } = await BuilderPage.openCard(page, request, 'eurowin', 'QBX-101');
  await builder.swipeAllWithKeys(events.length);
  const panel = page.getByRole('region', { name: /Supported banks/ });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  // Each bank: its badge, then its name.
  const panelBanks = await panel.getByRole('listitem').locator('span:last-child').allTextContents();
  expect(panelBanks.length).toBeGreaterThan(1);
  // A bank payment asks for no phone: the bank's page confirms it.
  await expect(page.getByLabel('Phone number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Play' }).click();
  const widget = page.frameLocator('iframe');
  // The panel promised the banks the widget offers, no other.
  await expect(
    widget.getByRole('combobox', { name: 'Choose your bank' }).locator('option'),
  ).toHaveText(panelBanks);
  await widget.getByRole('button', { name: /Pay/ }).click();
  await expect(page).toHaveURL(/\/track\/[^/]+$/);
  // Confirmed as a mobile-money payment is, once: not again on a reload.
  await expect(page.getByText('Payment confirmed. Your bet is placed. Good luck!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Payment confirmed/)).toHaveCount(0);
});

test("the bank widget speaks the player's language and keeps the keyboard while it is open", async ({
  page,
  request,
}) => {
  await signInAsPlayer(page, 'eurowin');
  const { builder, events } = await BuilderPage.openCard(page, request, 'eurowin', 'QBX-101');
  await builder.swipeAllWithKeys(events.length);
  // The player turns to German with every pick made.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  const play = page.getByRole('button', { name: 'Spielen' });
  await play.click();
  const dialog = page.getByRole('dialog', { name: 'Banküberweisung' });
  await expect(dialog).toBeVisible();
  const widget = page.frameLocator('iframe[title="Banküberweisung"]');
  await expect(widget.getByRole('combobox', { name: 'Wähle deine Bank' })).toBeVisible();
  // The amount as the page writes money in German (1,00 €), not "1.00 EUR".
  await expect(widget.locator('dd').nth(1)).toHaveText(/^\d+,\d\d\s€$/);
  // Tab after Tab, the focus never lands in the app behind the overlay (it is inert).
  const inApp = () => page.evaluate(() => !!document.activeElement?.closest('#root'));
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await inApp(), `Tab ${i + 1}`).toBe(false);
  }
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toHaveCount(0);
  // Closed: the app takes the keyboard again, at the button that opened it.
  await expect(play).toBeFocused();
  await play.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(play).toBeFocused();
});

test('Back with the bank widget open closes it with the screen it was over', async ({
  page,
  request,
}) => {
  const { events } = await BuilderPage.card(request, 'eurowin', 'QBX-101');
  const builder = new BuilderPage(page);
  // Signed in, as eurowin's market asks (docs/compliance.md#who-may-stake).
  await builder.open('eurowin', '/?token=PLAYER1');
  // Into the deck from the lobby, in the app: Back is the app's own history, not a page load.
  await page.locator('a[href$="/quickbetx/QBX-101"]').first().click();
  await builder.swipeAllWithKeys(events.length);
  await page.getByRole('button', { name: 'Play' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bank payment' });
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(brandUrl('eurowin', '/?token=PLAYER1'));
  await expect(dialog).toHaveCount(0);
  // The page Back led to takes the keyboard and the taps (the app is no longer inert).
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});

/** Ways a bank payment is left before it is paid, each then taken up again with Play. */
const BANK_INTERRUPTIONS: readonly [string, (page: Page) => Promise<void>][] = [
  [
    'closing the bank widget',
    async (page) => {
      await page.frameLocator('iframe').getByRole('button', { name: 'Cancel' }).click();
      await expect(page.locator('iframe')).toHaveCount(0);
    },
  ],
  [
    'a reload with the bank widget open',
    async (page) => {
      await expect(page.frameLocator('iframe').getByRole('button', { name: /Pay/ })).toBeVisible();
      // The picks come back with the page (this tab keeps them), and so does the intent.
      await page.reload();
    },
  ],
];

for (const [how, interrupt] of BANK_INTERRUPTIONS) {
  test(`${how}, then paying again, pays the same ticket: one intent, one ticket`, async ({
    page,
    request,
  }) => {
    const codes: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/reserve') && r.ok())
        void r.json().then((b: { code: string }) => codes.push(b.code));
    });
    await signInAsPlayer(page, 'eurowin');
    const { builder, events } = await BuilderPage.openCard(page, request, 'eurowin', 'QBX-101');
    await builder.swipeAllWithKeys(events.length);
    const play = page.getByRole('button', { name: 'Play' });
    await play.click();
    await interrupt(page);
    await play.click();
    await page.frameLocator('iframe').getByRole('button', { name: /Pay/ }).click();
    await expect(page).toHaveURL(/\/track\/[^/]+$/);
    // Each code is read from its response's body as it comes, not by the time the page moves on.
    await expect.poll(() => codes).toHaveLength(2);
    expect(codes[1]).toBe(codes[0]);
    expect(page.url()).toContain(`/track/${codes[0]}`);
  });
}

test('jackpot Lucky Dip fills every pick from the API and Clear empties them', async ({
  page,
  request,
}) => {
  const res = await request.get(brandUrl('demo', '/api/jackpot_cards/JP-601'));
  const { events } = (await res.json()) as QuickbetxCard;
  await page.goto(brandUrl('demo', '/jackpot/JP-601'));
  // The view's link is a target a thumb can hit.
  const swipeMode = await page.getByRole('link', { name: 'Swipe mode' }).boundingBox();
  expect(swipeMode!.height).toBeGreaterThanOrEqual(44);
  await page.getByRole('button', { name: 'Lucky Dip' }).click();
  await expect(page.getByRole('heading', { name: `Your picks (${events.length})` })).toBeVisible();
  await expect(page.locator('[aria-pressed="true"]')).toHaveCount(events.length);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('heading', { name: 'Your picks (0)' })).toBeVisible();
  await expect(page.locator('[aria-pressed="true"]')).toHaveCount(0);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a quick bet swipes without animation and everything still works', async ({ page }) => {
    const builder = new BuilderPage(page);
    await builder.open('demo', '/quickbet-swipe/QB-501');
    const first = await builder.card.getAttribute('aria-label');
    await builder.drag('right');
    await expect(builder.card).not.toHaveAttribute('aria-label', first ?? '');
    await expect(builder.feedback()).toContainText('Picked');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(builder.card).toHaveAttribute('aria-label', first ?? '');
  });
});

test('a jackpot played by Lucky Dip shows its entry price and prizes, and never more than the jackpot', async ({
  page,
  request,
}) => {
  // docs/behaviour.md#jackpots: a pool, not a product of odds.
  const res = await request.get(brandUrl('demo', '/api/jackpot_cards/JP-601'));
  const { events, jackpot } = (await res.json()) as QuickbetxCard;
  const top = jackpot!.tiers[0]!;
  await page.goto(brandUrl('demo', '/jackpot/JP-601'));
  await expect(page.getByText('Jackpot KES 1,000,000', { exact: true })).toBeVisible();
  const payment = new TicketPayment(page);
  await expect(payment.jackpotFact('Picked')).toHaveText(`0 of ${events.length}`);
  await page.getByRole('button', { name: 'Lucky Dip' }).click();
  await expect(payment.jackpotFact('Picked')).toHaveText(`${events.length} of ${events.length}`);

  await expect(payment.jackpotFact('Entry price')).toHaveText('KES 100.00');
  await expect(payment.jackpotFact(`13 of 13 correct: the jackpot`)).toHaveText('KES 1,000,000');
  await expect(payment.jackpotFact(/^12 of 13 correct$/)).toHaveText('KES 50,000');
  await expect(payment.block.getByText(/Net payout|Total odds/)).toHaveCount(0);
  expect(Math.max(...(await payment.amounts()))).toBe(top.prize);

  await payment.placeWithPhone('254712345678');
  await new OtpPage(page).confirm('1234');
  await expect(page).toHaveURL(/\/jackpots\/tracking\/JP[A-Z0-9]{8}$/);
  const details = page.getByRole('region', { name: 'Ticket details' });
  // The jackpot after the market's withholding tax, as the card priced it.
  const net = top.net_prize.toLocaleString('en', { minimumFractionDigits: 2 });
  await expect(details.locator('dt', { hasText: 'Possible win' }).locator('+ dd')).toHaveText(
    `KES ${net}`,
  );
  expect(top.net_prize).toBeLessThan(top.prize);
  await expect(details.getByText('Odds', { exact: true })).toHaveCount(0);
  const prizes = page.getByRole('region', { name: 'Prizes' });
  await expect(prizes.getByText('13 of 13 correct: the jackpot')).toBeVisible();
});

test('the slip is edited as on any sportsbook: skipped cards back, any pick changed or removed, the running slip in view', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { builder, events } = await BuilderPage.openCard(page, request, 'demo', 'QBX-101');
  // Skip 7 and pick the other 5 of 12: one short of the 6 the ticket needs.
  await builder.deck.focus();
  for (const [i, event] of events.entries()) {
    await expect(builder.card).toHaveAttribute('aria-label', label(event));
    await page.keyboard.press(i < 7 ? 'ArrowUp' : 'ArrowLeft');
  }
  await expect(page.getByText('Pick at least 6 events to bet (5 picked).')).toBeVisible();
  await page.getByRole('button', { name: 'Bring back skipped cards (7)' }).click();
  await expect(builder.card).toHaveAttribute('aria-label', label(events[0]!));
  await builder.deck.focus();
  await page.keyboard.press('ArrowLeft');
  // While swiping, the slip under the deck: total odds and the payout at the price.
  const line = page.getByTestId('slip-line');
  await expect(line).toContainText('Total odds');
  await expect(line).toContainText(/Net payout for KES\s50\.00\s*KES\s[\d,]+\.\d\d/);
  await page.getByRole('button', { name: 'Go to summary' }).click();
  await expect(page.getByRole('heading', { name: 'Your picks (6)' })).toBeVisible();

  // Change the first pick's outcome, then remove another pick: the summary stays.
  const first = events[0]!;
  await page.getByRole('button', { name: `Change the pick on ${label(first)}` }).click();
  const other = first.market.bets.at(-1)!;
  await page
    .getByRole('group', { name: 'Your outcome' })
    .getByRole('radio', {
      name: `${outcomeOf(first, other.bet_name)} ${other.odds.toFixed(2)}`,
      exact: true,
    })
    .check();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: label(first) })
      .filter({ hasText: 'Change' }),
  ).toContainText(outcomeOf(first, other.bet_name));
  const removed = events[8]!;
  await page.getByRole('button', { name: `Remove ${label(removed)} from the slip` }).click();
  await expect(page.getByRole('heading', { name: 'Your picks (5)' })).toBeFocused();
  await page.getByRole('button', { name: /^Back to the cards \(\d+ left\)$/ }).click();
  await expect(builder.card).toBeVisible();

  // Click mode: the slip stays in view over the list, and takes the player to the summary.
  await page.goto(brandUrl('demo', '/quickbetx/QBX-101?view=click'));
  const slip = page.getByTestId('slip-line');
  await expect(slip).toBeInViewport();
  await slip.getByRole('button', { name: 'Go to the slip' }).click();
  await expect(page.getByRole('heading', { name: 'Your picks (5)' })).toBeInViewport();
});
