import { storedAtom } from '@/lib/state';
import { TOUR_DONE_KEY } from '@/boot/page-ids';

/** Whether the swipe tour has been seen or skipped in this browser (TOUR_DONE_KEY). */
export const tourDoneAtom = storedAtom(TOUR_DONE_KEY, false, { getOnInit: true });
