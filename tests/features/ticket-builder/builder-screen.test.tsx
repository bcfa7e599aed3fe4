import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Event as ApiEvent } from '@/types/api.gen';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, tapBet, testInit } from '../../support/render';
import { counter, openBuilder, setUpBuilderTests, swipe, topCard } from './builder-driver';
import { builderApi, cardName, goals, handicap, matchResult, qbxCard } from './fixtures';

// Swipes land at once (reduced motion): the deck's own tests cover a swipe in motion.
setUpBuilderTests();

const STORED = 'betdeck.builder.quickbetx.QBX-1';

/** The picks listed on the summary, as the player reads them (each kick-off apart). */
async function listedPicks(count: number) {
  const heading = await screen.findByRole('heading', { name: `Your picks (${count})` });
  const items = within(heading.parentElement!).getAllByRole('listitem');
  // Each pick says when its match kicks off.
  for (const li of items) expect(li.querySelector('time[datetime]')).toBeVisible();
  return items.map((li) => {
    const kickoff = li.querySelector('time')?.textContent ?? '';
    // What the pick says, without its Change and Remove.
    const pick = li.cloneNode(true) as HTMLElement;
    pick.querySelectorAll('button, [hidden]').forEach((n) => n.remove());
    return pick.textContent?.replace(kickoff, '');
  });
}

describe('the ticket builder', () => {
  it('shows the summary after the last card, with the picks and the payout for their odds', async () => {
    const calls = mockApi(builderApi());
    await openBuilder();
    // Down: X on the match result; left: 1 on the handicap; right: Under 2.5.
    await swipe('ArrowDown', 'ArrowLeft', 'ArrowRight');

    expect(screen.queryByRole('region', { name: 'Events to pick' })).toBeNull();
    expect(await listedPicks(3)).toEqual([
      `${cardName(matchResult)}Match result: Draw3.40`,
      `${cardName(handicap)}Handicap: Tusker -14.28`,
      `${cardName(goals)}Total goals: Under 2.51.73`,
    ]);
    await waitFor(() =>
      expect(calls).toContain('/api/finance-details?price=50&odds=3.4&odds=4.28&odds=1.73'),
    );
    expect((await screen.findByText('Net payout')).parentElement).toHaveTextContent('1,258.50');
    expect(screen.getByRole('button', { name: 'Bet now' })).toBeVisible();
  });

  it('the deck says how many picks the ticket needs until they are made', async () => {
    mockApi(builderApi());
    await openBuilder();
    expect(counter()).toHaveTextContent(/^0 of 3 picked, 2 needed$/);
    await swipe('ArrowLeft');
    expect(counter()).toHaveTextContent(/^1 of 3 picked, 2 needed$/);
    await swipe('ArrowLeft');
    expect(counter()).toHaveTextContent(/^2 of 3 picked$/);
  });

  it('a ticket with fewer events than it needs says so before the first swipe', async () => {
    mockApi(
      builderApi({ '/api/quickbetx_cards/QBX-1': { ...qbxCard, min_ticket_events_count: 4 } }),
    );
    await openBuilder();
    expect(
      screen.getByText(/There may not be enough events in the ticket for betting/),
    ).toBeVisible();
    // No count of picks to reach: none would do.
    expect(counter()).toHaveTextContent(/^0 of 3 picked$/);
  });

  it('Undo on the summary brings the last card back', async () => {
    mockApi(builderApi());
    await openBuilder();
    await swipe('ArrowLeft', 'ArrowLeft', 'ArrowLeft');
    await listedPicks(3);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(topCard()).toHaveAccessibleName(cardName(goals));
    expect(counter()).toHaveTextContent('2 of 3 picked');
    expect(screen.queryByRole('heading', { name: /^Your picks/ })).toBeNull();
  });

  it('Go to summary shows the summary early; the minimum of events is asked there', async () => {
    const calls = mockApi(builderApi());
    await openBuilder();
    expect(screen.queryByRole('button', { name: 'Go to summary' })).toBeNull();
    await swipe('ArrowRight');
    await userEvent.click(await screen.findByRole('button', { name: 'Go to summary' }));

    expect(await listedPicks(1)).toEqual([
      `${cardName(matchResult)}Match result: AFC Leopards4.10`,
    ]);
    expect(screen.getByText('Pick at least 2 events to bet (1 picked).')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Bet now' })).toBeNull();
    await waitFor(() => expect(calls).toContain('/api/finance-details?price=50&odds=4.1'));

    // And back to the cards left, the pick kept.
    await userEvent.click(screen.getByRole('button', { name: 'Back to the cards (2 left)' }));
    expect(counter()).toHaveTextContent('1 of 3 picked');
    expect(topCard()).toHaveAccessibleName(cardName(handicap));
  });

  it('keeps the picks of each ticket for the tab: a reload shows them again', async () => {
    mockApi(builderApi({ '/api/quickbetx_cards/QBX-2': { ...qbxCard, code: 'QBX-2' } }));
    const first = await openBuilder();
    await swipe('ArrowLeft');
    expect(counter()).toHaveTextContent('1 of 3 picked');
    expect(JSON.parse(sessionStorage.getItem(STORED)!)).toMatchObject({
      picks: [{ event_id: 1, bet_id: 101, odds: 1.86, market_name: 'Match Result' }],
    });
    first.unmount();

    // A reload: a new app in the same tab.
    const again = renderApp('/quickbetx/QBX-1');
    expect(await screen.findByRole('group', { name: cardName(handicap) })).toBeVisible();
    expect(counter()).toHaveTextContent('1 of 3 picked');
    again.unmount();

    // Another ticket starts with no picks.
    await openBuilder('/quickbetx/QBX-2');
    expect(counter()).toHaveTextContent('0 of 3 picked');
  });

  it('drops the picks once the ticket is placed: Back shows a fresh deck', async () => {
    localStorage.setItem('betdeck.token', JSON.stringify('PLAYER1'));
    const calls = mockApi(
      builderApi({
        '/api/identify': { id: 'PLAYER1', balance: 5000 },
        '/api/quickbetxs/create': { code: 'QBX9' },
      }),
    );
    const { router } = await openBuilder();
    await swipe('ArrowLeft', 'ArrowLeft', 'ArrowLeft');
    await listedPicks(3);
    expect(sessionStorage.getItem(STORED)).not.toBeNull();

    await tapBet();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quickbetx/tracking/QBX9'));
    expect(calls).toContain('/api/quickbetxs/create');
    expect(sessionStorage.getItem(STORED)).toBeNull();

    void router.navigate(-1);
    expect(await screen.findByRole('group', { name: cardName(matchResult) })).toBeVisible();
    expect(counter()).toHaveTextContent('0 of 3 picked');
  });
});

/** A match as the deck names it in Kiswahili. */
const swahiliName = (e: ApiEvent) => `${e.home_team.name} dhidi ya ${e.away_team.name}`;

describe('the ticket builder in Swahili', () => {
  it('names markets and outcomes in Swahili on the card, in the feedback and the summary', async () => {
    mockApi(builderApi({ '/api/init': testInit({ languages: ['en', 'swTZ'] }) }));
    renderApp('/quickbetx/QBX-1?lang=swTZ');
    const card = await screen.findByRole('group', { name: swahiliName(matchResult) });
    // Before: "Match Result" and the bets "1", "X", "2" in every language.
    expect(within(card).getByText('Matokeo ya mechi')).toBeVisible();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Gor Mahia1.86', 'Sare3.40', 'AFC Leopards4.10']);
    await waitFor(() => expect(topCard()).toHaveAttribute('data-moving'));

    const user = userEvent.setup();
    await user.click(within(topCard()).getByRole('button', { name: 'Gor Mahia 1.86' }));
    // The feedback names the team, not "1".
    expect(screen.getByRole('status')).toHaveTextContent(`${swahiliName(matchResult)}: Gor Mahia`);
    await user.click(within(topCard()).getByRole('button', { name: 'Bandari +1 1.91' }));
    await user.click(within(topCard()).getByRole('button', { name: 'Zaidi ya 2.5 2.07' }));
    const picks = within(
      (await screen.findByRole('heading', { name: /\(3\)/ })).parentElement!,
    ).getAllByRole('listitem');
    expect(picks.map((li) => li.querySelector('small')?.textContent)).toEqual([
      'Matokeo ya mechi: Gor Mahia',
      'Handicap: Bandari +1',
      'Jumla ya magoli: Zaidi ya 2.5',
    ]);
  });
});
