import { animated, to, useSpring } from '@react-spring/web';
import { useDrag } from '@use-gesture/react';
import { useEffect, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { cardTransform, type Fly } from './card';
import { swipeDirection, tilt, type Direction } from './direction';

/**
 * The top card's motion: it follows the pointer (tilting up to 25 degrees); past the threshold
 * (or on a flick) it is swiped (`fly`: a copy flies off and the pick is made at once, so the next
 * card is on top while the copy is still in flight); otherwise it springs back. The spring moves
 * the card's element itself (transform and opacity only): dragging re-renders nothing. Renders
 * the hints of what letting go each way does, growing with the drag.
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
  const [{ x, y, rot }, api] = useSpring(() => ({
    x: 0,
    y: 0,
    rot: 0,
    onChange: ({ value }: { value: { x: number; y: number; rot: number } }) => {
      if (card.current) card.current.style.transform = cardTransform(value.x, value.y, value.rot);
    },
  }));

  useDrag(
    ({ active, movement: [mx, my], velocity: [vx, vy] }) => {
      if (gone.current || !card.current?.hasAttribute('data-moving')) return;
      const w = card.current?.offsetWidth ?? 0;
      const h = card.current?.offsetHeight ?? 0;
      if (active) {
        void api.start({ x: mx, y: my, rot: tilt(mx, w), immediate: true });
        return;
      }
      const direction = swipeDirection({ dx: mx, dy: my, width: w, height: h, vx, vy }, blocked);
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

  return (Object.keys(hints) as Direction[]).map((d) => (
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
  ));
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
