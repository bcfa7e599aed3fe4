import { lazy, Suspense } from 'react';
import { StillCard, useCard, type SwipeCardProps } from './card';

export type { Release, SwipeCardHandle } from './card';

/**
 * The spring and the gesture (21 KB gzipped) arrive after the deck's first paint. If they cannot
 * (a flaky network), the cards stay still and the player picks with the bets and the keys.
 */
const MovingCard = lazy(() => import('./moving-card').catch(() => ({ default: Still })));

/**
 * A card of the deck. It is still until its motion has loaded (once the deck shows): its bets
 * and the arrow keys pick meanwhile; then the top card follows the finger (./moving-card.tsx).
 */
export function SwipeCard(props: SwipeCardProps) {
  return (
    <Suspense fallback={<Still {...props} />}>
      <MovingCard {...props} />
    </Suspense>
  );
}

function Still(props: SwipeCardProps) {
  const { ref, attributes } = useCard(props);
  return (
    <StillCard ref={ref} $depth={props.depth} {...attributes}>
      {props.children}
    </StillCard>
  );
}
