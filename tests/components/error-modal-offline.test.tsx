import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorModal } from '@/components/error-modal';
import { OFFLINE_MESSAGE } from '@/lib/api-error';
import { mockApi, renderWithApp } from '../support/render';

// The modal's own code cannot be loaded: the device went offline before the page had it (the
// first bet of a visit, offline).
vi.mock('@/components/error-modal-body', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the error modal without its code', () => {
  it('says offline as offline, in place, and the screen stays', async () => {
    const onClose = vi.fn();
    mockApi({});
    renderWithApp(
      <>
        <p>The slip</p>
        <ErrorModal code={-1} message={OFFLINE_MESSAGE} onClose={onClose} />
      </>,
      {},
    );
    const alert = await screen.findByRole('alert');
    // Before: the route's error page, "There is a problem on our side / Error code -1", in place
    // of the slip.
    expect(alert).toHaveTextContent('You are offline');
    expect(alert).toHaveTextContent('Check your connection, then try again.');
    expect(alert).not.toHaveTextContent('-1');
    expect(screen.getByText('The slip')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says another failure in its words, with its code', async () => {
    renderWithApp(
      <ErrorModal
        code={503}
        status={503}
        message="Payments are paused until 14:00"
        onClose={() => {}}
      />,
      {},
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payments are paused until 14:00');
    expect(alert).toHaveTextContent('Error code 503');
  });
});
