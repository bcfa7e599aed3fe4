import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/link';
import styled from 'styled-components';
import { useInit } from '@/api/init';
import { useTicket } from '@/api/tickets';
import { PrimaryButton, SecondaryButton } from '@/components/button';
import { ErrorView } from '@/components/error-view';
import { Loading } from '@/components/loading';
import { PageShell } from '@/components/page-shell';
import { Panel } from '@/components/panel';
import { PlayerInfo } from '@/components/player-info';
import { Stack } from '@/components/stack';
import { TextField } from '@/components/text-field';
import { TicketDetails } from '@/components/ticket-details';
import { useBrand } from '@/config/brand-context';
import { toApiError } from '@/lib/api-error';
import type { PlacedTicket } from '@/lib/placed-tickets';
import { placedTicketsAtom } from '@/lib/placed-tickets';
import { useAtomValue } from '@/lib/state';
import { trackingPathOf } from '@/lib/families';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { codeFromInput, orderPlacedTickets } from './history-list';
import { MyTickets } from './my-tickets';
import { List } from './ticket-list';
import { KeptTicketRow, TicketRow } from './ticket-row';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Found = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const FoundHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A friend's slip is loaded by its booking code, where the operator makes them. */
function BookingLink() {
  if (useInit().data?.bookings !== true) return null;
  return (
    <p>
      <Link to="/booking">
        <FormattedMessage
          id="history.booking"
          defaultMessage="Have a booking code? Load the slip"
        />
      </Link>
    </p>
  );
}

/**
 * Ticket history (docs/behaviour.md#history): any ticket by its code, the player's tickets from
 * any device (My tickets), and the tickets placed from this browser.
 */
export function HistoryScreen() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const code = codeFromInput(search.get('code') ?? '');
  useDocumentTitle(intl.formatMessage({ id: 'history.title', defaultMessage: 'Ticket history' }));

  return (
    <PageShell>
      <Stack>
        <h1>
          <FormattedMessage id="history.title" defaultMessage="Ticket history" />
        </h1>
        <FindTicket
          initial={code}
          onFind={(next) =>
            setSearch(
              (current) => {
                // The list's filters stay as they were (history-filters.ts).
                const search = new URLSearchParams(current);
                if (next) search.set('code', next);
                else search.delete('code');
                return search;
              },
              { replace: false },
            )
          }
        />
        {code && <FoundTicket key={`found:${code}`} code={code} />}
        <BookingLink />
        <MyTickets />
        <PlacedHere />
        <PlayerInfo />
      </Stack>
    </PageShell>
  );
}

function FindTicket({ initial, onFind }: { initial: string; onFind: (code: string) => void }) {
  const byPhone = useBrand().payments.providers.some((p) => p !== 'bank');
  const id = useId();
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  const [empty, setEmpty] = useState(false);
  // The address's code (Back, Forward) fills the field; the field, and its focus, stay.
  const [shown, setShown] = useState(initial);
  if (initial !== shown) {
    setShown(initial);
    setValue(initial);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = codeFromInput(value);
    if (!code) {
      setEmpty(true);
      input.current?.focus();
      // No earlier search's answer beside the new message.
      if (initial) onFind('');
      return;
    }
    setValue(code);
    onFind(code);
  };

  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id="history.find.heading" defaultMessage="Find a ticket" />
      </h2>
      <Form noValidate role="search" onSubmit={submit}>
        <TextField
          ref={input}
          label={<FormattedMessage id="history.find.label" defaultMessage="Ticket code" />}
          hint={
            // A brand that pays by bank alone sends no SMS: its players read the code on the
            // ticket's page (where the bank payment ends).
            byPhone ? (
              <FormattedMessage
                id="history.find.hint"
                defaultMessage="The code from your SMS or a shared ticket link."
              />
            ) : (
              <FormattedMessage
                id="history.find.hintBank"
                defaultMessage="The code on your ticket's page or in a shared ticket link."
              />
            )
          }
          name="code"
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
                  id: 'history.find.empty',
                  defaultMessage: 'Please enter a ticket code',
                })
              : undefined
          }
        />
        <PrimaryButton type="submit">
          <FormattedMessage id="history.find.submit" defaultMessage="Find ticket" />
        </PrimaryButton>
      </Form>
    </Panel>
  );
}

function FoundTicket({ code }: { code: string }) {
  const { data, error, mutate } = useTicket(code);
  if (!data) {
    if (error) {
      const e = toApiError(error);
      // Codes are written in capitals: one typed in small letters that is not found is looked
      // up in capitals too (t-won-1 finds T-WON-1).
      if (e.status === 404 && code !== code.toUpperCase()) {
        return <FoundTicket code={code.toUpperCase()} />;
      }
      const final = e.status >= 400 && e.status < 500;
      return (
        <ErrorView
          compact
          code={e.code}
          message={e.message}
          onRetry={final ? undefined : () => void mutate()}
        />
      );
    }
    return <Loading />;
  }
  const tracking = trackingPathOf(data.type, data.code);
  return (
    <Found aria-live="polite">
      <FoundHead>
        <h2>
          <FormattedMessage
            id="tracking.title"
            defaultMessage="Ticket {code}"
            values={{ code: data.code }}
          />
        </h2>
        <SecondaryButton as={Link} to={tracking}>
          <FormattedMessage id="history.openTracking" defaultMessage="Open tracking" />
        </SecondaryButton>
      </FoundHead>
      <TicketDetails ticket={data} level={3} />
    </Found>
  );
}

function PlacedHere() {
  const id = useId();
  const tickets = orderPlacedTickets(useAtomValue(placedTicketsAtom));
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id="history.placed.heading" defaultMessage="Placed on this device" />
      </h2>
      {tickets.length ? (
        <List>
          {tickets.map((t) => (
            <li key={t.code}>
              <PlacedRow ticket={t} />
            </li>
          ))}
        </List>
      ) : (
        <Muted>
          <FormattedMessage
            id="history.placed.none"
            defaultMessage="No tickets placed from this browser yet. The tickets you place here are listed, newest first."
          />
        </Muted>
      )}
    </Panel>
  );
}

/** A ticket of this browser's list: as the API answers it, what the browser kept until then. */
function PlacedRow({ ticket }: { ticket: PlacedTicket }) {
  const { data } = useTicket(ticket.code);
  return data ? <TicketRow ticket={data} title={ticket.title} /> : <KeptTicketRow {...ticket} />;
}
