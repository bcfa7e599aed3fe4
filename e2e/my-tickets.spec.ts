import { expect, test } from './support/test';
import { HistoryPage } from './pages/history-page';
import { OtpPage } from './pages/otp-page';
import { QuicktipPage } from './pages/quicktip-page';
import { blockingViolations, describeViolations } from './support/axe';
import { brandUrl } from './support/brands';

// My tickets on /history against the demo API (docs/behaviour.md#history): a player's tickets
// from any device, and a phone's, found by its number and the SMS code (the demo's is 1234).

/** A row's text starts with its code: T-WON-1's is not T-JACKPOT-WON-1's. */
const code = (c: string) => ({ hasText: new RegExp(`^${c}(?!\\d)`) });

test.describe('my tickets, on any device', () => {
  test('a signed-in player sees their tickets from the API in a fresh browser; Won and Lost filter them', async ({
    page,
  }) => {
    // PLAYER1's seeded tickets (scripts/server/demo-api/tickets.ts seedHistory: the odd statuses
    // of data/history.json, and T-JACKPOT-WON-1): T-CANCELED-1, T-RESERVED-1, T-OPEN-1, T-WON-1,
    // T-LOST-1, T-JACKPOT-WON-1. Others' tests may add open ones: none is asked to be absent
    // from All.
    await page.goto(brandUrl('demo', '/history?token=PLAYER1'));
    const history = new HistoryPage(page);
    await expect(history.placed).toHaveCount(0);
    const rows = history.mineRows;
    for (const c of ['T-OPEN-1', 'T-WON-1', 'T-LOST-1', 'T-CANCELED-1']) {
      await expect(rows.filter(code(c))).toHaveCount(1);
    }
    await expect(rows.filter(code('T-PENDING-1'))).toHaveCount(0);
    const open = rows.filter(code('T-OPEN-1'));
    await expect(open).toContainText(/Ticket price\s*KES\s[\d,]+\.\d\d/);
    await expect(open).toContainText(/Possible win\s*KES\s[\d,]+\.\d\d/);
    // The chips, the days and the rows as e2e/accessibility.spec.ts checks every screen.
    const violations = await blockingViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await history.filter('Won');
    await expect(page).toHaveURL(/[?&]status=won/);
    await expect(rows.filter(code('T-LOST-1'))).toHaveCount(0);
    await expect(rows.filter(code('T-WON-1'))).toHaveCount(1);
    await expect(rows.filter(code('T-JACKPOT-WON-1'))).toHaveCount(1);
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(/Final payout\s*KES\s[\d,]+\.\d\d/);

    await history.filter('Lost');
    await expect(page).toHaveURL(/[?&]status=lost/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('T-LOST-1');
    await expect(rows.first()).toContainText('Lost');

    // Back goes to the filter before; a reload keeps it.
    await page.goBack();
    await expect(rows).toHaveCount(2);
    await page.reload();
    await expect(history.mine.getByRole('radio', { name: 'Won' })).toBeChecked();
    await expect(rows).toHaveCount(2);

    await rows.filter(code('T-WON-1')).click();
    await expect(page).toHaveURL(/\/tracking\/T-WON-1$/);
  });

  test('on a slow phone a tapped filter shows at once, before its tickets have rendered', async ({
    page,
  }) => {
    await page.goto(brandUrl('demo', '/history?token=PLAYER1'));
    const history = new HistoryPage(page);
    await expect(history.mineRows.first()).toBeVisible();
    // A CPU so slow the new address renders well after the tap: the chip must not flick back
    // (HistoryPage.filter checks the radio, which fails when the tap does not change it).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    for (const filter of ['Won', 'Lost', 'Open', 'All', 'Lost'] as const) {
      await history.filter(filter);
    }
    await expect(page).toHaveURL(/[?&]status=lost/);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(history.mineRows).toHaveCount(1);
  });

  test('a ticket placed with a phone in one browser is found in another by that phone and the SMS code', async ({
    page,
    browser,
  }) => {
    // A number of this run alone (the demo's stuck phones end in 0000).
    const phone = `2547${String(Date.now()).slice(-8, -1)}1`;
    const tip = new QuicktipPage(page);
    await tip.open('demo', 'QT-201');
    await tip.payment.placeWithPhone(phone);
    await expect(page).toHaveURL(brandUrl('demo', '/quicktip/otp'));
    await new OtpPage(page).confirm('1234');
    await expect(page).toHaveURL(/\/quicktips\/tracking\/QT[A-Z0-9]{8}$/);
    const placed = new URL(page.url()).pathname.split('/').at(-1)!;

    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      const history = new HistoryPage(other);
      await history.open('demo');
      await expect(history.placed).toHaveCount(0);
      await history.findByPhone(phone, '9999');
      await expect(history.mine.getByRole('alert')).toContainText('That code is not right');
      const violations = await blockingViolations(other);
      expect(violations, describeViolations(violations)).toEqual([]);
      await history.mine.getByRole('textbox', { name: 'Code from the SMS' }).fill('1234');
      await history.mine.getByRole('button', { name: 'Show my tickets' }).click();
      await expect(history.mineRows).toHaveCount(1);
      await expect(history.mineRows.first()).toContainText(placed);
      await expect(history.mineRows.first()).toContainText(/Ticket price\s*KES\s[\d,]+\.\d\d/);

      // Kept for the tab: a reload lists them again without a code.
      await other.reload();
      await expect(history.mineRows).toHaveCount(1);
      await history.mine.getByRole('button', { name: 'Forget this phone' }).click();
      await expect(history.mine.getByRole('button', { name: 'Send code' })).toBeVisible();
    } finally {
      await elsewhere.close();
    }
  });
});
