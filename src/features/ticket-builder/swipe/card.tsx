import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { FLIGHT_MS, MAX_TILT_DEG, type Direction } from './direction';

/**
 * What a card of the deck is, with or without its motion: its look, its place in the stack, and
 * how it leaves. The motion (a spring that follows the finger, and the hints of what letting go
 * does) is in ./card-motion.tsx, loaded once the deck shows: until then a card is still, and its
 * bets and the arrow keys pick as always (./swipe-card.tsx).
 */

export interface SwipeCardHandle {
  /** Swipes the card away as if dragged (default right); a blocked direction does nothing. */
  swipe: (direction?: Direction) => void;
}

/** Where a card was when it was let go, and which way it goes. */
export interface Release {
  direction: Direction;
  x: number;
  y: number;
  rot: number;
}

export interface SwipeCardProps {
  /** 0 is the top card; the others wait under it, inert. */
  depth: number;
  blocked: ReadonlySet<Direction>;
  reducedMotion: boolean;
  onSwiped: (release: Release) => void;
  handle?: Ref<SwipeCardHandle>;
  children: ReactNode;
  label: string;
  /** What each direction does (an outcome, Skip), shown on the top card while dragging that way. */
  hints?: Partial<Record<Direction, ReactNode>>;
}

/** Each card under the top one sits this much lower (the stack's offset, up to 10 px). */
const STACK_OFFSET_PX = 5;

/**
 * A card of the stack. `translate` and `scale` are its place in the stack, apart from the drag's
 * transform: a card moving up to the top keeps its face (the same element) and slides into place.
 * Only the top card takes the gesture (`touch-action`); the page scrolls elsewhere. The motion
 * sets `data-moving` once it has loaded (./card-motion.tsx).
 */
export const CardBox = styled.div<{ $depth: number }>`
  position: absolute;
  inset: 0;
  z-index: ${({ $depth }) => 3 - $depth};
  translate: 0 ${({ $depth }) => $depth * STACK_OFFSET_PX}px;
  scale: ${({ $depth }) => 1 - $depth * 0.04};
  transform-origin: 50% 100%;
  transition:
    translate 0.15s ease-out,
    scale 0.15s ease-out;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
  user-select: none;
  will-change: transform;
  touch-action: none;
  &[data-moving] {
    cursor: grab;
  }
  &[data-moving]:active {
    cursor: grabbing;
  }
  &[inert] {
    box-shadow: none;
    pointer-events: none;
  }
`;

const FLY = 1.6;

/** Where a card that left in `direction` ends up, off the deck. */
function flyTarget(direction: Direction, w: number, h: number) {
  return {
    left: { x: -w * FLY, y: 0, rot: -MAX_TILT_DEG },
    right: { x: w * FLY, y: 0, rot: MAX_TILT_DEG },
    down: { x: 0, y: h * FLY, rot: 0 },
    up: { x: 0, y: -h * FLY, rot: 0 },
  }[direction];
}

export const cardTransform = (px: number, py: number, r: number) =>
  `translate3d(${px}px, ${py}px, 0) rotate(${r}deg)`;

/**
 * Flies a copy of the swiped card off the deck from where it was let go, by the browser alone
 * (a Web Animation on transform and opacity): React renders nothing for it, so the next card is
 * on top in the same commit as the pick, and the copy is dropped once it has left.
 */
function flyOff(card: HTMLElement, { direction, x, y, rot }: Release) {
  const deck = card.parentElement;
  if (!deck) return;
  // Measured before the copy joins the page, which would make the browser lay it out at once.
  const to = flyTarget(direction, card.offsetWidth || 360, card.offsetHeight || 450);
  deck.querySelector('[data-leaving]')?.remove();
  // The card itself waits, unseen, for the render that takes it off the deck.
  card.style.visibility = 'hidden';
  const copy = card.cloneNode(true) as HTMLElement;
  copy.style.visibility = '';
  copy.setAttribute('data-leaving', '');
  copy.setAttribute('data-testid', 'leaving-card');
  copy.setAttribute('aria-hidden', 'true');
  copy.setAttribute('inert', '');
  copy.style.pointerEvents = 'none';
  copy.style.zIndex = '4';
  deck.appendChild(copy);
  const done = () => copy.remove();
  if (typeof copy.animate !== 'function') {
    setTimeout(done, FLIGHT_MS);
    return;
  }
  copy.animate(
    [
      { transform: cardTransform(x, y, rot), opacity: 1 },
      { transform: cardTransform(to.x, to.y, to.rot), opacity: 0 },
    ],
    { duration: FLIGHT_MS, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)', fill: 'forwards' },
  ).onfinish = done;
}

/**
 * The card under `card` takes the gesture the moment `card` is let go: it is live (no longer
 * inert) and `data-moving`, its motion bound while it waited (./card-motion.tsx). React's render
 * of the pick, a transition that may land some frames later on a slow phone, then makes it the
 * top card for good (its place, its name, the keys); a player quick to grab it need not wait.
 */
function passGesture(card: HTMLElement) {
  // The card under it, before it in the deck (cards are in the DOM from the bottom up).
  const next = card.previousElementSibling;
  if (!next?.hasAttribute('data-standby')) return;
  next.removeAttribute('data-standby');
  next.removeAttribute('inert');
  next.setAttribute('data-moving', '');
}

/** Where the card is: at rest, or dragged (moved and tilted). */
export type Position = Omit<Release, 'direction'>;
const AT_REST: Position = { x: 0, y: 0, rot: 0 };

/** Swipes the card away in `direction` from `at`: once, and never in a blocked direction. */
export type Fly = (direction: Direction, at?: Position) => void;

/**
 * A card's element and its way off the deck: `fly` calls `onSwiped` once, unless the direction
 * is blocked; the handle swipes the top card as if dragged.
 */
export function useCard({ depth, blocked, reducedMotion, onSwiped, handle }: SwipeCardProps) {
  const top = depth === 0;
  const ref = useRef<HTMLDivElement>(null);
  const gone = useRef(false);

  const fly: Fly = (direction, at = AT_REST) => {
    if (gone.current || blocked.has(direction)) return;
    gone.current = true;
    const release = { direction, ...at };
    if (!reducedMotion && ref.current) flyOff(ref.current, release);
    if (ref.current) passGesture(ref.current);
    onSwiped(release);
  };

  useImperativeHandle(handle, () => ({
    swipe: (direction = 'right') => {
      if (top) fly(direction);
    },
  }));

  return { ref, gone, fly, top };
}
