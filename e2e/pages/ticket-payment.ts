import type { Locator, Page } from '@playwright/test';
import { brandUrl, type E2eBrand } from '../support/brands';

/** The payment block of a ticket screen (stake, summary, phone, bet button) and its notices. */
export class TicketPayment {
  constructor(readonly page: Page) {}

  get block(): Locator {
    return this.page.getByRole('region', { name: 'Summary and payment' });
  }

  get phone(): Locator {
    return this.page.getByLabel('Phone number');
  }

  get betNow(): Locator {
    return this.page.getByRole('button', { name: 'Bet now' });
  }

  stake(amount: RegExp | string): Locator {
    return this.block.getByRole('radio', { name: amount });
  }

  /** The net payout of the summary, once /api/finance-details has answered. */
  get netPayout(): Locator {
    return this.block.locator('dt', { hasText: 'Net payout' }).locator('+ dd');
  }

  /** A fact of a jackpot's summary (its pool): "Entry price", "Picked", a prize tier's label. */
  jackpotFact(label: string | RegExp): Locator {
    return this.block.locator('dt', { hasText: label }).locator('+ dd');
  }

  /** Every amount of money the payment block shows, as numbers (KES 1,000,000.00 -> 1000000). */
  async amounts(): Promise<number[]> {
    const text = await this.block.innerText();
    return [...text.matchAll(/KES\s*([\d,]+(?:\.\d+)?)/g)].map((m) =>
      Number(m[1]!.replace(/,/g, '')),
    );
  }

  /** "Expired" or "This Ticket Disabled", in place of the payment. */
  unavailable(title: 'Expired' | 'This Ticket Disabled'): Locator {
    return this.page
      .getByRole('status')
      .filter({ has: this.page.getByRole('heading', { name: title }) });
  }

  get errorDialog(): Locator {
    return this.page.getByRole('alertdialog');
  }

  /** Places the ticket as an anonymous player, with a phone number. */
  async placeWithPhone(phone: string) {
    await this.phone.fill(phone);
    await this.betNow.click();
  }
}

/** Signs in as a player code the way an operator's site does: the lobby with ?token=. */
export async function signInAsPlayer(page: Page, brand: E2eBrand, token = 'PLAYER1') {
  await page.goto(brandUrl(brand, `/?token=${encodeURIComponent(token)}`));
  await page.getByRole('main').waitFor();
  await page.waitForFunction(
    (t) => window.localStorage.getItem('betdeck.token') === JSON.stringify(t),
    token,
  );
}
