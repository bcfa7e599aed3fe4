import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../support/render';
import {
  counter,
  deck,
  openBuilder,
  prefersReducedMotion,
  setUpBuilderTests,
  topCard,
} from './builder-driver';
import { builderApi, cardName, goals, handicap, matchResult, qbxCard } from './fixtures';

setUpBuilderTests();

/** Opens QBX-1's deck (this card); resolves once its first card shows. */
async function openDeck(card = qbxCard) {
  mockApi(builderApi({ '/api/quickbetx_cards/QBX-1': card }));
  await openBuilder();
}

const feedback = () => screen.getByRole('status');

describe('the swipe deck', () => {
  it('picks with the arrow keys: left the first outcome, down the middle, up skips', async () => {
    await openDeck();
    const user = userEvent.setup();
    expect(counter()).toHaveTextContent('0 of 3 picked');
    deck().focus();

    await user.keyboard('{ArrowDown}');
    expect(feedback()).toHaveTextContent(`Picked ${cardName(matchResult)}: Draw`);
    expect(counter()).toHaveTextContent('1 of 3 picked');
    expect(topCard()).toHaveAccessibleName(cardName(handicap));
    expect(deck()).toHaveAccessibleName('Event 2 of 3');

    await user.keyboard('{ArrowLeft}');
    expect(feedback()).toHaveTextContent(`Picked ${cardName(handicap)}: Tusker -1`);
    expect(counter()).toHaveTextContent('2 of 3 picked');

    // Down on a two-way market is refused: the card stays and nothing is picked.
    expect(topCard()).toHaveAccessibleName(cardName(goals));
    await user.keyboard('{ArrowDown}');
    expect(topCard()).toHaveAccessibleName(cardName(goals));
    expect(counter()).toHaveTextContent('2 of 3 picked');

    // Up skips the last event: the deck is done and the summary shows the two picks.
    await user.keyboard('{ArrowUp}');
    expect(screen.queryByRole('region', { name: 'Events to pick' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Your picks (2)' })).toBeVisible();
  });

  it('right picks the last outcome, and up does nothing where the ticket allows no skip', async () => {
    await openDeck({ ...qbxCard, allow_skip: false });
    const user = userEvent.setup();
    deck().focus();
    await user.keyboard('{ArrowUp}');
    expect(topCard()).toHaveAccessibleName(cardName(matchResult));
    expect(counter()).toHaveTextContent('0 of 3 picked');
    await user.keyboard('{ArrowRight}');
    expect(feedback()).toHaveTextContent(`Picked ${cardName(matchResult)}: AFC Leopards`);
    expect(counter()).toHaveTextContent('1 of 3 picked');
  });

  it('picks the bet tapped on the card, and Undo brings the card back', async () => {
    await openDeck();
    const user = userEvent.setup();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toBeDisabled();

    await user.click(within(topCard()).getByRole('button', { name: 'AFC Leopards 4.10' }));
    expect(feedback()).toHaveTextContent(`Picked ${cardName(matchResult)}: AFC Leopards`);
    expect(counter()).toHaveTextContent('1 of 3 picked');
    expect(topCard()).toHaveAccessibleName(cardName(handicap));

    await user.click(within(topCard()).getByRole('button', { name: 'Draw (Tusker -1) 3.29' }));
    expect(counter()).toHaveTextContent('2 of 3 picked');
    expect(topCard()).toHaveAccessibleName(cardName(goals));

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(topCard()).toHaveAccessibleName(cardName(handicap));
    expect(counter()).toHaveTextContent('1 of 3 picked');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(topCard()).toHaveAccessibleName(cardName(matchResult));
    expect(counter()).toHaveTextContent('0 of 3 picked');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('with motion, the pick counts the moment the card leaves, and the next card is on top', async () => {
    prefersReducedMotion(false);
    await openDeck();
    // The next card is there under the top one before any swipe, with its teams.
    expect(screen.getByText(handicap.home_team.name)).toBeInTheDocument();
    const user = userEvent.setup();
    deck().focus();
    await user.keyboard('{ArrowLeft}');
    // At once, while the swiped card is still flying off on top of the deck.
    expect(counter()).toHaveTextContent('1 of 3 picked');
    expect(feedback()).toHaveTextContent(`Picked ${cardName(matchResult)}: Gor Mahia`);
    expect(topCard()).toHaveAccessibleName(cardName(handicap));
    expect(screen.getByTestId('leaving-card')).toHaveTextContent(matchResult.home_team.name);
  });
});
