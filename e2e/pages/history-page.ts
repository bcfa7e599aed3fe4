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

  get placed(): Locator {
    return this.page.getByRole('region', { name: 'Placed on this device' }).getByRole('link');
  }
}
