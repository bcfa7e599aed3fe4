import { animated, to, useSpring } from '@react-spring/web';
import { useDrag } from '@use-gesture/react';
import styled from 'styled-components';
import { cardStyle, cardTransform, useCard, type SwipeCardProps } from './card';
import { swipeDirection, tilt, type Direction } from './direction';

const Card = styled(animated.div)<{ $depth: number }>`
  ${cardStyle}
  cursor: grab;
  &:active {
    cursor: grabbing;
  }
`;

/**
 * A card of the deck that moves. The top card follows the pointer (tilting up to 25 degrees);
 * past the threshold (or on a flick) it is swiped: a copy flies off and `onSwiped` is called at
 * once, so the next card is on top while the copy is still in flight. Otherwise it springs back.
 * Motion goes through animated styles (transform and opacity only): dragging re-renders nothing.
 * `hints` shows, growing with the drag, what letting go that way does.
 */
export default function MovingCard(props: SwipeCardProps) {
  const { blocked, reducedMotion, children, hints = {} } = props;
  const [{ x, y, rot, opacity }, api] = useSpring(() => ({ x: 0, y: 0, rot: 0, opacity: 1 }));
  const { ref, gone, fly, top, attributes } = useCard(props, () => ({
    x: x.get(),
    y: y.get(),
    rot: rot.get(),
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
      $depth={props.depth}
      {...attributes}
      {...(top ? { ...bind(), 'data-testid': 'swipe-card' } : {})}
      style={{ opacity, transform: to([x, y, rot], cardTransform) }}
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
