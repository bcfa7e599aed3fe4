import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorView } from '@/components/error-view';
import { OPERATOR_ERROR_PREFIX, UNKNOWN_ERROR_MESSAGE } from '@/lib/api-error';
import { mockApi, renderWithApp, testBrand } from '../support/render';

const swahili = () => {
  localStorage.setItem('betdeck.language', JSON.stringify('swTZ'));
  mockApi({});
  return { brand: testBrand({ languages: ['en', 'swTZ'] }) };
};

describe('error messages', () => {
  it("says our own unknown-error message in the player's language", async () => {
    renderWithApp(<ErrorView code={-1} message={UNKNOWN_ERROR_MESSAGE} />, swahili());
    expect(await screen.findByText('Hitilafu isiyojulikana imetokea')).toBeVisible();
    expect(screen.queryByText(UNKNOWN_ERROR_MESSAGE)).toBeNull();
  });

  it("translates the operator-error prefix and keeps the server's own words", async () => {
    renderWithApp(
      <ErrorView code={500} message={`${OPERATOR_ERROR_PREFIX}Gateway down`} />,
      swahili(),
    );
    expect(await screen.findByText('Hitilafu ya mwendeshaji: Gateway down')).toBeVisible();
  });
});
