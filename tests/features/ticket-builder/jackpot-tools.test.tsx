import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as PickBetsModule from '@/api/pick-bets';
import { mockApi, renderApp } from '../../support/render';
import { setUpBuilderTests } from './builder-driver';
import { builderApi, qbxCard } from './fixtures';

setUpBuilderTests();

/**
 * Each answer of POST /api/jackpots/pick-bets as the tool asked for it. The tool awaited it before
 * the test does, so once the test's await of it returns, the tool has done with the answer
 * (applied it or dropped it): what has not happened then never will.
 */
const asked = vi.hoisted(() => [] as Promise<unknown>[]);
vi.mock('@/api/pick-bets', async (importOriginal) => {
  const actual = await importOriginal<typeof PickBetsModule>();
  return {
    ...actual,
    pickBets: (...args: Parameters<typeof actual.pickBets>) => {
      const answer = actual.pickBets(...args);
      asked.push(answer);
      return answer;
    },
  };
});

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

    // The call is made (its code loads first): its answer is on its way.
    await waitFor(() => expect(asked).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(lucky).toBeEnabled();
    await act(async () => {
      answer(Response.json(everyFirstBet));
      await asked[0];
    });
    expect(picked()).toBe(0);

    // Asked again and left alone, its picks come.
    await user.click(lucky);
    await waitFor(() => expect(asked).toHaveLength(2));
    await act(async () => {
      answer(Response.json(everyFirstBet));
      await asked[1];
    });
    expect(picked()).toBe(jackpot.events.length);
  });

  it('fill only the events the player has not picked, and Undo takes the fill back', async () => {
    mockApi(
      builderApi({
        '/api/jackpot_cards/JP-1': jackpot,
        '/api/jackpots/pick-bets': everyFirstBet,
      }),
    );
    renderApp('/jackpot/JP-1');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Lucky Dip' });
    const [first] = jackpot.events;
    const mine = first!.market.bets.at(-1)!;
    const own = screen.getAllByRole('button', { name: new RegExp(mine.odds.toFixed(2)) })[0]!;
    await user.click(own);
    expect(own).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Quick Picks' }));
    await waitFor(() => expect(picked()).toBe(jackpot.events.length));
    // The player's own pick stays: the tool's first bet for that event is not taken.
    expect(own).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(picked()).toBe(1);
    expect(own).toHaveAttribute('aria-pressed', 'true');
  });
});
