import { NotBuiltYetScreen } from '@/components/not-built-yet';

/** The ticket builder (swipe deck and click/list view) of quick bets X, quick bets and jackpots. Not built yet. */
export function BuilderScreen(_props: {
  family: 'quickbetx' | 'quickbet' | 'jackpot';
  view: 'swipe' | 'list';
}) {
  return <NotBuiltYetScreen />;
}
