import { defineMessage, type MessageDescriptor } from 'react-intl';

/**
 * An event's two teams, as every screen names a match ("Napoli vs Juventus"). A module of its
 * own: the deck's first load takes it without the pick names of src/components/pick-name.tsx.
 */
export const MATCH_NAME: MessageDescriptor = defineMessage({
  id: 'ticket.event.teams',
  defaultMessage: '{home} vs {away}',
});
