import type { Locator, Page } from '@playwright/test';
import { brandUrl, type E2eBrand } from '../support/brands';

export const HEADINGS = [
  'Quick tips',
  'Smartbet',
  'Superbet',
  'QuickBets',
  'Jackpots',
  'QuickbetX',
];

/** The lobby at /, as a player sees it. */
export class LobbyPage {
  constructor(readonly page: Page) {}

  async open(brand: E2eBrand, query = '', host?: string) {
    await this.page.goto(brandUrl(brand, `/${query}`, host));
    await this.page.getByRole('main').waitFor();
  }

  /** The headings of the cards (ticket families) shown, in order, once every list has loaded. */
  async cardHeadings(): Promise<string[]> {
    await this.page.locator('section[aria-busy="true"]').first().waitFor({ state: 'detached' });
    return this.page.getByRole('heading', { level: 2 }).allInnerTexts();
  }

  card(heading: string): Locator {
    return this.page.getByRole('region', { name: heading });
  }

  ticketLinks(): Locator {
    return this.page.getByRole('main').getByRole('link');
  }
}
