import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from '@/components/header';
import { mockApi, renderWithApp, testBrand } from '../support/render';

describe('Header', () => {
  it('links the logo to the lobby as the player opened it: its affiliate tag and style', async () => {
    mockApi({});
    sessionStorage.setItem('betdeck.lobby-query', JSON.stringify('?atag=aff%2F7&style=compact'));
    const brand = testBrand();
    renderWithApp(<Header />, { path: '/quicktip/QT-1', brand });
    const logo = await screen.findByRole('img', { name: brand.name });
    // The tab's storage is read as the header mounts.
    await waitFor(() =>
      expect(logo.closest('a')).toHaveAttribute('href', '/?atag=aff%2F7&style=compact'),
    );
  });
});
