import { useState } from 'react';
import { useTicket } from '@/api/tickets';
import { toApiError } from '@/lib/api-error';
import { useDrawnAnswer } from '@/lib/swr';
import { isAwaitingPayment } from '@/lib/ticket-status';
import {
  NO_CHANGE_LIMIT_MS,
  isFollowed,
  pollInterval,
  shouldRetryCheck,
  trackingPhase,
} from './tracking-state';
import { useNoChange } from './use-no-change';

/**
 * A ticket followed until it settles: GET /api/tickets/{code}, polled while its status may still
 * change, its phase (tracking-state.ts), whether it was seen awaiting payment (then its
 * confirmation is announced), and `restart` to start the no-change wait again.
 */
export function useTrackedTicket(code: string) {
  // The last status seen drives polling: SWR's refreshInterval follows it.
  const [seen, setSeen] = useState<string | undefined>(undefined);
  const [waited, setWaited] = useState(false);
  const { stalled, restart } = useNoChange(seen, isFollowed(seen), NO_CHANGE_LIMIT_MS);
  const phase = seen === undefined ? undefined : trackingPhase(seen, stalled);

  const ticket = useTicket(code, {
    refreshInterval: pollInterval(phase, stalled),
    dedupingInterval: 1_000,
    // Back from the phone's payment prompt or its SMS: check at once.
    revalidateOnFocus: phase !== 'settled',
    shouldRetryOnError: true,
    onErrorRetry: (err, _key, _config, revalidate, { retryCount }) => {
      if (!shouldRetryCheck(toApiError(err).status, retryCount)) return;
      setTimeout(() => void revalidate({ retryCount }), 3_000);
    },
  });
  // The phase follows the ticket drawn, not one still being drawn.
  const { data, error } = useDrawnAnswer(ticket);
  const { mutate } = ticket;

  if (data && data.status !== seen) {
    setSeen(data.status);
    if (isAwaitingPayment(data.status)) setWaited(true);
  }
  return { data, error, mutate, phase, waited, restart };
}
