import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect } from 'vitest';
import { renderApp } from '../../support/render';
import { cardName, matchResult } from './fixtures';

type HappyDomWindow = { happyDOM: { settings: { device: { prefersReducedMotion: string } } } };

/**
 * The player's motion preference (happy-dom evaluates `prefers-reduced-motion` from it). With
 * `reduce` a swipe lands at once (docs/behaviour.md#swipe): no animation frames to wait for.
 */
export function prefersReducedMotion(reduce: boolean): void {
  (window as unknown as HappyDomWindow).happyDOM.settings.device.prefersReducedMotion = reduce
    ? 'reduce'
    : 'no-preference';
}

/** For a test file of the builder: the tour already seen, and reduced motion in each test. */
export function setUpBuilderTests(): void {
  // The first screen of a file loads the app's texts and chunks: give a busy machine time.
  configure({ asyncUtilTimeout: 4000 });
  beforeEach(() => {
    localStorage.setItem('betdeck.swipe-tour-done', 'true');
    prefersReducedMotion(true);
  });
  afterEach(() => prefersReducedMotion(false));
}

/**
 * Opens `path` through the app's routes; resolves once the deck shows QBX-1's first card, moving
 * (its motion loads after the deck's first paint).
 */
export async function openBuilder(path = '/quickbetx/QBX-1') {
  const app = renderApp(path);
  await screen.findByRole('group', { name: cardName(matchResult) });
  await waitFor(() => expect(topCard()).toHaveAttribute('data-moving'));
  return app;
}

/** The focusable deck (named by its progress, "Event 1 of 3"). */
export const deck = () =>
  within(screen.getByRole('region', { name: 'Events to pick' })).getByLabelText(/^Event \d of \d$/);
export const topCard = () => screen.getByTestId('swipe-card');
export const counter = () => screen.getByText(/^\d of \d picked/);

/** Focuses the deck and presses arrow keys on it, one swipe each. */
export async function swipe(...keys: ('ArrowLeft' | 'ArrowRight' | 'ArrowDown' | 'ArrowUp')[]) {
  const user = userEvent.setup();
  deck().focus();
  for (const key of keys) await user.keyboard(`{${key}}`);
}
