import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useBooking } from '@/api/bookings';
import { useCard } from '@/api/card-endpoints';
import { PrimaryButton } from '@/components/button';
import { ErrorView, CallErrorView } from '@/components/error-view';
import { Loading } from '@/components/loading';
import { PageShell } from '@/components/page-shell';
import { Panel } from '@/components/panel';
import { Stack } from '@/components/stack';
import { TextField } from '@/components/text-field';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toApiError } from '@/lib/api-error';
import { pickOf, type Pick } from '@/lib/betslip';
import { familyOfTicketType, ticketPath } from '@/lib/families';
import type { Booking, QuickbetxCard } from '@/types/api.gen';
import { isQuickbetxCard } from '@/types/answers/quickbetx-card.gen';
import { useBuilder } from './state/builder-state';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A code as typed or pasted: its link's last part, without spaces, in capitals. */
export function bookingCodeOf(value: string): string {
  const link = /\/booking\/([^/?#\s]+)/.exec(value);
  return (link?.[1] ?? value).replace(/\s+/g, '').toUpperCase();
}

/**
 * A booking's picks on today's card, at the odds they were booked at (those that moved are then
 * taken off as moved, docs/behaviour.md#odds-changes); those whose event or bet the card no longer
 * offers are left out, counted.
 */
export function bookedPicks(card: QuickbetxCard, booking: Booking) {
  const picks: Pick[] = [];
  for (const booked of booking.picks) {
    const event = card.events.find((e) => e.id === booked.event_id);
    const bet = event?.market.bets.find((b) => b.id === booked.bet_id);
    if (event && bet) picks.push(pickOf(event, event.market, { ...bet, odds: booked.odds }));
  }
  return { picks, leftOut: booking.picks.length - picks.length + (booking.left_out ?? 0) };
}

/** The booked slip put on its ticket's builder, which then shows it (its summary). */
function IntoBuilder({ booking }: { booking: Booking }) {
  const family = familyOfTicketType(booking.type);
  if (!family) throw new Error(`unknown family ${booking.type}`);
  const card = useCard(family.id, booking.code, isQuickbetxCard);
  const { dispatch } = useBuilder(family.id, booking.code);
  const navigate = useNavigate();
  const { data } = card;
  useEffect(() => {
    if (!data) return;
    dispatch({ type: 'load', ...bookedPicks(data, booking) });
    void navigate(ticketPath(family, booking.code), { replace: true });
  }, [data, booking, family, dispatch, navigate]);
  if (card.error) {
    return (
      <CallErrorView
        compact
        error={card.error}
        ticketCode={booking.code}
        onRetry={() => void card.mutate()}
      />
    );
  }
  return <Loading />;
}

/** The slip of a booking code, loaded; a code nobody made says so in the player's words. */
function LoadBooking({ code }: { code: string }) {
  const intl = useIntl();
  const { data, error, mutate } = useBooking(code);
  if (data) return <IntoBuilder booking={data} />;
  if (!error) return <Loading />;
  const e = toApiError(error);
  if (e.status === 404) {
    return (
      <ErrorView
        compact
        code={e.code}
        message={intl.formatMessage(
          { id: 'booking.unknown', defaultMessage: 'No slip has the booking code {code}.' },
          { code },
        )}
      />
    );
  }
  return <CallErrorView compact error={error} onRetry={() => void mutate()} />;
}

/**
 * Load a booking code (docs/behaviour.md#booking-codes): typed here, or opened as a link
 * (/booking/<code>), its picks go on their ticket, checked against today's card.
 */
export function BookingScreen() {
  const intl = useIntl();
  const { code: linked = '' } = useParams();
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState(linked);
  const [empty, setEmpty] = useState(false);
  const code = bookingCodeOf(linked);
  const title = intl.formatMessage({ id: 'booking.title', defaultMessage: 'Load a booking code' });
  useDocumentTitle(title);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = bookingCodeOf(value);
    setEmpty(!next);
    if (next) void navigate(`/booking/${encodeURIComponent(next)}`);
  };
  return (
    <PageShell>
      <Stack>
        <h1>{title}</h1>
        <Panel aria-labelledby={id}>
          <h2 id={id}>
            <FormattedMessage id="booking.heading" defaultMessage="A friend's slip" />
          </h2>
          <Form noValidate onSubmit={submit}>
            <TextField
              label={<FormattedMessage id="booking.label" defaultMessage="Booking code" />}
              hint={
                <FormattedMessage
                  id="booking.hint"
                  defaultMessage="The 6 letters and numbers someone shared, or their link."
                />
              }
              name="booking"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setEmpty(false);
              }}
              error={
                empty
                  ? intl.formatMessage({
                      id: 'booking.empty',
                      defaultMessage: 'Please enter a booking code',
                    })
                  : undefined
              }
            />
            <PrimaryButton type="submit">
              <FormattedMessage id="booking.submit" defaultMessage="Load the slip" />
            </PrimaryButton>
          </Form>
        </Panel>
        {code && <LoadBooking key={code} code={code} />}
      </Stack>
    </PageShell>
  );
}
