import {
  memo,
  startTransition,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { SecondaryButton } from '@/components/button';
import { useAfterPaint } from '@/lib/after-paint';
import { MATCH_NAME } from '@/lib/match-name';
import type { Bet, Event } from '@/types/api.gen';
import { useMarketNames } from '@/hooks/use-market-names';
import { EventCardBody } from '../components/event-card-body';
import { DeckFrame } from './deck-frame';
import { betIndexFor, blockedDirections, directionForBet, type Direction } from './direction';
import { SwipeCard, type Release, type SwipeCardHandle } from './swipe-card';

/** Cards kept in the DOM: the top one and the two under it. */
const VISIBLE = 3;
/** Nothing is blocked on a card deeper in the stack (it takes no gesture). */
const NONE: ReadonlySet<Direction> = new Set();
export const FEEDBACK_PICK_MS = 500;
export const FEEDBACK_SKIP_MS = 1500;

const Deck = styled(DeckFrame)`
  outline: none;
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const Bar = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)} 0;
  > span {
    text-align: right;
  }
`;

// Two lines at most, in the room the card's face leaves them (event-card-body.tsx): a long
// outcome ("Remis oder Manchester United") ends in an ellipsis, as its button says it whole.
const Directions = styled.ul`
  position: absolute;
  left: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} 0 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  li:nth-child(even) {
    text-align: end;
  }
`;

/**
 * What the last swipe did: a note over the foot of the deck, out of the flow, so nothing moves
 * as it shows and fades, and a long pick ("Umechagua Napoli - Juventus: 2") has the deck's width.
 */
const Feedback = styled.p`
  position: absolute;
  z-index: 5;
  left: 0;
  right: 0;
  bottom: calc(100% + ${({ theme }) => theme.space(2)});
  margin: 0;
  text-align: center;
  pointer-events: none;
`;

/** A card's face: the event, its market and its bets (the top card's bets pick). */
const Face = memo(function Face({
  event,
  onBet,
}: {
  event: Event;
  onBet?: (index: number) => void;
}) {
  return <EventCardBody roomy event={event} onBet={(_bet, i) => onBet?.(i)} />;
});

const hide = keyframes`
  to {
    opacity: 0;
  }
`;

/** Shown for `$ms` then faded by CSS: no second render to clear it. */
const Flash = styled.span<{ $ms: number }>`
  display: inline-block;
  max-width: 100%;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 0.875rem;
  font-weight: 700;
  line-height: 1.25;
  overflow-wrap: anywhere;
  animation: ${hide} 200ms ease-in ${({ $ms }) => $ms}ms forwards;
`;

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    // globalThis: the server has no window (scripts/server renders the first card), nor motion.
    () => !!globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  );
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    query?.addEventListener('change', update);
    return () => query?.removeEventListener('change', update);
  }, []);
  return reduced;
}

const DIRECTION_ARROWS: Record<Direction, string> = { left: '←', right: '→', down: '↓', up: '↑' };

const KEYS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowDown: 'down',
  ArrowUp: 'up',
};

type SwipeFeedback = { kind: 'pick'; text: string } | { kind: 'skip' };
type FeedbackState = SwipeFeedback & { n: number };

/** An event's outcome as its card names it: the team, not "1" (the feedback, the hints, the list). */
type OutcomeName = (event: Event, bet: Bet) => string;

function useOutcomeNames(): OutcomeName {
  const names = useMarketNames();
  return (event, bet) =>
    names.outcome(event.market, bet.bet_name, {
      home: event.home_team.name,
      away: event.away_team.name,
    });
}

/** An event's teams as every screen names a match ("Napoli vs Juventus"), in the player's language. */
function useMatchNames(): (event: Event) => string {
  const intl = useIntl();
  return (event) =>
    intl.formatMessage(MATCH_NAME, { home: event.home_team.name, away: event.away_team.name });
}

/** What letting the top card go `direction` does: a bet picked, a skip, or nothing. */
function swipeOutcome(
  top: Event,
  direction: Direction,
  nameOf: OutcomeName,
  match: string,
):
  | { kind: 'skip'; feedback: SwipeFeedback }
  | { kind: 'pick'; bet: Bet; feedback: SwipeFeedback }
  | { kind: 'none' } {
  if (direction === 'up') return { kind: 'skip', feedback: { kind: 'skip' } };
  const index = betIndexFor(direction, top.market.bets.length, top.market.market_code);
  const bet = index === null ? undefined : top.market.bets[index];
  if (!bet) return { kind: 'none' };
  const text = `${match}: ${nameOf(top, bet)}`;
  return { kind: 'pick', bet, feedback: { kind: 'pick', text } };
}

/**
 * What letting go each way does, shown on the card while dragging: the outcome, Skip, or that
 * the way is closed.
 */
function dragHints(
  top: Event,
  blocked: ReadonlySet<Direction>,
  skip: string,
  nameOf: OutcomeName,
): Partial<Record<Direction, ReactNode>> {
  const hints: Partial<Record<Direction, ReactNode>> = {};
  for (const direction of ['left', 'right', 'down', 'up'] as const) {
    const index =
      direction === 'up'
        ? null
        : betIndexFor(direction, top.market.bets.length, top.market.market_code);
    const bet = index === null ? undefined : top.market.bets[index];
    const label = direction === 'up' ? skip : bet ? nameOf(top, bet) : null;
    hints[direction] = blocked.has(direction) ? (
      <span aria-hidden="true">⊘ {label ?? ''}</span>
    ) : (
      label
    );
  }
  return hints;
}

/** Under the top card: which way picks which bet (and skips). */
function DirectionList({
  event,
  allowSkip,
  nameOf,
}: {
  event: Event;
  allowSkip: boolean;
  nameOf: OutcomeName;
}) {
  const bets = event.market.bets;
  return (
    <Directions aria-hidden="true">
      {bets.map((bet, i) => (
        <li key={bet.id}>
          {DIRECTION_ARROWS[directionForBet(i, bets.length)]} {nameOf(event, bet)}
        </li>
      ))}
      {allowSkip && (
        <li>
          {DIRECTION_ARROWS.up} <FormattedMessage id="swipe.skip" defaultMessage="Skip" />
        </li>
      )}
    </Directions>
  );
}

/** Under the deck: Undo, what the last swipe did, and how many picks are made (and needed). */
function DeckBar({
  canUndo,
  onUndo,
  feedback,
  picked,
  total,
  needed,
}: {
  canUndo: boolean;
  onUndo: () => void;
  feedback: FeedbackState | null;
  picked: number;
  total: number;
  needed: number;
}) {
  return (
    <Bar>
      <SecondaryButton type="button" onClick={onUndo} disabled={!canUndo}>
        <FormattedMessage id="swipe.undo" defaultMessage="Undo" />
      </SecondaryButton>
      <Feedback role="status" aria-live="polite">
        {feedback && (
          <Flash
            key={feedback.n}
            $ms={feedback.kind === 'skip' ? FEEDBACK_SKIP_MS : FEEDBACK_PICK_MS}
          >
            {feedback.kind === 'pick' ? (
              <FormattedMessage
                id="swipe.picked"
                defaultMessage="Picked {pick}"
                values={{ pick: feedback.text }}
              />
            ) : (
              <FormattedMessage id="swipe.skipped" defaultMessage="Skipped" />
            )}
          </Flash>
        )}
      </Feedback>
      <span>
        {picked < needed ? (
          <FormattedMessage
            id="swipe.countNeeded"
            defaultMessage="{picked} of {total} picked, {needed} needed"
            values={{ picked, total, needed }}
          />
        ) : (
          <FormattedMessage
            id="swipe.count"
            defaultMessage="{picked} of {total} picked"
            values={{ picked, total }}
          />
        )}
      </span>
    </Bar>
  );
}

/** An arrow key on the deck itself swipes its top card that way. */
function swipeOnKey(e: KeyboardEvent, card: SwipeCardHandle | null) {
  const direction = KEYS[e.key];
  if (!direction || e.target !== e.currentTarget) return;
  e.preventDefault();
  card?.swipe(direction);
}

/** The keys the deck takes, for a screen reader (the deck's description). */
function DeckHelp() {
  const intl = useIntl();
  return (
    <p id="swipe-deck-help" hidden>
      {intl.formatMessage({
        id: 'swipe.help',
        defaultMessage:
          'Arrow left picks the first outcome, arrow right the last, arrow down the middle one on three-way markets, arrow up skips when allowed.',
      })}
    </p>
  );
}

interface SwipeDeckProps {
  queue: readonly Event[];
  allowSkip: boolean;
  onPick: (event: Event, bet: Bet) => void;
  onSkip: (event: Event) => void;
  onUndo: () => void;
  canUndo: boolean;
  picked: number;
  total: number;
  /** The picks the ticket needs to be bet: said beside the count until they are made. */
  needed?: number;
  /** The deck's element, which takes the arrow keys. */
  deckRef?: Ref<HTMLDivElement>;
}

/**
 * What letting a card go does, and what the last swipe did (the feedback). The card flies off
 * the moment it is let go, and the card under it takes the gesture at once (./card.tsx); the pick
 * (and the counter, and its feedback) is one render in a transition, so React's work is cut into
 * slices after the release instead of lengthening it: on a slow phone the release's frame stays
 * short. The card swiped is the one let go, not the top of the last render: the next card can be
 * swiped before that render has landed.
 */
function useSwipes(
  nameOf: OutcomeName,
  matchOf: (event: Event) => string,
  onPick: (event: Event, bet: Bet) => void,
  onSkip: (event: Event) => void,
) {
  const [feedback, setFeedback] = useState<FeedbackState | null>(null);
  const onSwiped = (swipedEvent: Event, release: Release) => {
    const swiped = swipeOutcome(swipedEvent, release.direction, nameOf, matchOf(swipedEvent));
    if (swiped.kind === 'none') return;
    startTransition(() => {
      if (swiped.kind === 'skip') onSkip(swipedEvent);
      else onPick(swipedEvent, swiped.bet);
      setFeedback((f) => ({ ...swiped.feedback, n: (f?.n ?? 0) + 1 }));
    });
  };
  return { feedback, onSwiped };
}

/**
 * The stack of event cards: drag the top one left (first bet), right (last bet), down (middle
 * bet, 3-way markets) or up (skip, when allowed); or tap a bet, or use the arrow keys while the
 * deck has focus. Undo brings the last card back.
 */
export function SwipeDeck({
  queue,
  allowSkip,
  onPick,
  onSkip,
  onUndo,
  canUndo,
  picked,
  total,
  needed = 0,
  deckRef,
}: SwipeDeckProps) {
  const intl = useIntl();
  const nameOf = useOutcomeNames();
  const matchOf = useMatchNames();
  const reducedMotion = usePrefersReducedMotion();
  const top = queue[0];
  const handle = useRef<SwipeCardHandle>(null);
  const { feedback, onSwiped } = useSwipes(nameOf, matchOf, onPick, onSkip);
  const painted = useAfterPaint();

  if (!top) return null;
  const skip = intl.formatMessage({ id: 'swipe.skip', defaultMessage: 'Skip' });
  // The top card's gesture, and the card under it's, waiting (./swipe-card.tsx).
  const gesture = (event: Event, depth: number) => {
    if (depth > 1) return { blocked: NONE };
    const blocked = blockedDirections(event.market.market_code, allowSkip);
    return { blocked, hints: dragHints(event, blocked, skip, nameOf) };
  };

  return (
    <section
      aria-label={intl.formatMessage({ id: 'swipe.deck', defaultMessage: 'Events to pick' })}
    >
      <Deck
        ref={deckRef}
        tabIndex={0}
        onKeyDown={(e) => swipeOnKey(e, handle.current)}
        aria-describedby="swipe-deck-help"
        aria-label={intl.formatMessage(
          { id: 'swipe.progress', defaultMessage: 'Event {current} of {total}' },
          { current: Math.min(total, total - queue.length + 1), total },
        )}
      >
        {/* The top card and the next ones under it, each with its face: a swipe reveals the
            next at once, and the card moving up keeps its element (no new face to build) and
            its gesture, bound while it waited. */}
        {queue
          .slice(0, VISIBLE)
          .map((event, depth) => (
            <SwipeCard
              key={event.id}
              depth={depth}
              handle={depth === 0 ? handle : undefined}
              {...gesture(event, depth)}
              reducedMotion={reducedMotion}
              motion={painted}
              onSwiped={(release) => onSwiped(event, release)}
              label={matchOf(event)}
            >
              <Face
                event={event}
                onBet={
                  depth === 0
                    ? (i) => handle.current?.swipe(directionForBet(i, top.market.bets.length))
                    : undefined
                }
              />
              {depth === 0 && <DirectionList event={top} allowSkip={allowSkip} nameOf={nameOf} />}
            </SwipeCard>
          ))
          .reverse()}
      </Deck>
      <DeckHelp />
      <DeckBar {...{ canUndo, onUndo, feedback, picked, total, needed }} />
    </section>
  );
}
