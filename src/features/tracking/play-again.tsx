import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { makeBooking } from '@/api/bookings';
import { SecondaryButton } from '@/components/button';
import { CallErrorView } from '@/components/error-view';

/**
 * Play these picks again (docs/behaviour.md#booking-codes): the API books the ticket's picks still
 * open, on the ticket that offers them, and the booking opens as any shared code does.
 */
export default function PlayAgain({ placed }: { placed: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const again = () => {
    setBusy(true);
    setError(null);
    makeBooking({ placed }).then(
      (booking) => void navigate(`/booking/${encodeURIComponent(booking.booking)}`),
      (e: unknown) => {
        setBusy(false);
        setError(e);
      },
    );
  };
  return (
    <>
      <SecondaryButton type="button" onClick={again} disabled={busy} aria-busy={busy}>
        <FormattedMessage id="tracking.playAgain" defaultMessage="Play these picks again" />
      </SecondaryButton>
      {error !== null && <CallErrorView compact error={error} onRetry={again} />}
    </>
  );
}
