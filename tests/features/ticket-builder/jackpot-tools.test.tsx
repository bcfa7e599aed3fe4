import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../support/render';
import { setUpBuilderTests } from './builder-driver';
import { builderApi, qbxCard } from './fixtures';

setUpBuilderTests();

const jackpot = { ...qbxCard, code: 'JP-1', title: 'Mega Jackpot' };
const everyFirstBet = {
  picks: jackpot.events.map((e) => ({ event_id: e.id, bet_id: e.market.bets[0].id })),
};

/** The outcomes picked, as the list shows them (pressed). */
const picked = () => document.querySelectorAll('[aria-pressed="true"]').length;

describe('jackpot tools', () => {
  it('come with the ticket, in the same render: nothing moves down when they arrive', async () => {
    mockApi(builderApi({ '/api/jackpot_cards/JP-1': jackpot }));
    renderApp('/jackpot/JP-1');
    await screen.findByRole('heading', { level: 1, name: 'Mega Jackpot' });
    // Not found later: there when the ticket is.
    expect(screen.getByRole('button', { name: 'Lucky Dip' })).toBeVisible();
  });

  it("Clear wins over a tool's answer still on its way; the tool asked shows it is busy", async () => {
    let answer: (res: Response) => void = () => {};
    mockApi(
      builderApi({
        '/api/jackpot_cards/JP-1': jackpot,
        '/api/jackpots/pick-bets': () => new Promise<Response>((resolve) => (answer = resolve)),
      }),
    );
    renderApp('/jackpot/JP-1');
    const user = userEvent.setup();
    const lucky = await screen.findByRole('button', { name: 'Lucky Dip' });
    await user.click(lucky);
    await waitFor(() => expect(lucky).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('button', { name: 'Quick Picks' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(lucky).toBeEnabled();
    await act(async () => {
      answer(Response.json(everyFirstBet));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(picked()).toBe(0);

    // Asked again and left alone, its picks come.
    await user.click(lucky);
    await act(async () => {
      answer(Response.json(everyFirstBet));
      await new Promise((r) => setTimeout(r, 50));
    });
    await waitFor(() => expect(picked()).toBe(jackpot.events.length));
  });
});
