import { animated, to, useSpring } from '@react-spring/web';
import { useDrag } from '@use-gesture/react';
import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { MAX_TILT_DEG, swipeDirection, tilt, type Direction } from './direction';

export interface SwipeCardHandle {
  /** Swipes the card away as if dragged (default right); a blocked direction does nothing. */
  swipe: (direction?: Direction) => void;
}

/** Each card under the top one sits this much lower (the stack's offset, up to 10 px). */
const STACK_OFFSET_PX = 5;

const Card = styled(animated.div)<{ $depth: number }>`
  position: absolute;
  inset: 0;
  z-index: ${({ $depth }) => 3 - $depth};
  /* Its place in the stack, apart from the drag's transform: a card moving up to the top keeps
     its face (the same element) and slides into place. */
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
  /* Only the top card takes the gesture; the page scrolls elsewhere. */
  touch-action: none;
  cursor: grab;
  &:active {
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

/** Where a card was when it was let go, and which way it goes. */
export interface Release {
  direction: Direction;
  x: number;
  y: number;
  rot: number;
}

const transform = (px: number, py: number, r: number) =>
  `translate3d(${px}px, ${py}px, 0) rotate(${r}deg)`;

const FLIGHT_MS = 350;

/**
 * Flies a copy of the swiped card off the deck from where it was let go, by the browser alone
 * (a Web Animation on transform and opacity): React renders nothing for it, so the next card is
 * on top in the same commit as the pick, and the copy is dropped once it has left.
 */
function flyOff(card: HTMLElement, { direction, x, y, rot }: Release) {
  const deck = card.parentElement;
  if (!deck) return;
  deck.querySelector('[data-leaving]')?.remove();
  const copy = card.cloneNode(true) as HTMLElement;
  copy.removeAttribute('data-testid');
  copy.setAttribute('data-leaving', '');
  copy.setAttribute('data-testid', 'leaving-card');
  copy.setAttribute('aria-hidden', 'true');
  copy.setAttribute('inert', '');
  copy.style.pointerEvents = 'none';
  copy.style.zIndex = '4';
  deck.appendChild(copy);
  const to = flyTarget(direction, card.offsetWidth || 360, card.offsetHeight || 450);
  const done = () => copy.remove();
  if (typeof copy.animate !== 'function') {
    setTimeout(done, FLIGHT_MS);
    return;
  }
  copy.animate(
    [
      { transform: transform(x, y, rot), opacity: 1 },
      { transform: transform(to.x, to.y, to.rot), opacity: 0 },
    ],
    { duration: FLIGHT_MS, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)', fill: 'forwards' },
  ).onfinish = done;
}

/**
 * A card of the deck; `depth` 0 is the top one, the others wait under it, inert. The top card
 * follows the pointer (tilting up to 25 degrees); past the threshold
 * (or on a flick) it is swiped: a copy flies off (flyOff) and `onSwiped` is called at once, so
 * the next card is on top while the copy is still in flight. Otherwise it springs
 * back. Motion goes through animated styles (transform and opacity only): dragging re-renders
 * nothing. `hints` shows, growing with the drag, what letting go that way does.
 */
export function SwipeCard({
  depth,
  blocked,
  reducedMotion,
  onSwiped,
  handle,
  children,
  label,
  hints = {},
}: {
  depth: number;
  blocked: ReadonlySet<Direction>;
  reducedMotion: boolean;
  onSwiped: (release: Release) => void;
  handle?: Ref<SwipeCardHandle>;
  children: ReactNode;
  label: string;
  /** What each direction does (an outcome, Skip), shown on the top card while dragging that way. */
  hints?: Partial<Record<Direction, ReactNode>>;
}) {
  const top = depth === 0;
  const ref = useRef<HTMLDivElement>(null);
  const gone = useRef(false);
  const [{ x, y, rot, opacity }, api] = useSpring(() => ({ x: 0, y: 0, rot: 0, opacity: 1 }));

  const fly = (direction: Direction) => {
    if (gone.current || blocked.has(direction)) return;
    gone.current = true;
    const release = { direction, x: x.get(), y: y.get(), rot: rot.get() };
    if (!reducedMotion && ref.current) flyOff(ref.current, release);
    onSwiped(release);
  };

  useImperativeHandle(handle, () => ({
    swipe: (direction = 'right') => {
      if (top) fly(direction);
    },
  }));

  const bind = useDrag(
    ({ active, movement: [mx, my], velocity: [vx, vy] }) => {
      if (gone.current) return;
      const w = ref.current?.offsetWidth ?? 0;
      const h = ref.current?.offsetHeight ?? 0;
      if (active) {
        void api.start({ x: mx, y: my, rot: tilt(mx, w), immediate: true });
        return;
      }
      const direction = swipeDirection({ dx: mx, dy: my, width: w, height: h, vx, vy }, blocked);
      if (direction) fly(direction);
      else void api.start({ x: 0, y: 0, rot: 0, immediate: reducedMotion });
    },
    { filterTaps: true },
  );

  return (
    <Card
      ref={ref}
      $depth={depth}
      {...(top
        ? {
            ...bind(),
            'data-testid': 'swipe-card',
            role: 'group',
            'aria-roledescription': 'card',
            'aria-label': label,
          }
        : { 'aria-hidden': true, inert: true })}
      style={{ opacity, transform: to([x, y, rot], transform) }}
    >
      {children}
      {(top ? (Object.keys(hints) as Direction[]) : []).map((d) => (
        <Hint
          key={d}
          aria-hidden="true"
          $direction={d}
          $blocked={blocked.has(d)}
          style={{
            opacity: to([x, y], (px, py) => progress(d, px, py)),
            transform: to([x, y], (px, py) => `scale(${0.8 + 0.5 * progress(d, px, py)})`),
          }}
        >
          {hints[d]}
        </Hint>
      ))}
    </Card>
  );
}

/** How far a drag at (px, py) has gone towards `direction`, 0 to 1 (1 at 120 px). */
function progress(direction: Direction, px: number, py: number): number {
  const along = { left: -px, right: px, down: py, up: -py }[direction];
  const across = direction === 'left' || direction === 'right' ? Math.abs(py) : Math.abs(px);
  return along > across ? Math.min(1, along / 120) : 0;
}

const Hint = styled(animated.span)<{ $direction: Direction; $blocked: boolean }>`
  position: absolute;
  z-index: 1;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.button};
  border: 3px solid
    ${({ theme, $blocked }) => ($blocked ? theme.colors.danger : theme.colors.success)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $blocked }) => ($blocked ? theme.colors.danger : theme.colors.success)};
  font-size: 1.5rem;
  font-weight: 800;
  pointer-events: none;
  opacity: 0;
  ${({ $direction }) =>
    ({
      left: 'top: 40%; right: 16px; transform-origin: 100% 50%;',
      right: 'top: 40%; left: 16px; transform-origin: 0 50%;',
      down: 'top: 16px; left: 50%; translate: -50% 0; transform-origin: 50% 0;',
      up: 'bottom: 16px; left: 50%; translate: -50% 0; transform-origin: 50% 100%;',
    })[$direction]}
`;
