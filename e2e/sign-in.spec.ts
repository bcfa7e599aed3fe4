import { expect, test } from './support/test';
import { BuilderPage } from './pages/builder-page';
import { GERMAN_HOST, brandUrl } from './support/brands';

// Who may stake (docs/compliance.md#who-may-stake): Germany needs a verified account before a
// stake, so the slip on eurowin's German host places nothing anonymously and sends the player
// to the operator's sign-in, which brings them back to the slip, picks kept, as a player.
test('on de.eurowin.example the slip asks to sign in, places nothing anonymously, and the player comes back to bet', async ({
  page,
  request,
}) => {
  const placings: string[] = [];
  page.on('request', (r) => {
    if (/\/(reserve|create)$/.test(r.url())) placings.push(r.url());
  });
  const { events } = await BuilderPage.card(request, 'eurowin', 'QBX-101');
  const builder = new BuilderPage(page);
  await page.addInitScript(() => localStorage.setItem('betdeck.swipe-tour-done', 'true'));
  await page.goto(brandUrl('eurowin', '/quickbetx/QBX-101?view=click&lang=de', GERMAN_HOST));
  await builder.pickAllInClickMode(events);

  const payment = page.getByRole('region', { name: 'Übersicht und Zahlung' });
  const signIn = payment.getByRole('link', { name: 'Anmelden und wetten' });
  await expect(signIn).toBeVisible();
  await expect(payment.getByText(/nimmt Wetten nur von angemeldeten Spielern an/)).toBeVisible();
  // No phone, no payment, no bet button.
  await expect(page.getByLabel('Telefonnummer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Spielen' })).toHaveCount(0);

  await signIn.click();
  await expect(page).toHaveURL(/\/demo-sign-in\?return=/);
  await page.getByRole('link', { name: 'Als PLAYER1 anmelden' }).click();
  await expect(page).toHaveURL(
    brandUrl('eurowin', '/quickbetx/QBX-101?view=click&lang=de&token=PLAYER1', GERMAN_HOST),
  );
  // Back at the slip with every pick (kept for the tab), as a signed-in player.
  await expect(page.getByText('Guthaben').first()).toBeVisible();
  const play = page.getByRole('button', { name: 'Spielen' });
  await expect(play).toBeEnabled();
  await expect(signIn).toHaveCount(0);
  expect(placings).toEqual([]);

  await play.click();
  await page
    .frameLocator('iframe')
    .getByRole('button', { name: /Bezahlen/ })
    .click();
  await expect(page).toHaveURL(/\/track\/[^/]+$/);
  expect(placings).toHaveLength(1);
});
