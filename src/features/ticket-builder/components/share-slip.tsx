import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { makeBooking } from '@/api/bookings';
import { SecondaryButton } from '@/components/button';
import { CallErrorView } from '@/components/error-view';
import type { Pick } from '@/lib/betslip';
import type { Booking, TicketType } from '@/types/api.gen';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
  p {
    margin: 0;
  }
`;

const Code = styled.strong`
  font-size: 1.5rem;
  letter-spacing: 0.15em;
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The link that loads a booking on this brand's site. */
const linkOf = (code: string) => `${location.origin}/booking/${encodeURIComponent(code)}`;

/** A booking made: its code, big, and the ways to pass it on (copy, WhatsApp, the phone's share). */
function Shared({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const link = linkOf(booking.booking);
  const text = intl.formatMessage(
    { id: 'slipShare.text', defaultMessage: 'My slip: booking code {code} {link}' },
    { code: booking.booking, link },
  );
  return (
    <Box role="status">
      <p>
        <FormattedMessage
          id="slipShare.code"
          defaultMessage="Booking code {code}"
          values={{ code: <Code>{booking.booking}</Code> }}
        />
      </p>
      <p>
        <FormattedMessage
          id="slipShare.how"
          defaultMessage="Anyone can load these picks with the code or the link, and bet their own stake."
        />
      </p>
      <Actions>
        <SecondaryButton
          type="button"
          onClick={() =>
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? (
            <FormattedMessage id="share.copied" defaultMessage="Link copied" />
          ) : (
            <FormattedMessage id="share.copy" defaultMessage="Copy link" />
          )}
        </SecondaryButton>
        <SecondaryButton
          as="a"
          href={`https://wa.me/?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <FormattedMessage id="share.whatsapp" defaultMessage="WhatsApp" />
        </SecondaryButton>
      </Actions>
    </Box>
  );
}

/**
 * Share slip (docs/behaviour.md#booking-codes): the picks as a booking code and a link, made by
 * the API. A changed slip needs a new code: the one shown is for the picks it was made for.
 */
export default function ShareSlip({
  type,
  code,
  picks,
}: {
  type: TicketType;
  code: string;
  picks: readonly Pick[];
}) {
  const [state, setState] = useState<
    { booking: Booking; of: readonly Pick[] } | { error: unknown } | 'busy' | null
  >(null);
  const share = () => {
    setState('busy');
    makeBooking({
      type,
      code,
      picks: picks.map(({ event_id, bet_id, odds }) => ({ event_id, bet_id, odds })) as [
        { event_id: number; bet_id: number; odds: number },
      ],
    }).then(
      (booking) => setState({ booking, of: picks }),
      (error: unknown) => setState({ error }),
    );
  };
  if (state && typeof state === 'object' && 'booking' in state && state.of === picks) {
    return <Shared booking={state.booking} />;
  }
  return (
    <>
      <SecondaryButton
        type="button"
        onClick={share}
        disabled={!picks.length || state === 'busy'}
        aria-busy={state === 'busy'}
      >
        <FormattedMessage id="slipShare.slip" defaultMessage="Share slip" />
      </SecondaryButton>
      {state && typeof state === 'object' && 'error' in state && (
        <CallErrorView compact error={state.error} onRetry={share} />
      )}
    </>
  );
}
