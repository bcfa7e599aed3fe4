import { defineMessages, type MessageDescriptor } from 'react-intl';
import { TICKET_STATUSES, type TicketStatus } from '@/types/api.gen';

/**
 * How a status looks, each tone drawn from theme colour pairs that the brand check holds to
 * WCAG AA: progress = accent/onAccent, running = primary/onPrimary, won = success/onSuccess,
 * lost = danger/onDanger, neutral = text on surface, muted = textMuted on surface.
 */
export type StatusTone = 'progress' | 'running' | 'won' | 'lost' | 'neutral' | 'muted';

const labels = defineMessages({
  pending: { id: 'ticket.status.pending', defaultMessage: 'Pending' },
  canceled: { id: 'ticket.status.canceled', defaultMessage: 'Canceled' },
  resulted: { id: 'ticket.status.resulted', defaultMessage: 'Resulted' },
  reserved: { id: 'ticket.status.reserved', defaultMessage: 'Reserved' },
  not_started: { id: 'ticket.status.notStarted', defaultMessage: 'Not started' },
  open: { id: 'ticket.status.open', defaultMessage: 'Open' },
  void: { id: 'ticket.status.void', defaultMessage: 'Void' },
  won: { id: 'ticket.status.won', defaultMessage: 'Won' },
  new: { id: 'ticket.status.new', defaultMessage: 'New' },
  lost: { id: 'ticket.status.lost', defaultMessage: 'Lost' },
  closed: { id: 'ticket.status.closed', defaultMessage: 'Closed' },
});

const tones: Record<TicketStatus, StatusTone> = {
  pending: 'progress',
  reserved: 'progress',
  new: 'progress',
  open: 'running',
  not_started: 'neutral',
  won: 'won',
  lost: 'lost',
  canceled: 'muted',
  void: 'muted',
  resulted: 'neutral',
  closed: 'muted',
};

export function isTicketStatus(value: unknown): value is TicketStatus {
  return typeof value === 'string' && (TICKET_STATUSES as readonly string[]).includes(value);
}

export interface StatusLook {
  /** The translated label, or null for a status this version does not know (show it as sent). */
  label: MessageDescriptor | null;
  tone: StatusTone;
}

/** The label and tone of a status; an unknown status (a newer API) keeps its text, muted. */
export function statusLook(status: string): StatusLook {
  if (!isTicketStatus(status)) return { label: null, tone: 'muted' };
  return { label: labels[status], tone: tones[status] };
}

/** The payment is not confirmed yet: the player must approve it on the phone (or bank). */
export function isAwaitingPayment(status: string | undefined): boolean {
  return status === 'pending' || status === 'reserved';
}

const payoutLabels = defineMessages({
  possible: { id: 'ticket.field.possibleWin', defaultMessage: 'Possible win' },
  final: { id: 'ticket.field.payout', defaultMessage: 'Final payout' },
  refund: { id: 'ticket.field.refund', defaultMessage: 'Refund' },
});

/** Statuses whose payout is settled: what was paid (0 once lost). */
const SETTLED: ReadonlySet<string> = new Set<TicketStatus>(['won', 'lost', 'resulted', 'closed']);
/** Statuses whose payout is what is given back. */
const REFUNDED: ReadonlySet<string> = new Set<TicketStatus>(['void', 'canceled']);

/**
 * What a ticket's payout figure is at `status` (docs/behaviour.md#ticket-statuses): a "Possible
 * win" until it is won or lost (an unknown status too: nothing is settled that the app knows of),
 * the "Final payout" once it is, and the "Refund" of a void or canceled ticket.
 */
export function payoutLook(status: string): { label: MessageDescriptor; settled: boolean } {
  if (SETTLED.has(status)) return { label: payoutLabels.final, settled: true };
  if (REFUNDED.has(status)) return { label: payoutLabels.refund, settled: true };
  return { label: payoutLabels.possible, settled: false };
}
