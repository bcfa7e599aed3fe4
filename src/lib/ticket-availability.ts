import { useEffect, useMemo, useState } from 'react';
import { countdown, parseTimestamp } from './countdown';

/**
 * Whether a published ticket can be played: `disabled` by the operator ("This Ticket Disabled"),
 * `expired` once its time is up (its countdown shows Expired), otherwise `open`.
 */
export type Availability = 'open' | 'expired' | 'disabled';

interface TicketTimes {
  disabled?: boolean;
  /** When the operator stops taking bets (ISO 8601, or seconds or ms since epoch). */
  expiresAt: string | number | null | undefined;
}

export function ticketAvailability(ticket: TicketTimes, now: number): Availability {
  if (ticket.disabled) return 'disabled';
  // The countdown's own rule, so "Expired" on screen and a missing bet button always agree
  // (an unreadable time counts as expired: the operator would refuse the bet anyway).
  return countdown(parseTimestamp(ticket.expiresAt), now).kind === 'expired' ? 'expired' : 'open';
}

/** setTimeout's longest delay; a later expiry is reached in steps. */
const MAX_DELAY_MS = 2_147_000_000;

/**
 * The ticket's availability, turning to `expired` by itself when the time comes. One timer for
 * that moment, not a re-render every second (the countdown text ticks on its own).
 */
export function useTicketAvailability(ticket: TicketTimes): Availability {
  const expiresAt = parseTimestamp(ticket.expiresAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!Number.isFinite(expiresAt) || now >= expiresAt) return;
    const wait = Math.min(Math.max(expiresAt - Date.now(), 0) + 20, MAX_DELAY_MS);
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [expiresAt, now]);
  return ticketAvailability({ disabled: ticket.disabled, expiresAt }, now);
}

/** A published ticket as a lobby row holds it. */
interface RowTicket {
  disabled?: boolean;
  operator_time_expires?: string | number | null;
}

const availabilityAt = (ticket: RowTicket, now: number) =>
  ticketAvailability({ disabled: ticket.disabled, expiresAt: ticket.operator_time_expires }, now);

/**
 * A lobby row's tickets, the ones that can be played first (in the order the API gave them),
 * then the expired and disabled ones, so a dead ticket never stands between live ones.
 */
export function liveFirst<T extends RowTicket>(tickets: readonly T[], now: number): T[] {
  const open = tickets.filter((t) => availabilityAt(t, now) === 'open');
  return open.length === tickets.length
    ? [...tickets]
    : [...open, ...tickets.filter((t) => availabilityAt(t, now) !== 'open')];
}

/** liveFirst, again when a ticket of the row expires (one timer, for the next expiry). */
export function useLiveFirst<T extends RowTicket>(tickets: readonly T[] | undefined): T[] {
  const [now, setNow] = useState(() => Date.now());
  const next = Math.min(
    ...(tickets ?? [])
      .map((t) => parseTimestamp(t.operator_time_expires))
      .filter((at) => Number.isFinite(at) && at > now),
  );
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const wait = Math.min(Math.max(next - Date.now(), 0) + 20, MAX_DELAY_MS);
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [next]);
  return useMemo(() => liveFirst(tickets ?? [], now), [tickets, now]);
}
