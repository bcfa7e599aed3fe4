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
  it("says a failure without an answer in the player's words, the code in small print", async () => {
    renderWithApp(
      <ErrorView code={-1} message={UNKNOWN_ERROR_MESSAGE} onRetry={() => {}} />,
      swahili(),
    );
    const view = await screen.findByRole('alert');
    await waitFor(() =>
      expect(screen.getByRole('heading')).toHaveTextContent('Kuna tatizo upande wetu'),
    );
    expect(view).toHaveTextContent('Tafadhali jaribu tena baada ya muda mfupi.');
    expect(view).not.toHaveTextContent(UNKNOWN_ERROR_MESSAGE);
    // The code is for support: not the heading, in small print under the text.
    expect(screen.getByRole('heading')).not.toHaveTextContent('-1');
    expect(screen.getByText('Msimbo wa hitilafu -1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Jaribu tena' })).toBeVisible();
  });

  it('says no "Operator Error" prefix, and the server\'s own words under the title', async () => {
    renderWithApp(<ErrorView code={500} message={`${OPERATOR_ERROR_PREFIX}Gateway down`} />, {});
    const view = await screen.findByRole('alert');
    expect(screen.getByRole('heading')).toHaveTextContent('There is a problem on our side');
    expect(view).not.toHaveTextContent('Operator Error');
    expect(view).toHaveTextContent('Gateway down');
    expect(view).toHaveTextContent('Error code 500');
  });

  it('offers no Try again for a ticket that does not exist (404), only the way back', async () => {
    const retry = vi.fn();
    renderWithApp(
      <ErrorView code={404} status={404} message="Ticket QBX-9 not found" onRetry={retry} />,
      {},
    );
    const view = await screen.findByRole('alert');
    expect(screen.getByRole('heading')).toHaveTextContent('We could not find this');
    expect(view).toHaveTextContent('Ticket QBX-9 not found');
    expect(view).toHaveTextContent('Check the code or the link, or pick a ticket from the games.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Games' })).toBeVisible();
  });

  it('says moved odds (104) as such in the modal, with Change bet, and no "Error Code #"', async () => {
    const changeBet = vi.fn();
    renderWithApp(
      <ErrorModal
        code={104}
        status={409}
        message="Odds have changed. Please change your bet."
        onClose={() => {}}
        onChangeBet={changeBet}
      />,
      {},
    );
    const modal = await screen.findByRole('alertdialog');
    expect(modal).toHaveAccessibleName('The odds have changed');
    expect(modal).toHaveTextContent('Change your bet to see the new odds, then bet again.');
    expect(modal).toHaveTextContent('Error code 104');
    expect(modal).not.toHaveTextContent('#');
    // The way on is the main button, with the focus; the other only closes.
    expect(screen.getByRole('button', { name: 'Change bet' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    screen.getByRole('button', { name: 'Change bet' }).click();
    expect(changeBet).toHaveBeenCalledOnce();
  });

  it("shows the player no gateway's words or the operator API's address", async () => {
    renderWithApp(
      <ErrorModal
        code={502}
        status={502}
        message="The operator cannot be reached right now"
        onClose={() => {}}
      />,
      {},
    );
    const modal = await screen.findByRole('alertdialog');
    expect(modal).toHaveAccessibleName('There is a problem on our side');
    expect(modal).not.toHaveTextContent('operator cannot be reached');
    expect(modal).toHaveTextContent('Error code 502');
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
