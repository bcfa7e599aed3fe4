import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { pickBets, type PickMode } from '@/api/pick-bets';
import { SecondaryButton } from '@/components/button';
import { ErrorModal } from '@/components/error-modal';
import { toApiError } from '@/lib/api-error';
import { pickOf, type Pick } from '@/lib/betslip';
import type { Event } from '@/types/api.gen';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 ${({ theme }) => theme.space(4)};
`;

const MODES: { mode: PickMode; label: ReactNode }[] = [
  { mode: 'lucky', label: <FormattedMessage id="jackpot.lucky" defaultMessage="Lucky Dip" /> },
  { mode: 'quick', label: <FormattedMessage id="jackpot.quick" defaultMessage="Quick Picks" /> },
  {
    mode: 'favourites',
    label: <FormattedMessage id="jackpot.favourites" defaultMessage="Favourites" />,
  },
];

/** Lucky Dip, Quick Picks and Favourites fill a jackpot's picks from the API; Clear empties them. */
export function JackpotTools({
  endpoint,
  code,
  events,
  onPicks,
  onClear,
}: {
  /** The family's pick-bets call (src/lib/families.ts). */
  endpoint: string;
  code: string;
  events: readonly Event[];
  onPicks: (picks: Pick[]) => void;
  onClear: () => void;
}) {
  const [busy, setBusy] = useState<PickMode | null>(null);
  const [error, setError] = useState<{ code: number; message: string } | null>(null);
  const byId = new Map(events.map((e) => [e.id, e]));

  const run = async (mode: PickMode) => {
    setBusy(mode);
    try {
      const { picks } = await pickBets(endpoint, code, mode);
      onPicks(
        picks.flatMap(({ event_id, bet_id }) => {
          const event = byId.get(event_id);
          const bet = event?.market.bets.find((b) => b.id === bet_id);
          return event && bet ? [pickOf(event, event.market, bet)] : [];
        }),
      );
    } catch (e) {
      const err = toApiError(e);
      setError({ code: err.code, message: err.message });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Row>
      {MODES.map(({ mode, label }) => (
        <SecondaryButton
          key={mode}
          type="button"
          disabled={busy !== null}
          aria-busy={busy === mode}
          onClick={() => void run(mode)}
        >
          {label}
        </SecondaryButton>
      ))}
      <SecondaryButton type="button" onClick={onClear}>
        <FormattedMessage id="jackpot.clear" defaultMessage="Clear" />
      </SecondaryButton>
      {error && (
        <ErrorModal code={error.code} message={error.message} onClose={() => setError(null)} />
      )}
    </Row>
  );
}
