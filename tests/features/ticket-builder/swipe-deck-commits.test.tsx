import { act, fireEvent, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Event } from '@/types/api.gen';
import { SwipeDeck } from '@/features/ticket-builder/swipe/swipe-deck';
import { mockApi, renderWithApp } from '../../support/render';
import { deck, prefersReducedMotion } from './builder-driver';
import { builderApi, cardName, goals, handicap, matchResult } from './fixtures';

afterEach(() => vi.useRealTimers());

const fourth: Event = { ...matchResult, id: 4, home_team: { id: 40, name: 'Nzoia Sugar' } };

/** The deck as a screen holds it: the queue shrinks by the card swiped. */
function Deck({ events }: { events: readonly Event[] }) {
  const [queue, setQueue] = useState(events);
  const drop = (event: Event) => setQueue((q) => q.filter((e) => e.id !== event.id));
  return (
    <SwipeDeck
      queue={queue}
      allowSkip
      onPick={drop}
      onSkip={drop}
      onUndo={() => {}}
      canUndo={false}
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
