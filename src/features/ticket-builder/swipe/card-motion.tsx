import { animated, to, useSpring } from '@react-spring/web';
import { useDrag } from '@use-gesture/react';
import { useEffect, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { cardTransform, type Fly } from './card';
import { SWIPE_THRESHOLD, swipeDirection, tilt, type Direction } from './direction';

/**
 * The top card's motion: it follows the pointer (tilting up to 25 degrees); past the threshold
 * (or on a flick) it is swiped (`fly`: a copy flies off and the pick is made at once, so the next
 * card is on top while the copy is still in flight); otherwise it springs back. The spring moves
 * the card's element itself (transform and opacity only): dragging re-renders nothing. Renders
 * the hints of what letting go each way does, growing with the drag and whole only where letting
 * go swipes the card.
 *
 * The card under the top one (`top` false) has its motion mounted too, waiting: it is
 * `data-standby`, and takes the gesture only once it is `data-moving`, which the top card's
 * release gives it at once (./card.tsx) and its render as the top confirms.
 */
export default function CardMotion({
  top,
  card,
  gone,
  fly,
  blocked,
  reducedMotion,
  hints = {},
}: {
  top: boolean;
  card: RefObject<HTMLDivElement | null>;
  gone: RefObject<boolean>;
  fly: Fly;
  blocked: ReadonlySet<Direction>;
  reducedMotion: boolean;
  hints?: Partial<Record<Direction, ReactNode>>;
}): ReactNode {
  // w, h: the card's size when the drag began (how far each hint has grown).
  const [{ x, y, rot, w, h }, api] = useSpring(() => ({
    x: 0,
    y: 0,
    rot: 0,
    w: 0,
    h: 0,
    onChange: ({ value }: { value: { x: number; y: number; rot: number } }) => {
      if (card.current) card.current.style.transform = cardTransform(value.x, value.y, value.rot);
    },
  }));

  useDrag(
    ({ active, first, movement: [mx, my], velocity: [vx, vy] }) => {
      if (gone.current || !card.current?.hasAttribute('data-moving')) return;
      const width = card.current?.offsetWidth ?? 0;
      const height = card.current?.offsetHeight ?? 0;
      if (active) {
        const size = first ? { w: width, h: height } : {};
        void api.start({ x: mx, y: my, rot: tilt(mx, width), ...size, immediate: true });
        return;
      }
      const direction = swipeDirection({ dx: mx, dy: my, width, height, vx, vy }, blocked);
      if (direction) fly(direction, { x: x.get(), y: y.get(), rot: rot.get() });
      else void api.start({ x: 0, y: 0, rot: 0, immediate: reducedMotion });
    },
    { target: card, filterTaps: true },
  );

  // The card says it moves (its cursor; what tests wait for) or waits without a render of the
  // deck. After the commit: the card's ref, its parent's, is set after this component's layout
  // effects. A card back under the top one (Undo) waits again.
  useEffect(() => {
    const el = card.current;
    el?.toggleAttribute('data-moving', top);
    el?.toggleAttribute('data-standby', !top);
  }, [card, top]);
  useEffect(() => {
    const el = card.current;
    return () => {
      el?.removeAttribute('data-moving');
      el?.removeAttribute('data-standby');
    };
  }, [card]);

  return (Object.keys(hints) as Direction[]).map((d) => {
    const grown = to([x, y, w, h], (px, py, width, height) =>
      hintProgress(d, px, py, { width, height }),
    );
    return (
      <Hint
        key={d}
        aria-hidden="true"
        data-direction={d}
        $direction={d}
        $blocked={blocked.has(d)}
        style={{ opacity: grown, transform: grown.to((g) => `scale(${0.8 + 0.5 * g})`) }}
      >
        {hints[d]}
      </Hint>
    );
  });
}

/**
 * How far a drag at (px, py) has gone towards `direction`, 0 to 1: 1 from SWIPE_THRESHOLD of the
 * card's size along that way, where letting go swipes it (a whole hint never springs back). Here,
 * in the motion's lazy chunk, not in the deck's first load.
 */
export function hintProgress(
  direction: Direction,
  px: number,
  py: number,
  card: { width: number; height: number },
): number {
  if (card.width <= 0 || card.height <= 0) return 0;
  // As swipeDirection measures: each axis as a fraction of the card's size along it.
  const rx = px / card.width;
  const ry = py / card.height;
  const along = { left: -rx, right: rx, down: ry, up: -ry }[direction];
  const across = direction === 'left' || direction === 'right' ? Math.abs(ry) : Math.abs(rx);
  return along > across ? Math.min(1, along / SWIPE_THRESHOLD) : 0;
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
