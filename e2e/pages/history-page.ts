import type { Locator, Page } from '@playwright/test';
import { brandUrl, type E2eBrand } from '../support/brands';

/** A ticket placed from this browser, as kept in localStorage (betdeck.placed-tickets). */
export interface PlacedTicket {
  code: string;
  family: string;
  title?: string;
  placedAt: number;
}

/** The ticket history at /history. */
export class HistoryPage {
  constructor(readonly page: Page) {}

  /** Opens the history with `placed` as the tickets placed from this browser. */
  async open(brand: E2eBrand, placed?: PlacedTicket[]) {
    if (placed) {
      await this.page.goto(brandUrl(brand, '/'));
      await this.page.evaluate(
        (list) => localStorage.setItem('betdeck.placed-tickets', JSON.stringify(list)),
        placed,
      );
    }
    await this.page.goto(brandUrl(brand, '/history'));
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  async find(code: string) {
    await this.page.getByRole('textbox', { name: 'Ticket code' }).fill(code);
    await this.page.getByRole('button', { name: 'Find ticket' }).click();
  }

  /** My tickets: the player's tickets from the API, on any device. */
  get mine(): Locator {
    return this.page.getByRole('region', { name: 'My tickets' });
  }

  /** The rows of My tickets, each a link to its ticket's tracking. */
  get mineRows(): Locator {
    return this.mine.getByRole('listitem').getByRole('link');
  }

  /** Picks All, Open, Won or Lost. */
  async filter(name: 'All' | 'Open' | 'Won' | 'Lost') {
    await this.mine.getByRole('group', { name: 'Show' }).getByRole('radio', { name }).check();
  }

  /** Finds the tickets of `phone` with the SMS code `code`. */
  async findByPhone(phone: string, code: string) {
    await this.mine.getByRole('textbox', { name: 'Phone number' }).fill(phone);
    await this.mine.getByRole('button', { name: 'Send code' }).click();
    await this.mine.getByRole('textbox', { name: 'Code from the SMS' }).fill(code);
    await this.mine.getByRole('button', { name: 'Show my tickets' }).click();
  }

  get placed(): Locator {
    return this.page.getByRole('region', { name: 'Placed on this device' }).getByRole('link');
  }
}
