import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { PaymentBlock } from '@/features/betslip/payment-block';
import { Panel } from '@/components/panel';
import { PickedEventList } from '@/components/picked-event-list';
import { ScreenHeading } from '@/components/screen-heading';
import { Stack } from '@/components/stack';
import { TicketFacts } from '@/components/ticket-facts';
import { TicketUnavailable } from '@/components/ticket-unavailable';
import { totalOdds } from '@/lib/odds';
import { pickOfPickedEvent } from '@/lib/picks';
import { useTicketAvailability } from '@/lib/ticket-availability';
import type { QuicktipCard, Quicktipx } from '@/types/api.gen';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A quick tip (or quick tip X) as the player sees it, with its payment when it can be played. */
export function QuicktipTicket({
  ticket,
  x,
  atag,
  onReload,
}: {
  ticket: QuicktipCard | Quicktipx;
  x: boolean;
  atag: string | null;
  /** Fetches the ticket again (after error 104: its odds have changed). */
  onReload: () => void;
}) {
  const intl = useIntl();
  const picksId = useId();
  const payId = useId();
  const availability = useTicketAvailability({
    disabled: ticket.disabled,
    expiresAt: ticket.operator_time_expires,
  });
  const picks = ticket.events.map(pickOfPickedEvent);
  const odds = totalOdds(picks.map((p) => p.odds));

  return (
    <Stack>
      <ScreenHeading
        kicker={
          x ? (
            // A quick tip X is a generated smart bet: its player made a smart bet.
            <FormattedMessage id="quicktip.kicker.x" defaultMessage="Smart bet" />
          ) : (
            <FormattedMessage id="quicktip.kicker" defaultMessage="Quick tip" />
          )
        }
        title={ticket.title}
      />
      <TicketFacts
        eventCount={ticket.events.length}
        totalOdds={odds}
        expiresAt={ticket.operator_time_expires}
      />
      {availability !== 'open' && <TicketUnavailable availability={availability} />}

      <Panel aria-labelledby={picksId}>
        <h2 id={picksId}>
          <FormattedMessage id="quicktip.picks.heading" defaultMessage="The tips" />
        </h2>
        {ticket.events.length ? (
          <PickedEventList
            events={ticket.events}
            label={intl.formatMessage({ id: 'quicktip.picks.heading', defaultMessage: 'The tips' })}
          />
        ) : (
          <Muted role="status">
            <FormattedMessage
              id="quicktip.picks.none"
              defaultMessage="This ticket has no events yet. Please come back later or pick another ticket."
            />
          </Muted>
        )}
      </Panel>

      {availability === 'open' && ticket.events.length > 0 && (
        <Panel aria-labelledby={payId}>
          <h2 id={payId}>
            <FormattedMessage id="quicktip.pay.heading" defaultMessage="Play this tip" />
          </h2>
          <PaymentBlock
            // A quick tip X is a generated smart bet: it is placed as one.
            family={x ? 'smartbet' : 'quicktip'}
            ticket={{
              code: ticket.code,
              title: ticket.title,
              prices: ticket.prices,
              eventCount: ticket.events.length,
            }}
            picks={picks}
            atag={atag}
            onChangeBet={onReload}
          />
        </Panel>
      )}
    </Stack>
  );
}
