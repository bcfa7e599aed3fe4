import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MobileMoneyCarousel } from '@/features/betslip/payment-logos';
import { MOBILE_MONEY_PROVIDERS } from '@/types/brand.gen';
import { mockApi, renderWithApp, testInit } from '../support/render';

describe('MobileMoneyCarousel', () => {
  // The app's frame asks for /init; answered here, not by whatever listens on jsdom's localhost:3000.
  beforeEach(() => {
    mockApi({ '/api/init': testInit() });
  });

  it.each(MOBILE_MONEY_PROVIDERS)('shows the logo and name of %s', async (id) => {
    renderWithApp(<MobileMoneyCarousel providers={[id]} />);
    const img = await screen.findByRole('img', { name: /\S/ });
    expect(img.getAttribute('alt')).toMatch(/\S/);
    expect(img.getAttribute('src')).toMatch(new RegExp(`${id}.*\\.svg`));
  });

  it("shows the providers in the brand's order", async () => {
    renderWithApp(<MobileMoneyCarousel providers={['tigo', 'airtel', 'mpesa']} />);
    expect(await screen.findByTestId('mm-carousel')).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Tigo Pesa',
      'Airtel Money',
      'M-Pesa',
    ]);
  });
});
