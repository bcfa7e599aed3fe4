import { FormattedMessage } from 'react-intl';
import { clock, countdown, parseTimestamp } from '@/lib/countdown';
import { useNow } from '@/lib/use-now';

/** Counts down to `expiresAt`, refreshed every second: Expired, N days, or Today in hh:mm:ss. */
export function CountdownText({ expiresAt }: { expiresAt: string | number }) {
  const now = useNow();
  const left = countdown(parseTimestamp(expiresAt), now);
  switch (left.kind) {
    case 'expired':
      return <FormattedMessage id="countdown.expired" defaultMessage="Expired" />;
    case 'days':
      return (
        <FormattedMessage
          id="countdown.days"
          defaultMessage="{days, plural, one {# day} other {# days}}"
          values={{ days: left.days }}
        />
      );
    case 'today':
      return (
        <FormattedMessage
          id="countdown.today"
          defaultMessage="Today in {time}"
          values={{ time: <time>{clock(left)}</time> }}
        />
      );
  }
}
