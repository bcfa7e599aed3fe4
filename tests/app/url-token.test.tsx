import { screen, waitFor } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { tokenAtom } from '@/lib/identity';
import { mockApi, renderWithApp, testInit } from '../support/render';

function App() {
  return useRoutes(routes);
}

describe('a token in the address', () => {
  it.each(['/quicktip/QT-201', '/superbet/SP-401', '/quickbetx/tracking/T-OPEN-1'])(
    'identifies the player on %s and is kept',
    async (path) => {
      const calls = mockApi({ '/api/identify': { id: 'PLAYER1', balance: 5000 } });
      const { store } = renderWithApp(<App />, { path: `${path}?token=PLAYER1` });
      // The first case loads the routes' screens cold (seconds on a busy machine), not 1 s.
      const loaded = { timeout: 10_000 };
      await waitFor(() => expect(store.get(tokenAtom)).toBe('PLAYER1'), loaded);
      expect(localStorage.getItem('betdeck.token')).toBe('"PLAYER1"');
      await waitFor(() => expect(calls).toContain('/api/identify?token=PLAYER1'), loaded);
    },
  );

  it('leaves a stored token alone where the address has none, outside the lobby', async () => {
    localStorage.setItem('betdeck.token', '"RICH7"');
    const calls = mockApi({
      '/api/init': testInit({ currency: 'TZS' }),
      '/api/identify': { id: 'RICH7', balance: 700 },
    });
    const { store } = renderWithApp(<App />, { path: '/how-to-play' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    // Every call the screen makes has answered (the balance in init's currency): nothing is left
    // that could still change the token.
    expect(await screen.findByText(/Balance/)).toHaveTextContent('TZS 700');
    expect(calls.sort()).toEqual(['/api/identify?token=RICH7', '/api/init']);
    expect(store.get(tokenAtom)).toBe('RICH7');
    expect(localStorage.getItem('betdeck.token')).toBe('"RICH7"');
  });
});
