import { expect, test } from './support/test';
import { BuilderPage } from './pages/builder-page';
import { OtpPage } from './pages/otp-page';
import { brandUrl } from './support/brands';
import type { Event } from '../src/types/api.gen';

// Booking codes (docs/behaviour.md#booking-codes): a slip shared as a code on one phone, loaded
// on another; a placed ticket's picks played again.
const label = (e: Event) => `${e.home_team.name} vs ${e.away_team.name}`;

test('a slip shared as a booking code is loaded on another phone, same picks on the same ticket', async ({
  page,
  request,
  browser,
}) => {
  const { builder, events } = await BuilderPage.openCard(
    page,
    request,
    'demo',
    'QBX-101',
    '?view=click',
  );
  const chosen = events.slice(0, 6);
  await builder.pickAllInClickMode(chosen, 1);
  await page.getByRole('button', { name: 'Share slip' }).click();
  const shared = page.getByRole('status').filter({ hasText: 'Booking code' });
  await expect(shared).toContainText(/Booking code [2-9A-HJ-NP-Z]{6}/);
  const code = /Booking code ([2-9A-HJ-NP-Z]{6})/.exec((await shared.textContent()) ?? '')![1]!;
  // Nothing of the player in what goes out: the link is the code.
  const whatsapp = await shared.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
  expect(decodeURIComponent(whatsapp!)).toContain(`/booking/${code}`);

  // A friend's phone: another browser, nothing of the first.
  const friend = await browser.newContext();
  const other = await friend.newPage();
  await other.addInitScript(() => localStorage.setItem('betdeck.swipe-tour-done', 'true'));
  await other.goto(brandUrl('demo', '/history'));
  await other.getByRole('link', { name: 'Have a booking code? Load the slip' }).click();
  await other.getByLabel('Booking code').fill(` ${code.toLowerCase()} `);
  await other.getByRole('button', { name: 'Load the slip' }).click();
  await expect(other).toHaveURL(/\/quickbetx\/QBX-101$/);
  await expect(other.getByRole('heading', { name: 'Your picks (6)' })).toBeVisible();
  for (const event of chosen) {
    await expect(
      other
        .getByRole('listitem')
        .filter({ hasText: label(event) })
        .filter({ hasText: 'Remove' }),
    ).toContainText(event.market.bets[1].odds.toFixed(2));
  }
  // Their own stake and payment: the slip is theirs now.
  await expect(other.getByRole('button', { name: 'Bet now' })).toBeVisible();

  // A code nobody made says so.
  await other.goto(brandUrl('demo', '/booking/ZZZZZZ'));
  await expect(other.getByText('No slip has the booking code ZZZZZZ.')).toBeVisible();
  await friend.close();
});

test("a placed ticket's page plays its picks again on the ticket that offers them", async ({
  page,
  request,
}) => {
  const { builder, events } = await BuilderPage.openCard(
    page,
    request,
    'demo',
    'QBX-101',
    '?view=click',
  );
  const chosen = events.slice(0, 6);
  await builder.pickAllInClickMode(chosen);
  await page.getByLabel('Phone number').fill('254712345678');
  await builder.betNow().click();
  await expect(page).toHaveURL(/\/quickbetx\/otp$/);
  await new OtpPage(page).confirm('1234');
  await expect(page).toHaveURL(/\/quickbetx\/tracking\//);

  await page.getByRole('button', { name: 'Play these picks again' }).click();
  await expect(page).toHaveURL(/\/quickbetx\/QBX-101$/);
  await expect(page.getByRole('heading', { name: 'Your picks (6)' })).toBeVisible();
});
