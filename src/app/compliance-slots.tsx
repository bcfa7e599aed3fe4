import { Suspense } from 'react';
import { lazyScreen } from '@/lib/lazy-screen';
import { PRERENDERING } from '@/lib/prerendering';
import { MARKET_SLOT_PART, preloadScreenFiles } from '@/lib/screen-files';

// The market's elements (docs/compliance.md) are not needed to paint a screen: their code and
// texts (the guides' group, src/features/how-to-play/) come after the screen's.
const MarketSlot = lazyScreen(() => {
  preloadScreenFiles(MARKET_SLOT_PART);
  return import('@/features/how-to-play/market-slot').then((m) => m.MarketSlot);
}, 'how-to-play');

/** Every page's licence footer, Sweden's bar at its top, and the age and terms confirmation. */
export function ComplianceSlot() {
  return PRERENDERING ? null : (
    <Suspense>
      <MarketSlot />
    </Suspense>
  );
}
