import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FinanceDetails } from '@/types/api.gen';
import { mockApi, renderApp } from '../../support/render';
import { counter, openBuilder, setUpBuilderTests, swipe, topCard } from './builder-driver';
import { builderApi, cardName, finance, handicap, matchResult } from './fixtures';

// The slip while swiping and its edits on the summary (docs/behaviour.md#picks-and-summary).
setUpBuilderTests();

/** /api/finance-details that answers for the odds asked: total odds x 50 as the payout. */
function financeFor(url: URL): Response {
  const odds = url.searchParams.getAll('odds').map(Number);
  const total = Math.round(odds.reduce((a, b) => a * b, 1) * 100) / 100;
  const answer: FinanceDetails = {
    ...finance,
    total_odds: total,
    gross_payout: total * 50,
    net_payout: total * 50,
  };
  return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
}

const pickRow = (match: string) =>
  screen.getAllByRole('listitem').find((li) => li.querySelector('b')?.textContent === match)!;

describe('the slip', () => {
  it('shows the total odds and the payout at the chosen price while the player swipes', async () => {
    mockApi(builderApi({ '/api/finance-details': financeFor }));
    await openBuilder();
    expect(screen.queryByTestId('slip-line')).toBeNull();
    await swipe('ArrowLeft');
    const line = await screen.findByTestId('slip-line');
    expect(within(line).getByText('Total odds').nextSibling).toHaveTextContent('1.86');
    await waitFor(() =>
      expect(within(line).getByText(/^Net payout for/).nextSibling).toHaveTextContent('93.00'),
    );
    await swipe('ArrowLeft');
    expect(within(line).getByText('Total odds').nextSibling).toHaveTextContent('7.96');
    await waitFor(() =>
      expect(within(line).getByText(/^Net payout for/).nextSibling).toHaveTextContent('398.00'),
    );
  });

  it('removes any pick from the summary: the summary stays, its card is back in the deck', async () => {
    mockApi(builderApi());
    await openBuilder();
    await swipe('ArrowLeft', 'ArrowLeft');
    await userEvent.click(await screen.findByRole('button', { name: 'Go to summary' }));
    await screen.findByRole('heading', { name: 'Your picks (2)' });

    // The first pick, not the last one Undo would take.
    await userEvent.click(
      screen.getByRole('button', { name: `Remove ${cardName(matchResult)} from the slip` }),
    );
    const heading = screen.getByRole('heading', { name: 'Your picks (1)' });
    expect(heading).toHaveFocus();
    expect(pickRow(cardName(handicap))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the cards (2 left)' }));
    expect(topCard()).toHaveAccessibleName(cardName(matchResult));
    expect(counter()).toHaveTextContent('1 of 3 picked');
  });

  it("changes a pick to another of its event's outcomes, in its place, priced again", async () => {
    const calls = mockApi(builderApi());
    await openBuilder();
    await swipe('ArrowLeft', 'ArrowLeft', 'ArrowLeft');
    await screen.findByRole('heading', { name: 'Your picks (3)' });

    await userEvent.click(
      screen.getByRole('button', { name: `Change the pick on ${cardName(matchResult)}` }),
    );
    const outcomes = within(pickRow(cardName(matchResult))).getByRole('group', {
      name: 'Your outcome',
    });
    expect(within(outcomes).getByRole('radio', { name: 'Gor Mahia 1.86' })).toBeChecked();
    await userEvent.click(within(outcomes).getByRole('radio', { name: 'Draw 3.40' }));

    expect(pickRow(cardName(matchResult))).toHaveTextContent('Match result: Draw');
    expect(screen.getAllByRole('listitem')[0]).toBe(pickRow(cardName(matchResult)));
    await waitFor(() =>
      expect(calls).toContain('/api/finance-details?price=50&odds=3.4&odds=4.28&odds=2.07'),
    );
  });

  it('brings skipped cards back from the summary when too few are picked', async () => {
    mockApi(builderApi());
    await openBuilder();
    await swipe('ArrowUp', 'ArrowUp', 'ArrowLeft');
    expect(await screen.findByText('Pick at least 2 events to bet (1 picked).')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Bring back skipped cards (2)' }));
    expect(topCard()).toHaveAccessibleName(cardName(matchResult));
    expect(counter()).toHaveTextContent('1 of 3 picked');
    await swipe('ArrowLeft');
    expect(topCard()).toHaveAccessibleName(cardName(handicap));
  });

  it('keeps the slip in view in click mode, with the way to it', async () => {
    mockApi(builderApi());
    renderApp('/quickbetx/QBX-1?view=click');
    const bets = await screen.findAllByRole('button', { name: /1\.86/ });
    expect(screen.queryByTestId('slip-line')).toBeNull();
    await userEvent.click(bets[0]!);
    const line = await screen.findByTestId('slip-line');
    expect(getComputedStyle(line).position).toBe('sticky');
    await userEvent.click(within(line).getByRole('button', { name: 'Go to the slip' }));
    expect(screen.getByRole('region', { name: 'Summary and payment' }).parentElement).toHaveFocus();
  });
});
