import { animated, to, useSpring } from '@react-spring/web';
import { useDrag } from '@use-gesture/react';
import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { MAX_TILT_DEG, swipeDirection, tilt, type Direction } from './direction';

export interface SwipeCardHandle {
  /** Swipes the card away as if dragged (default right); a blocked direction does nothing. */
  swipe: (direction?: Direction) => void;
}

const Card = styled(animated.div)`
  position: absolute;
  inset: 0;
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
`;

const FLY = 1.6;

/**
 * The top card of the deck: follows the pointer (tilting up to 25 degrees), flies off past the
 * threshold and calls `onSwiped` once it has left the screen, springs back otherwise. Motion
 * goes through animated styles (transform and opacity only): dragging re-renders nothing.
 */
export function SwipeCard({
  blocked,
  reducedMotion,
  onSwiped,
  handle,
  children,
  label,
}: {
  blocked: ReadonlySet<Direction>;
  reducedMotion: boolean;
  onSwiped: (direction: Direction) => void;
  handle: Ref<SwipeCardHandle>;
  children: ReactNode;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const gone = useRef(false);
  const [{ x, y, rot, opacity }, api] = useSpring(() => ({ x: 0, y: 0, rot: 0, opacity: 1 }));

  const fly = (direction: Direction) => {
    if (gone.current || blocked.has(direction)) return;
    gone.current = true;
    const w = ref.current?.offsetWidth ?? 320;
    const h = ref.current?.offsetHeight ?? 450;
    const target = {
      left: { x: -w * FLY, y: 0, rot: -MAX_TILT_DEG },
      right: { x: w * FLY, y: 0, rot: MAX_TILT_DEG },
      down: { x: 0, y: h * FLY, rot: 0 },
      up: { x: 0, y: -h * FLY, rot: 0 },
    }[direction];
    if (reducedMotion) {
      void api.start({ ...target, opacity: 0, immediate: true });
      onSwiped(direction);
      return;
    }
    void api.start({
      ...target,
      opacity: 0,
      config: { tension: 320, friction: 32 },
      onRest: () => onSwiped(direction),
    });
  };

  useImperativeHandle(handle, () => ({ swipe: (direction = 'right') => fly(direction) }));

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
      {...bind()}
      data-testid="swipe-card"
      role="group"
      aria-roledescription="card"
      aria-label={label}
      style={{
        opacity,
        transform: to(
          [x, y, rot],
          (px, py, r) => `translate3d(${px}px, ${py}px, 0) rotate(${r}deg)`,
        ),
      }}
    >
      {children}
    </Card>
  );
}
