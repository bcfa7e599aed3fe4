import type { Locator, Page } from '@playwright/test';
import { brandUrl, type E2eBrand } from '../support/brands';
import { TicketPayment } from './ticket-payment';

/** A smart bet at /smartbet/:id: the card and the inputs a ticket is generated from. */
export class SmartbetPage {
  constructor(readonly page: Page) {}

  async open(brand: E2eBrand, code: string, query = '') {
    await this.page.goto(brandUrl(brand, `/smartbet/${encodeURIComponent(code)}${query}`));
    await this.heading.or(this.page.getByRole('alert')).first().waitFor();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get win(): Locator {
    return this.page.getByLabel('How much do you want to win?');
  }

  get bet(): Locator {
    return this.page.getByLabel('How much do you want to bet?');
  }

  get odds(): Locator {
    return this.page.getByLabel('Preferred odds');
  }

  get findButton(): Locator {
    return this.page.getByRole('button', { name: 'Find my bet' });
  }

  async generate(win: string, bet: string, odds: string) {
    await this.win.fill(win);
    await this.bet.fill(bet);
    await this.odds.fill(odds);
    await this.findButton.click();
  }
}

/** The generated smart bet at /smartbet/generated. */
export class SmartbetGeneratedPage {
  readonly payment: TicketPayment;

  constructor(readonly page: Page) {
    this.payment = new TicketPayment(page);
  }

  async open(brand: E2eBrand) {
    await this.page.goto(brandUrl(brand, '/smartbet/generated'));
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  get picks(): Locator {
    return this.page.getByRole('list', { name: 'Your picks' }).getByRole('listitem');
  }

  /** A row of the ticket's summary: Price, Total odds, You get (after taxes). */
  summary(label: RegExp | string): Locator {
    return this.page
      .locator('dl', { hasText: 'You get (after taxes)' })
      .locator('dt', { hasText: label })
      .locator('+ dd');
  }

  get regenerate(): Locator {
    return this.page.getByRole('button', { name: 'Find another bet' });
  }

  get permalink(): Locator {
    return this.page.getByRole('link', { name: /Link to this ticket/ });
  }
}
