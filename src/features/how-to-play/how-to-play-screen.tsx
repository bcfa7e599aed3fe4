import { NotBuiltYetScreen } from '@/components/not-built-yet';

/** How to play, per family. Not built yet. */
export function HowToPlayScreen() {
  return <NotBuiltYetScreen />;
}
