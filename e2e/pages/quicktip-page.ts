import type { Locator, Page } from '@playwright/test';
import { brandUrl, type E2eBrand } from '../support/brands';
import { TicketPayment } from './ticket-payment';

/** A quick tip at /quicktip/:id (a quick tip X with ?x=1), as a player sees it. */
export class QuicktipPage {
  readonly payment: TicketPayment;

  constructor(readonly page: Page) {
    this.payment = new TicketPayment(page);
  }

  async open(brand: E2eBrand, code: string, query = '') {
    await this.page.goto(brandUrl(brand, `/quicktip/${encodeURIComponent(code)}${query}`));
    await this.heading.or(this.page.getByRole('alert')).first().waitFor();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get tips(): Locator {
    return this.page.getByRole('list', { name: 'The tips' }).getByRole('listitem');
  }

  /** A fact of the ticket (Events, Total odds, Time left). */
  fact(label: 'Events' | 'Total odds' | 'Time left'): Locator {
    return this.page
      .getByRole('main')
      .locator('dl')
      .first()
      .locator('dt', { hasText: label })
      .locator('+ dd');
  }
}
