import type { Locator, Page } from '@playwright/test';
import { brandUrl, type E2eBrand } from '../support/brands';

/** What a reserve leaves in the OTP screen's navigation state. */
export interface OtpState {
  ticketCode: string;
  operator: string;
  style: string;
  msisdn: string;
  family: string;
}

/** The OTP confirmation screen (/<family>/otp), as a player sees it. */
export class OtpPage {
  constructor(readonly page: Page) {}

  /**
   * Opens the screen as the ticket builder does after a reserve: with the ticket in the
   * navigation state (React Router keeps it in history.state.usr, which a reload preserves).
   */
  async open(brand: E2eBrand, path: string, state?: OtpState) {
    await this.page.goto(brandUrl(brand, path));
    if (state) {
      await this.page.evaluate(
        (usr) => window.history.replaceState({ usr, key: 'e2e', idx: 0 }, '', window.location.href),
        state,
      );
      await this.page.reload();
    }
    await this.heading.waitFor();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get codeField(): Locator {
    return this.page.getByRole('textbox', { name: 'Confirmation code' });
  }

  get confirmButton(): Locator {
    return this.page.getByRole('button', { name: 'Confirm' });
  }

  get error(): Locator {
    return this.page.getByRole('alert');
  }

  get resendButton(): Locator {
    return this.page.getByRole('button', { name: 'Resend code' });
  }

  async confirm(code: string) {
    await this.codeField.fill(code);
    await this.confirmButton.click();
  }
}
