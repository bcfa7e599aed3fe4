import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { TicketType } from '@/types/api.gen';

/** Player-facing names of the ticket families (the lobby card headings' wording). */
const names = defineMessages({
  quicktip: { id: 'ticket.type.quicktip', defaultMessage: 'Quick tips' },
  quicktipx: { id: 'ticket.type.quicktipx', defaultMessage: 'Smartbet tip' },
  smartbet: { id: 'ticket.type.smartbet', defaultMessage: 'Smartbet' },
  superbet: { id: 'ticket.type.superbet', defaultMessage: 'Superbet' },
  quickbet: { id: 'ticket.type.quickbet', defaultMessage: 'QuickBets' },
  jackpot: { id: 'ticket.type.jackpot', defaultMessage: 'Jackpots' },
  quickbetx: { id: 'ticket.type.quickbetx', defaultMessage: 'QuickbetX' },
});

/** The name of a ticket type (API) or family (routes); null for a type this version does not know. */
export function ticketTypeName(type: string): MessageDescriptor | null {
  return Object.hasOwn(names, type) ? names[type as TicketType] : null;
}
