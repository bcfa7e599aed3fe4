import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from './support/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type {
  OperatorConfig,
  QuickbetxCard,
  ReserveRequest,
  ReserveResponse,
  Ticket,
} from '../src/types/api.gen';
import { MOBILE_MONEY_PROVIDERS } from '../src/types/brand.gen';
import { HistoryPage } from './pages/history-page';
import { OtpPage, type OtpState } from './pages/otp-page';
import { TrackingPage } from './pages/tracking-page';
import { brandUrl, type E2eBrand } from './support/brands';

const MSISDN = '254712345678';

/**
 * Reserves a fresh quick bet X ticket by phone on the brand's demo API, as the ticket builder
 * does, and returns the OTP screen's navigation state for it.
 */
async function reserveByPhone(
  request: APIRequestContext,
  brand: E2eBrand,
  player?: string,
): Promise<OtpState> {
  const card = (await (
    await request.get(brandUrl(brand, '/api/quickbetx_cards/QBX-101'))
  ).json()) as QuickbetxCard;
  const init = (await (await request.get(brandUrl(brand, '/api/init'))).json()) as OperatorConfig;
  const events = card.events.slice(0, card.min_ticket_events_count).map((e) => ({
    event_id: e.id,
    bet_id: e.market.bets[0].id,
    odds: e.market.bets[0].odds,
  }));
  const data: ReserveRequest = {
    code: card.code,
    stake: 100,
    price: 100,
    msisdn: MSISDN,
    events,
    psp: init.psp.find((p) => (MOBILE_MONEY_PROVIDERS as readonly string[]).includes(p))!,
    ...(player ? { player_id: player } : {}),
  };
  const res = await request.post(brandUrl(brand, '/api/quickbetxs/reserve'), { data });
  expect(res.ok(), await res.text()).toBe(true);
  const { code } = (await res.json()) as ReserveResponse;
  return { ticketCode: code, operator: brand, style: 'lite', msisdn: MSISDN, family: 'quickbetx' };
}

test.describe('OTP', () => {
  test('confirming the SMS code reaches tracking, which moves from processing to open by itself', async ({
    page,
    request,
  }) => {
    const state = await reserveByPhone(request, 'demo');
    const otp = new OtpPage(page);
    await otp.open('demo', '/quickbetx/otp', state);
    await expect(page.getByText(`We sent a code by SMS to ${MSISDN}`)).toBeVisible();
    await otp.confirm('1234');

    await expect(page).toHaveURL(
      brandUrl('demo', `/quickbetx/tracking/${encodeURIComponent(state.ticketCode)}`),
    );
    const tracking = new TrackingPage(page);
    await expect(tracking.heading).toHaveText(`Ticket ${state.ticketCode}`);
    // The form that had the focus is gone: the ticket's heading takes it, not the page's body.
    await expect(tracking.heading).toBeFocused();
    await expect(tracking.processing).toBeVisible();
    await expect(tracking.verify).toBeVisible();
    await expect(tracking.fact('Ticket status')).toHaveText('Reserved');

    // The demo API confirms the payment 8 s after the OTP (e2e/support/serve-brands.ts: time for
    // the OTP screen and tracking to load on a loaded machine); the screen polls and updates itself.
    await expect(tracking.confirmed).toBeVisible({ timeout: 20_000 });
    await expect(tracking.fact('Ticket status')).toHaveText('Open');
    await expect(tracking.processing).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Payment ID');

    // Back does not return to the used code.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/otp$/);
  });

  test('a wrong code shows the error and keeps the player on the form', async ({
    page,
    request,
  }) => {
    const state = await reserveByPhone(request, 'demo');
    const otp = new OtpPage(page);
    await otp.open('demo', '/quickbetx/otp', state);

    await otp.confirmButton.click();
    await expect(otp.error).toHaveText('Enter the code we sent you by SMS');

    await otp.confirm('0000');
    await expect(otp.error).toHaveText('That code is not right. Check the SMS and type it again.');
    await expect(page).toHaveURL(/\/quickbetx\/otp$/);
    await expect(otp.resendButton).toBeDisabled();
    await expect(page.getByText(/Available in \d:\d\d/)).toBeVisible();

    // Still pending its OTP on the server.
    const ticket = (await (
      await request.get(brandUrl('demo', `/api/tickets/${encodeURIComponent(state.ticketCode)}`))
    ).json()) as Ticket;
    expect(ticket.status).toBe('new');
  });

  test('opened without a ticket, it explains and leads back to the games', async ({ page }) => {
    const otp = new OtpPage(page);
    await otp.open('eurowin', '/quickbet/otp');
    await expect(page.getByText(/There is no ticket to confirm here/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to Games' }).click();
    await expect(page).toHaveURL(brandUrl('eurowin', '/'));
  });
});

test.describe('tracking', () => {
  test('an unknown ticket code shows the error view', async ({ page }) => {
    const tracking = new TrackingPage(page);
    await tracking.open('demo', '/track/NO-SUCH-TICKET');
    await expect(
      tracking.errorView.getByRole('heading', { name: 'We could not find this' }),
    ).toBeVisible();
    await expect(tracking.errorView).toContainText('No ticket has the code NO-SUCH-TICKET.');
    await expect(tracking.errorView).toContainText('Error code 404');
    await expect(tracking.errorView.getByRole('link', { name: 'Back to Games' })).toBeVisible();
    // Not a dead end: the player can type the right code.
    await tracking.errorView.getByRole('link', { name: 'Find another ticket' }).click();
    await page.getByLabel('Ticket code').fill('T-OPEN-1');
    await page.getByRole('button', { name: 'Find ticket' }).click();
    await expect(page.getByRole('link', { name: 'Open tracking' })).toBeVisible();
  });

  test("a Swahili player reads the server's message in Swahili", async ({ page }) => {
    // pesaplay-tz shows Swahili, on a browser set to English: the app asks the API for its
    // messages in the language showing (Accept-Language).
    await page.goto(brandUrl('pesaplay-tz', '/history'));
    await page.getByLabel('Msimbo wa tiketi').fill('NO-SUCH-TICKET');
    await page.getByRole('button', { name: 'Tafuta tiketi' }).click();
    const error = page.getByRole('alert');
    await expect(error).toContainText('Tiketi haikupatikana');
    await expect(error).toContainText('Msimbo wa hitilafu 404');
  });

  test('at 360 px in German, a placed ticket shows its code whole beside the longest label', async ({
    page,
    request,
  }) => {
    // sportsloth's market (GB) takes a signed-in player's ticket only (docs/compliance.md#who-may-stake).
    const { ticketCode } = await reserveByPhone(request, 'sportsloth', 'PLAYER1');
    await page.setViewportSize({ width: 360, height: 800 });
    const tracking = new TrackingPage(page);
    await tracking.open('sportsloth', `/track/${ticketCode}?lang=de`);
    // A ticket not yet won or lost: its figure is a possible win (docs/behaviour.md#ticket-statuses).
    await expect(page.getByText('Möglicher Gewinn')).toBeVisible();
    const code = page.locator('dd[data-field="code"]');
    await expect(code).toHaveText(ticketCode);
    // One line: the label column gives way (it wraps) before a code breaks inside itself.
    const lines = await code.evaluate((dd) => {
      const range = document.createRange();
      range.selectNodeContents(dd);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
  });

  test("a won bank ticket opened by link shows its result, payout and bank, not the payer's account", async ({
    page,
  }) => {
    const tracking = new TrackingPage(page);
    await tracking.open('demo', '/track/T-WON-1');
    await expect(tracking.fact('Ticket status')).toHaveText('Won');
    await expect(tracking.fact('Bet code')).toHaveText('T-WON-1');
    await expect(tracking.fact('Final payout')).toHaveText(/KES\s?[\d,]+\.\d\d/);
    const payment = page.getByRole('region', { name: 'Payment' });
    // Not placed in this browser: the shared page's facts, none that lead back to the payer.
    for (const label of ['Bank', 'Reference'])
      await expect(payment.locator('dt', { hasText: label })).toBeVisible();
    for (const label of ['Account', 'Transaction'])
      await expect(payment.locator('dt', { hasText: label })).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: /^Picks/ })
        .getByText('Won')
        .first(),
    ).toBeVisible();
  });

  test('a pending ticket speaks the brand language (Kiswahili on mzukabet-tz)', async ({
    page,
  }) => {
    const tracking = new TrackingPage(page);
    await tracking.open('mzukabet-tz', '/track/T-PENDING-1');
    await expect(
      page.getByText('DAU LAKO LINASHUGHULIKIWA, SUBIRI UJUMBE WA USSD WA PESA KWA SIMU'),
    ).toBeVisible();
    await expect(tracking.heading).toHaveText('Tiketi T-PENDING-1');
  });

  test('the tracking screen has no accessibility violations', async ({ page }) => {
    const tracking = new TrackingPage(page);
    await tracking.open('demo', '/track/T-OPEN-1');
    await tracking.qrCode.waitFor();
    const results = await new AxeBuilder({ page })
      .include('main')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
  });
});

test.describe('share ticket', () => {
  test(
    'builds encoded share links, copies, draws a QR code of the ticket URL and sends the email',
    { tag: '@desktop' },
    async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: brandUrl('demo', '').replace(/\/$/, ''),
      });
      const code = 'T-OPEN-1';
      const ticketUrl = brandUrl('demo', `/track/${code}`);
      const tracking = new TrackingPage(page);
      await tracking.open('demo', `/quickbetx/tracking/${code}`);

      const text = `My ScoreDeck ticket ${code}`;
      const href = async (network: string) =>
        new URL((await tracking.shareLink(network).getAttribute('href')) ?? '');
      const wa = await href('WhatsApp');
      expect(wa.origin + wa.pathname).toBe('https://wa.me/');
      expect(wa.searchParams.get('text')).toBe(`${text} ${ticketUrl}`);
      const tg = await href('Telegram');
      expect(tg.origin + tg.pathname).toBe('https://t.me/share/url');
      expect(tg.searchParams.get('url')).toBe(ticketUrl);
      const fb = await href('Facebook');
      expect(fb.searchParams.get('u')).toBe(ticketUrl);
      const x = await href('X');
      expect(x.origin + x.pathname).toBe('https://x.com/intent/tweet');
      expect(x.searchParams.get('url')).toBe(ticketUrl);
      // Encoded, not raw, in the address.
      expect(await tracking.shareLink('Telegram').getAttribute('href')).toContain(
        `url=${encodeURIComponent(ticketUrl)}`,
      );
      await expect(tracking.shareLink('WhatsApp')).toHaveAttribute('target', '_blank');
      await expect(tracking.shareLink('WhatsApp')).toHaveAttribute('rel', 'noopener noreferrer');

      await expect(tracking.linkField).toHaveValue(ticketUrl);
      await tracking.copyLink();
      await expect(tracking.share.getByText('Link copied')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ticketUrl);

      await tracking.qrCode.scrollIntoViewIfNeeded();
      const shot = PNG.sync.read(await tracking.qrCode.screenshot());
      const decoded = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
      expect(decoded?.data).toBe(ticketUrl);

      await tracking.share.getByRole('button', { name: 'Send' }).click();
      await expect(tracking.share.getByRole('alert')).toHaveText('Please enter your email');
      const sent = page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().endsWith(`/api/tickets/${code}/share`),
      );
      await tracking.sendEmail('friend@example.com');
      expect((await sent).postDataJSON()).toEqual({ method: 'email', email: 'friend@example.com' });
      await expect(tracking.share.getByText('Email Sent')).toBeVisible();
    },
  );

  test("offers only the brand's share methods (eurowin: copy, QR and email)", async ({ page }) => {
    const tracking = new TrackingPage(page);
    await tracking.open('eurowin', '/track/T-LOST-1');
    await expect(tracking.share).toBeVisible();
    await expect(tracking.share.getByRole('link')).toHaveCount(0);
    await expect(tracking.qrCode).toBeVisible();
    await expect(tracking.emailField).toBeVisible();
    await expect(tracking.linkField).toHaveValue(brandUrl('eurowin', '/track/T-LOST-1'));
  });
});

test.describe('ticket history', () => {
  test('a code entered in history opens that ticket', async ({ page }) => {
    const history = new HistoryPage(page);
    await history.open('demo');
    await history.find('T-CLOSED-1');
    await expect(page.getByRole('heading', { name: 'Ticket T-CLOSED-1' })).toBeVisible();
    await expect(page).toHaveURL(/\/history\?code=T-CLOSED-1$/);
    const details = page.getByRole('region', { name: 'Ticket details' });
    await expect(details.locator('dt', { hasText: 'Ticket status' }).locator('+ dd')).toHaveText(
      'Closed',
    );
    await page.getByRole('link', { name: 'Open tracking' }).click();
    await expect(page).toHaveURL(/\/tracking\/T-CLOSED-1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ticket T-CLOSED-1');

    await history.open('demo');
    await history.find('NOT-A-TICKET');
    await expect(page.getByRole('alert')).toContainText('Error code 404');
  });

  test('tickets placed from this browser are listed, newest first, and open their tracking', async ({
    page,
  }) => {
    const now = Date.now();
    const history = new HistoryPage(page);
    await history.open('demo', [
      { code: 'T-LOST-1', family: 'jackpot', placedAt: now - 2 * 86_400_000 },
      { code: 'T-WON-1', family: 'quickbetx', placedAt: now - 3_600_000, title: 'Weekend banker' },
      { code: 'T-OPEN-1', family: 'smartbet', placedAt: now - 86_400_000 },
    ]);
    await expect(history.placed).toHaveCount(3);
    await expect(history.placed.nth(0)).toContainText('T-WON-1');
    await expect(history.placed.nth(0)).toContainText('Weekend banker');
    await expect(history.placed.nth(0)).toContainText('Won');
    await expect(history.placed.nth(1)).toContainText('T-OPEN-1');
    await expect(history.placed.nth(2)).toContainText('T-LOST-1');
    await expect(history.placed.nth(2)).toContainText('Lost');

    await history.placed.nth(2).click();
    await expect(page).toHaveURL(brandUrl('demo', '/jackpots/tracking/T-LOST-1'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ticket T-LOST-1');
  });
});

test.describe('how to play', () => {
  test('a page per family, in the brand language', async ({ page }) => {
    await page.goto(brandUrl('mzukabet-tz', '/how-to-play/quickbetx'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jinsi ya kucheza QuickbetX');
    await page.goto(brandUrl('demo', '/how-to-play'));
    await page.getByRole('link', { name: /Jackpots/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to play Jackpots');
  });

  test('a brand without the guides says so (eurowin)', async ({ page }) => {
    await page.goto(brandUrl('eurowin', '/how-to-play/quickbetx'));
    await expect(
      page.getByText('The how-to-play guides are not available on this site.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Games' })).toBeVisible();
  });
});
