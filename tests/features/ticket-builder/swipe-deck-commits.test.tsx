import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Event } from '@/types/api.gen';
import { SwipeDeck } from '@/features/ticket-builder/swipe/swipe-deck';
import { mockApi, renderWithApp } from '../../support/render';
import { deck, prefersReducedMotion } from './builder-driver';
import { builderApi, cardName, goals, handicap, matchResult } from './fixtures';

afterEach(() => vi.useRealTimers());

/** React's switch for tests: updates are flushed by act() (set by Testing Library). */
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

const fourth: Event = { ...matchResult, id: 4, home_team: { id: 40, name: 'Nzoia Sugar' } };

/** The deck as a screen holds it: the queue shrinks by the card swiped, Undo brings it back. */
function Deck({ events }: { events: readonly Event[] }) {
  const [queue, setQueue] = useState(events);
  const drop = (event: Event) => setQueue((q) => q.filter((e) => e.id !== event.id));
  return (
    <SwipeDeck
      queue={queue}
      allowSkip
      onPick={drop}
      onSkip={drop}
      onUndo={() => setQueue(events.slice(events.length - queue.length - 1))}
      canUndo={queue.length < events.length}
      picked={events.length - queue.length}
      total={events.length}
    />
  );
}

/**
 * A swipe on a slow phone: every render is work in the frames after the release. The card that
 * joins the stack under the others must not render a second time once it has been painted.
 */
it('a swipe is one render, though a card joins the stack under the others', async () => {
  prefersReducedMotion(false);
  mockApi(builderApi());
  let commits = 0;
  renderWithApp(
    <Profiler id="deck" onRender={() => commits++}>
      <Deck events={[matchResult, handicap, goals, fourth]} />
    </Profiler>,
  );
  const top = () => screen.getByTestId('swipe-card');
  expect(await screen.findByTestId('swipe-card')).toHaveAccessibleName(cardName(matchResult));
  // Once the deck has painted and the top card moves (its motion loaded).
  await vi.waitFor(() => expect(top()).toHaveAttribute('data-moving'), { timeout: 5_000 });
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  commits = 0;

  fireEvent.keyDown(deck(), { key: 'ArrowLeft' });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });

  expect(top()).toHaveAccessibleName(cardName(handicap));
  expect(commits).toBe(1);
});

/** The deck's card that shows `event` (its face), whether on top or under it. */
const cardOf = (event: Event) => {
  const face = screen.getByText(event.home_team.name);
  const card = [...deck().children].find((c) => c.contains(face));
  if (!card) throw new Error(`no card shows ${event.home_team.name}`);
  return card;
};

/**
 * On a slow phone the pick's render lands some frames after the release: the card under the top
 * one has its motion bound while it waits, and takes the gesture the moment the top card is let
 * go, not once React has rendered the pick.
 */
it('the card under the top one can be grabbed the moment the top one is let go', async () => {
  prefersReducedMotion(false);
  mockApi(builderApi());
  renderWithApp(<Deck events={[matchResult, handicap, goals, fourth]} />);
  const top = () => screen.getByTestId('swipe-card');
  await vi.waitFor(() => expect(top()).toHaveAttribute('data-moving'), { timeout: 5_000 });
  const next = cardOf(handicap);
  // Waiting under the top card: its motion is there, but it takes no pointer yet.
  await vi.waitFor(() => expect(next).toHaveAttribute('data-standby'));
  expect(next).toHaveAttribute('inert');
  expect(next).not.toHaveAttribute('data-moving');
  expect(cardOf(goals)).not.toHaveAttribute('data-standby');

  // Outside act(), so that React renders the pick as it would in a browser: later.
  const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    deck().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    // The pick is not rendered yet (the swiped card, hidden while its copy flies off, is still
    // the deck's top), and the next card already takes the gesture.
    expect(top()).toHaveAttribute('aria-label', cardName(matchResult));
    expect(next).not.toHaveAttribute('inert');
    expect(next).toHaveAttribute('data-moving');
    // Then the render makes that same card the top one.
    await waitFor(() => expect(top()).toBe(next));
  } finally {
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
  expect(top()).toHaveAccessibleName(cardName(handicap));
  await vi.waitFor(() => expect(cardOf(goals)).toHaveAttribute('data-standby'));
  expect(cardOf(goals)).toHaveAttribute('inert');

  // Undo: the card swiped is on top again, and the other one waits under it again.
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  await vi.waitFor(() => expect(top()).toHaveAccessibleName(cardName(matchResult)));
  await vi.waitFor(() => expect(next).toHaveAttribute('data-standby'));
  expect(next).toHaveAttribute('inert');
  expect(next).not.toHaveAttribute('data-moving');
});
