import type { Locator, Page } from '@playwright/test';
import { brandUrl, type E2eBrand } from '../support/brands';

/** A ticket's tracking screen (/<family>/tracking/:id or /track/:code), with its share panel. */
export class TrackingPage {
  constructor(readonly page: Page) {}

  async open(brand: E2eBrand, path: string) {
    await this.page.goto(brandUrl(brand, path));
    await this.page
      .getByRole('heading', { level: 1 })
      .or(this.page.getByRole('alert'))
      .first()
      .waitFor();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The value of a labelled fact of the ticket details (e.g. "Ticket status"). */
  fact(label: string): Locator {
    return this.page
      .getByRole('region', { name: 'Ticket details' })
      .locator('dt', { hasText: label })
      .locator('+ dd');
  }

  get processing(): Locator {
    return this.page.getByText('YOUR BET IS PROCESSING, WAIT FOR MOBILE MONEY USSD PUSH');
  }

  get verify(): Locator {
    return this.page.getByText('YOU MUST VERIFY PAYMENT BEFORE THE BET IS VALID');
  }

  get confirmed(): Locator {
    return this.page.getByText(/Payment confirmed\. Your bet is placed/);
  }

  get errorView(): Locator {
    return this.page.getByRole('alert');
  }

  get share(): Locator {
    return this.page.getByRole('region', { name: 'Share ticket' });
  }

  shareLink(network: string): Locator {
    return this.share.getByRole('link', { name: network });
  }

  get linkField(): Locator {
    return this.share.getByRole('textbox', { name: 'Ticket link' });
  }

  get qrCode(): Locator {
    return this.share.getByRole('img', { name: 'QR code of the ticket link' });
  }

  get emailField(): Locator {
    return this.share.getByRole('textbox', { name: 'Send by email' });
  }

  async copyLink() {
    await this.share.getByRole('button', { name: 'Copy link' }).click();
  }

  async sendEmail(address: string) {
    await this.emailField.fill(address);
    await this.share.getByRole('button', { name: 'Send' }).click();
  }
}
