/**
 * The published tickets: GET /api/{family}_cards (the lobby list), GET /api/{family}_cards/{code}
 * (one card), and POST /api/{family}/pick-bets?mode= (suggested picks, for the families that have the call).
 */
import type { PickBetsRequest } from '../../../../src/types/api.gen';
import { HttpError, readJson, sendJson } from '../../http-utils';
import type { Card, SwipeCard } from '../catalog';
import { FAMILIES, PICK_FAMILIES, type Family } from '../families';
import { sawOddsMove } from '../odds-moved';
import { decodeParam, type Route } from '../route';
import { smartCardOf, summaryOf, superCardOf, swipeCardOf, tipCardOf } from '../shapes';
import { PICK_MODES, type PickMode, suggestPicks } from '../smartbet';
import { findCard } from '../state';
import { assertValid } from '../validation';

const families = FAMILIES.join('|');

export const cardRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: new RegExp(`^/api/(${families})_cards$`),
    handle: ({ state, res, params }) => {
      const { cards, lists } = state.catalog;
      const list = lists[params[0] as Family].map((code) => summaryOf(cards.get(code) as Card));
      sendJson(res, 200, list);
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/api/(${families})_cards/([^/]+)$`),
    handle: ({ state, req, res, params }) => {
      const family = params[0] as Family;
      let card = findCard(state, decodeParam(params[1] as string), [family]);
      if (card.family === 'quickbetx' && sawOddsMove(req)) {
        card = { ...card, events: card.events.map((ce) => ({ ...ce, stale: false })) };
      }
      switch (card.family) {
        case 'quicktip':
        case 'quicktipx':
          return sendJson(res, 200, tipCardOf(card));
        case 'smartbet':
          return sendJson(res, 200, smartCardOf(card));
        case 'superbet':
          return sendJson(res, 200, superCardOf(card));
        default:
          return sendJson(res, 200, swipeCardOf(card));
      }
    },
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/api/(${Object.keys(PICK_FAMILIES).join('|')})/pick-bets$`),
    handle: async ({ state, req, res, query, params }) => {
      const mode = query.get('mode') ?? '';
      if (!PICK_MODES.includes(mode as PickMode)) {
        req.resume();
        throw new HttpError(400, `mode must be one of ${PICK_MODES.join(', ')}`);
      }
      const body = assertValid<PickBetsRequest>('pick-bets-request', await readJson(req));
      const families = PICK_FAMILIES[params[0] as string] as readonly Card['family'][];
      const card = findCard(state, body.code, families) as SwipeCard;
      sendJson(res, 200, { picks: suggestPicks(card, mode as PickMode, state.rng) });
    },
  },
];
