import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import type { PickMode } from '@/api/pick-bets';
import { SecondaryButton } from '@/components/button';
import { toApiError } from '@/lib/api-error';
import { pickOf, type Pick } from '@/lib/betslip';
import type { Event } from '@/types/api.gen';

// The buttons render with the ticket (no layout shift when they come); the call, its answer's
// check and the error modal load when a player taps one.
const ErrorModal = lazy(() =>
  import('@/components/error-modal').then((m) => ({ default: m.ErrorModal })),
);

// Narrow buttons, so that four fit in two rows on a small phone, in Swahili too (the deck stays
// in view).
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  > button {
    padding-inline: ${({ theme }) => theme.space(3)};
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

// The tool asked for turns a ring while its answer comes (the others are disabled meanwhile).
const Tool = styled(SecondaryButton)`
  &[aria-busy='true'] {
    opacity: 1;
    cursor: progress;
  }
  &[aria-busy='true']::after {
    content: '';
    width: 1em;
    height: 1em;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &[aria-busy='true']::after {
      animation-duration: 3s;
    }
  }
`;

const MODES: { mode: PickMode; label: ReactNode }[] = [
  { mode: 'lucky', label: <FormattedMessage id="jackpot.lucky" defaultMessage="Lucky Dip" /> },
  { mode: 'quick', label: <FormattedMessage id="jackpot.quick" defaultMessage="Quick Picks" /> },
  {
    mode: 'favourites',
    label: <FormattedMessage id="jackpot.favourites" defaultMessage="Favourites" />,
  },
];

/**
 * Lucky Dip, Quick Picks and Favourites fill a jackpot's picks from the API; Clear empties them,
 * and wins over a tool's answer still on its way (the player changed their mind).
 */
export function JackpotTools({
  endpoint,
  code,
  events,
  onPicks,
  onClear,
  onUndo,
}: {
  /** The family's pick-bets call (src/lib/families.ts). */
  endpoint: string;
  code: string;
  events: readonly Event[];
  onPicks: (picks: Pick[]) => void;
  onClear: () => void;
  /** Takes back the last fill or pick; none when there is nothing to take back. */
  onUndo?: () => void;
}) {
  const [busy, setBusy] = useState<PickMode | null>(null);
  const [error, setError] = useState<{ code: number; message: string } | null>(null);
  // The latest request: an answer to an earlier one (before a Clear) is dropped.
  const latest = useRef(0);
  const byId = new Map(events.map((e) => [e.id, e]));

  const run = async (mode: PickMode) => {
    const request = ++latest.current;
    setBusy(mode);
    try {
      const { pickBets } = await import('@/api/pick-bets');
      const { picks } = await pickBets(endpoint, code, mode);
      if (request !== latest.current) return;
      onPicks(
        picks.flatMap(({ event_id, bet_id }) => {
          const event = byId.get(event_id);
          const bet = event?.market.bets.find((b) => b.id === bet_id);
          return event && bet ? [pickOf(event, event.market, bet)] : [];
        }),
      );
    } catch (e) {
      if (request !== latest.current) return;
      const err = toApiError(e);
      setError({ code: err.code, message: err.message });
    } finally {
      if (request === latest.current) setBusy(null);
    }
  };

  const clear = () => {
    latest.current++;
    setBusy(null);
    onClear();
  };

  return (
    <Row>
      {MODES.map(({ mode, label }) => (
        <Tool
          key={mode}
          type="button"
          disabled={busy !== null}
          aria-busy={busy === mode}
          onClick={() => void run(mode)}
        >
          {label}
        </Tool>
      ))}
      <SecondaryButton type="button" onClick={clear}>
        <FormattedMessage id="jackpot.clear" defaultMessage="Clear" />
      </SecondaryButton>
      <SecondaryButton type="button" onClick={onUndo} disabled={!onUndo || busy !== null}>
        <FormattedMessage id="swipe.undo" defaultMessage="Undo" />
      </SecondaryButton>
      {error && (
        <Suspense>
          <ErrorModal code={error.code} message={error.message} onClose={() => setError(null)} />
        </Suspense>
      )}
    </Row>
  );
}
