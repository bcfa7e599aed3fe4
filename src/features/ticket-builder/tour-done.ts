import { storedAtom } from '@/lib/state';

/**
 * The swipe tour is shown once per browser; this localStorage key holds `true` once it has been
 * seen or skipped. index.html reads it too: until then it preloads the tour with the swipe
 * screen, so a first visit does not wait for it after the card (scripts/build/preloads.ts).
 */
export const TOUR_DONE_KEY = 'betdeck.swipe-tour-done';

export const tourDoneAtom = storedAtom(TOUR_DONE_KEY, false, { getOnInit: true });
