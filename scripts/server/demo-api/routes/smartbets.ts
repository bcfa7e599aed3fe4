/**
 * Generated smart bets: POST /api/smartbets/generate makes a ticket (SBX-...) from the player's
 * targets, one whose net payout (after the operator's taxes) is at least the amount to win, or
 * the closest below it when none is; GET /api/quicktipxs/{code} serves it as a quick tip X.
 */
import type { SmartbetGenerated, SmartbetGenerateRequest } from '../../../../src/types/api.gen';
import { HttpError, sendJson } from '../../http-utils';
import { HOUR, type TipCard } from '../catalog';
import { oddsAtCap, oddsForNet, round2, totalOdds } from '../finance';
import type { Route } from '../route';
import { pickedEventOf, tipCardOf } from '../shapes';
import { generateSmartPicks } from '../smartbet';
import { assertPlayable, findCard, moneyOfRequest, remember } from '../state';

export const NO_SMART_MATCH = 'No matching bet found. Please try other options.';

export const smartbetRoutes: readonly Route[] = [
  {
    method: 'POST',
    url: '/api/smartbets/generate',
    body: 'smartbet-generate-request',
    handle: ({ state, reply, ...c }) => {
      const body = c.body as SmartbetGenerateRequest;
      const { catalog, rng } = state;
      let title = 'Smart Bet';
      if (body.code !== undefined) {
        const card = findCard(state, body.code, ['smartbet']);
        assertPlayable(state, card);
        title = card.title;
      }
      const upcoming = catalog.events.filter((e) => e.startsAt > state.now() + HOUR / 4);
      // What the player takes home: the net payout after the taxes of the host's market
      // (decisions.md), never past the operator's payout cap. When no ticket reaches it (the
      // cap stops it, or the events cannot), the closest below it is offered.
      const money = moneyOfRequest(state, c.req);
      const target = oddsForNet(body.amount_to_bet, body.amount_to_win, money);
      const atCap = oddsAtCap(body.amount_to_bet, money);
      const generated = generateSmartPicks(
        upcoming,
        Number.isFinite(target) ? target : atCap,
        body.preferred_odds,
        rng,
        atCap,
      );
      if (!generated) throw new HttpError(404, NO_SMART_MATCH);
      const { picks } = generated;
      let code: string;
      do code = `SBX-${rng.chars(6)}`;
      while (catalog.cards.has(code));
      const tip: TipCard = {
        family: 'quicktipx',
        code,
        title,
        picks,
        prices: [round2(body.amount_to_bet)],
        expiresAt: Math.min(...picks.map((p) => p.event.startsAt)) - HOUR / 4,
      };
      remember(catalog.cards, code, tip);
      const events = picks.map(pickedEventOf);
      const total = totalOdds(events.map((e) => e.bet.odds));
      const out: SmartbetGenerated = {
        code,
        events,
        total_odds: total,
        stake: round2(body.amount_to_bet),
        potential_payout: Math.min(round2(body.amount_to_bet * total), money.maxPayout ?? Infinity),
        preferred_odds_kept: generated.nearPreferred,
      };
      sendJson(reply, 200, out);
    },
  },
  {
    method: 'GET',
    url: '/api/quicktipxs/:code',
    handle: ({ state, reply, params }) => {
      const card = findCard(state, params.code as string, ['quicktipx']) as TipCard;
      sendJson(reply, 200, tipCardOf(card));
    },
  },
];
