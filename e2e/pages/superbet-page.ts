import type { Locator, Page } from '@playwright/test';
import { brandUrl, type E2eBrand } from '../support/brands';
import { TicketPayment } from './ticket-payment';

/** A super bet at /superbet/:id: the match, its markets and the payment. */
export class SuperbetPage {
  readonly payment: TicketPayment;

  constructor(readonly page: Page) {
    this.payment = new TicketPayment(page);
  }

  async open(brand: E2eBrand, code: string, query = '') {
    await this.page.goto(brandUrl(brand, `/superbet/${encodeURIComponent(code)}${query}`));
    await this.heading.or(this.page.getByRole('alert')).first().waitFor();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get match(): Locator {
    return this.page.getByRole('region', { name: 'The match' });
  }

  /** A market's bet buttons (named e.g. "Match result", "Handicap"). */
  market(name: string): Locator {
    return this.page.getByRole('group', { name, exact: true });
  }

  /** The bet of a market whose label starts with `betName` (e.g. "Draw", "Over 2.5", a team). */
  bet(market: string, betName: string): Locator {
    return this.market(market).getByRole('button', { name: new RegExp(`^${escape(betName)} `) });
  }

  async pick(market: string, betName: string) {
    await this.bet(market, betName).click();
  }

  get payHeading(): Locator {
    return this.page.getByRole('heading', { name: /^Your bet \(/ });
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
