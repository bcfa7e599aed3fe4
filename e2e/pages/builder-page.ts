import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Event, QuickbetxCard } from '../../src/types/api.gen';
import { brandUrl, type E2eBrand } from '../support/brands';

export type Direction = 'left' | 'right' | 'down' | 'up';

/** The ticket builder (swipe deck, click mode, summary and payment), as a player uses it. */
export class BuilderPage {
  constructor(readonly page: Page) {}

  static async card(request: APIRequestContext, brand: E2eBrand, code: string) {
    const res = await request.get(brandUrl(brand, `/api/quickbetx_cards/${code}`));
    return (await res.json()) as QuickbetxCard;
  }

  /**
   * Fetches quick bet X `code`'s card from the demo API and opens its screen (`query`, e.g.
   * `?view=click`, is added to the address): the page object and the card's events.
   */
  static async openCard(
    page: Page,
    request: APIRequestContext,
    brand: E2eBrand,
    code: string,
    query = '',
  ) {
    const { events } = await BuilderPage.card(request, brand, code);
    const builder = new BuilderPage(page);
    await builder.open(brand, `/quickbetx/${code}${query}`);
    return { builder, events };
  }

  /** Opens quick bet X `code` in click mode with every event's first outcome picked. */
  static async openAllPicked(
    page: Page,
    request: APIRequestContext,
    brand: E2eBrand,
    code: string,
  ) {
    const opened = await BuilderPage.openCard(page, request, brand, code, '?view=click');
    await opened.builder.pickAllInClickMode(opened.events);
    return opened;
  }

  async open(brand: E2eBrand, path: string, { tourDone = true } = {}) {
    if (tourDone) {
      await this.page.addInitScript(() => localStorage.setItem('betdeck.swipe-tour-done', 'true'));
    }
    await this.page.goto(brandUrl(brand, path));
  }

  /** The top card, once it follows a drag (its motion loads after the deck's first paint). */
  get card(): Locator {
    return this.page.locator('[data-testid="swipe-card"][data-moving]');
  }

  get deck(): Locator {
    return this.page.getByRole('region', { name: 'Events to pick' }).locator('[tabindex="0"]');
  }

  feedback(): Locator {
    return this.page.getByRole('status').filter({ hasText: /Picked|Skipped/ });
  }

  picked(count: number, total: number): Locator {
    return this.page.getByText(`${count} of ${total} picked`);
  }

  /** Waits until the top card has sprung back to its place. */
  async atRest() {
    await expect(this.card).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
  }

  /** Drags the top card with the pointer, in steps, as a finger would. */
  async drag(direction: Direction, fraction = 0.75, { slow = false } = {}) {
    const box = (await this.card.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const dx = direction === 'left' ? -1 : direction === 'right' ? 1 : 0;
    const dy = direction === 'up' ? -1 : direction === 'down' ? 1 : 0;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    // Slow: well under the flick speed, so only the distance decides.
    const steps = slow ? 24 : 12;
    for (let i = 1; i <= steps; i++) {
      await this.page.mouse.move(
        x + (dx * box.width * fraction * i) / steps,
        y + (dy * box.height * fraction * i) / steps,
      );
      if (slow) await this.page.waitForTimeout(20);
    }
    await this.page.mouse.up();
  }

  /** Swipes every remaining card with the keyboard (right picks the last bet). */
  async swipeAllWithKeys(count: number) {
    await this.deck.focus();
    for (let i = 0; i < count; i++) {
      const label = await this.card.getAttribute('aria-label');
      await this.page.keyboard.press('ArrowRight');
      if (i < count - 1) await expect(this.card).not.toHaveAttribute('aria-label', label ?? '');
    }
  }

  async pickAllInClickMode(events: Event[], betIndex = 0) {
    for (const event of events) {
      const bets = this.page
        .getByRole('listitem')
        .filter({ hasText: event.home_team.name })
        .filter({ hasText: event.away_team.name })
        .getByRole('button');
      await bets.nth(betIndex).click();
    }
  }

  betNow(): Locator {
    return this.page.getByRole('button', { name: 'Bet now' });
  }
}
