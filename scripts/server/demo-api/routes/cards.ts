/**
 * The published tickets: GET /api/{family}_cards (the lobby list), GET /api/{family}_cards/{code}
 * (one card), and POST /api/{family}/pick-bets?mode= (suggested picks, for the families that have the call).
 */
import type { PickBetsRequest } from '../../../../src/types/api.gen';
import { HttpError, sendJson } from '../../http-utils';
import type { Card, SwipeCard } from '../catalog';
import { FAMILIES, PICK_FAMILIES, type Family } from '../families';
import { sawOddsMove } from '../odds-moved';
import type { RequestContext, Route } from '../route';
import { smartCardOf, summaryOf, superCardOf, swipeCardOf, tipCardOf } from '../shapes';
import { PICK_MODES, type PickMode, suggestPicks } from '../smartbet';
import { findCard, moneyOfRequest } from '../state';

/** One card of a family, in the shape of its family. */
function sendCard(family: Family, { state, req, reply, params }: RequestContext) {
  let card = findCard(state, params.code as string, [family]);
  if (card.family === 'quickbetx' && sawOddsMove(req)) {
    card = { ...card, events: card.events.map((ce) => ({ ...ce, stale: false })) };
  }
  switch (card.family) {
    case 'quicktip':
    case 'quicktipx':
      return sendJson(reply, 200, tipCardOf(card));
    case 'smartbet':
      return sendJson(reply, 200, smartCardOf(card));
    case 'superbet':
      return sendJson(reply, 200, superCardOf(card));
    default:
      return sendJson(reply, 200, swipeCardOf(card, moneyOfRequest(state, req)));
  }
}

export const cardRoutes: readonly Route[] = [
  ...FAMILIES.map((family): Route => ({
    method: 'GET',
    url: `/api/${family}_cards`,
    handle: ({ state, reply }) => {
      const { cards, lists } = state.catalog;
      const list = lists[family].map((code) => summaryOf(cards.get(code) as Card));
      sendJson(reply, 200, list);
    },
  })),
  ...FAMILIES.map((family): Route => ({
    method: 'GET',
    url: `/api/${family}_cards/:code`,
    handle: (c) => sendCard(family, c),
  })),
  ...Object.entries(PICK_FAMILIES).map(([call, families]): Route => ({
    method: 'POST',
    url: `/api/${call}/pick-bets`,
    body: 'pick-bets-request',
    handle: ({ state, reply, query, body }) => {
      const mode = query.get('mode') ?? '';
      if (!PICK_MODES.includes(mode as PickMode)) {
        throw new HttpError(400, `mode must be one of ${PICK_MODES.join(', ')}`);
      }
      const { code } = body as PickBetsRequest;
      const card = findCard(state, code, families) as SwipeCard;
      sendJson(reply, 200, { picks: suggestPicks(card, mode as PickMode, state.rng) });
    },
  })),
];
