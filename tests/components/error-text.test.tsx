import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorModal } from '@/components/error-modal';
import { ErrorView } from '@/components/error-view';
import {
  OFFLINE_MESSAGE,
  OFFLINE_RETRY_MS,
  OPERATOR_ERROR_PREFIX,
  UNKNOWN_ERROR_MESSAGE,
} from '@/lib/api-error';
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

  it('says the player is offline, with what to do and a retry, and no error code', async () => {
    renderWithApp(<ErrorView code={-1} message={OFFLINE_MESSAGE} onRetry={() => {}} />, {});
    const view = await screen.findByRole('alert');
    expect(view).toHaveTextContent('You are offline');
    expect(view).toHaveTextContent('Check your connection, then try again.');
    expect(view).not.toHaveTextContent(/Error|-1/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  describe('offline, it tries again by itself', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });
    const offline = async (online: boolean, message = OFFLINE_MESSAGE) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
      const retry = vi.fn();
      renderWithApp(<ErrorView code={-1} message={message} onRetry={retry} />, {});
      await screen.findByRole('alert');
      return retry;
    };

    it('when the browser says it is online again', async () => {
      const retry = await offline(false);
      window.dispatchEvent(new Event('online'));
      expect(retry).toHaveBeenCalledTimes(1);
      // The browser knows it is offline: no asking in vain meanwhile.
      vi.advanceTimersByTime(3 * OFFLINE_RETRY_MS);
      expect(retry).toHaveBeenCalledTimes(1);
    });

    it('now and then while the browser believes it is online but no call gets through', async () => {
      const retry = await offline(true);
      vi.advanceTimersByTime(2 * OFFLINE_RETRY_MS);
      expect(retry).toHaveBeenCalledTimes(2);
    });

    it('never for an error that is not about the network', async () => {
      const retry = await offline(true, 'Ticket not found');
      window.dispatchEvent(new Event('online'));
      vi.advanceTimersByTime(3 * OFFLINE_RETRY_MS);
      expect(retry).not.toHaveBeenCalled();
    });
  });

  it("says it in the player's language, in a modal too", async () => {
    renderWithApp(<ErrorModal code={-1} message={OFFLINE_MESSAGE} onClose={() => {}} />, swahili());
    const modal = await screen.findByRole('alertdialog');
    // The modal may show before the Swahili texts have loaded: it says it once they have.
    await waitFor(() => expect(modal).toHaveTextContent('Huna mtandao'));
    expect(modal).toHaveTextContent('Angalia mtandao wako kisha ujaribu tena.');
    expect(modal).not.toHaveTextContent(/#-1/);
  });
});
