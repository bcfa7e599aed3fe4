import { defineMessages, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { resultStatus } from '@/lib/ticket-result';
import type { Ticket } from '@/types/api.gen';

/**
 * What a ticket's status means, where its label alone leaves the player asking (docs/behaviour.md#ticket-statuses):
 * "Resulted": won or lost? "Canceled": is anything given back? A settled ticket says whether it
 * won by its final payout; a void one, and a canceled one with money back, points at its refund,
 * the figure the operator gives back. None while the screen's own banners say it (awaiting payment, the SMS code).
 */
const notes = defineMessages({
  notStarted: {
    id: 'tracking.statusNote.notStarted',
    defaultMessage: 'Placed. Its first match has not started yet.',
  },
  open: {
    id: 'tracking.statusNote.open',
    defaultMessage: 'Placed and running: it is settled once its last match has a result.',
  },
  won: {
    id: 'tracking.statusNote.won',
    defaultMessage: 'This ticket won. Its final payout is below.',
  },
  lost: { id: 'tracking.statusNote.lost', defaultMessage: 'This ticket did not win.' },
  settledWon: {
    id: 'tracking.statusNote.settledWon',
    defaultMessage:
      'Settled: every match has its result, and this ticket won. Its final payout is below.',
  },
  settledLost: {
    id: 'tracking.statusNote.settledLost',
    defaultMessage: 'Settled: every match has its result, and this ticket did not win.',
  },
  void: {
    id: 'tracking.statusNote.void',
    defaultMessage: 'Void: this ticket does not count. Its refund is below.',
  },
  canceled: {
    id: 'tracking.statusNote.canceled',
    defaultMessage: 'Canceled: this ticket will not be played.',
  },
  canceledRefund: {
    id: 'tracking.statusNote.canceledRefund',
    defaultMessage: 'Canceled: this ticket will not be played. Its refund is below.',
  },
});

function noteOf({ status, final_payout }: Pick<Ticket, 'status' | 'final_payout'>) {
  switch (status) {
    case 'not_started':
      return notes.notStarted;
    case 'open':
      return notes.open;
    case 'won':
      return notes.won;
    case 'lost':
      return notes.lost;
    case 'resulted':
    case 'closed':
      return resultStatus({ status, final_payout }) === 'won'
        ? notes.settledWon
        : notes.settledLost;
    case 'void':
      return notes.void;
    case 'canceled':
      return final_payout > 0 ? notes.canceledRefund : notes.canceled;
    default:
      return null;
  }
}

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The sentence under the ticket's status, or nothing where the status needs none. */
export function StatusNote({ ticket }: { ticket: Pick<Ticket, 'status' | 'final_payout'> }) {
  const note = noteOf(ticket);
  return note ? (
    <Note data-status-note={ticket.status}>
      <FormattedMessage {...note} />
    </Note>
  ) : null;
}
