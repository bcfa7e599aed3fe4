import { lazy, Suspense } from 'react';
import { CardBox, useCard, type SwipeCardProps } from './card';

export type { Release, SwipeCardHandle } from './card';

/**
 * The spring and the gesture (23.7 KB gzipped) are fetched once the top card has been drawn, not
 * while it is: on a first visit their download and code held back its paint (and the tour's). If
 * they cannot arrive (a flaky network), the cards stay still and the player picks with the bets
 * and the keys.
 */
const CardMotion = lazy(() => import('./card-motion').catch(() => ({ default: () => null })));

/**
 * A card of the deck. Its element is the same from its first paint: the top card takes the
 * motion (./card-motion.tsx) once `motion` is on (the deck's first paint) and it has loaded (it
 * is then `data-moving`), and until then is still, its bets and the arrow keys picking as always.
 * The card under the top one has its motion bound too, waiting (`data-standby`): the moment the
 * top card is let go it takes the gesture (./card.tsx), before React's render of the pick, and
 * keeps the same motion when that render makes it the top. The deck, not each card, waits for
 * the paint: a card joining the stack renders once.
 */
export function SwipeCard(props: SwipeCardProps & { motion: boolean }) {
  const { ref, gone, fly, top } = useCard(props);
  return (
    <CardBox
      ref={ref}
      $depth={props.depth}
      {...(top
        ? {
            role: 'group',
            'aria-roledescription': 'card',
            'aria-label': props.label,
            'data-testid': 'swipe-card',
          }
        : { 'aria-hidden': true, inert: true })}
    >
      {props.children}
      {props.depth <= 1 && props.motion && (
        <Suspense fallback={null}>
          <CardMotion
            top={top}
            card={ref}
            gone={gone}
            fly={fly}
            blocked={props.blocked}
            reducedMotion={props.reducedMotion}
            hints={props.hints}
          />
        </Suspense>
      )}
    </CardBox>
  );
}
