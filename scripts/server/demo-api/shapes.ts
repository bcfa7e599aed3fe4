/** The API shapes (schemas/api) of the catalogue's teams, events and cards. */
import type {
  Bet,
  Event,
  League,
  Market,
  PickedEvent,
  QuickbetxCard,
  QuicktipCard,
  SmartbetCard,
  SuperbetCard,
  Team,
  TicketSummary,
} from '../../../src/types/api.gen';
import {
  type Card,
  type CardEvent,
  type CardPick,
  type EventInfo,
  type LeagueInfo,
  type SmartCard,
  type SuperCard,
  type SwipeCard,
  type TeamInfo,
  type TipCard,
  servedMarket,
} from './catalog';
import { jackpotTermsOf, type PoolTaxes } from './jackpot';
import { MARKET_CODES } from './seed';

export const teamOf = (t: TeamInfo): Team => ({ id: t.id, name: t.name });
export const leagueOf = (l: LeagueInfo): League => ({ league_id: l.id, league_name: l.name });
const iso = (ms: number): string => new Date(ms).toISOString();

export function eventOf(ce: CardEvent): Event {
  const e = ce.event;
  return {
    id: e.id,
    home_team: teamOf(e.home),
    away_team: teamOf(e.away),
    category: leagueOf(e.league),
    starts: iso(e.startsAt),
    market: servedMarket(ce),
  };
}

export function pickedEventOf(p: CardPick): PickedEvent {
  const market = p.event.markets[p.market];
  return {
    ...eventOf({ event: p.event, market: p.market }),
    bet: market.bets[p.bet] as Bet,
  };
}

const previewUrl = (name: string): string => `/media/previews/${name}.png`;
const withDisabled = <T extends object>(o: T, disabled?: boolean): T =>
  disabled ? { ...o, disabled: true } : o;

/** The lobby list item of a card. */
export function summaryOf(card: Card): TicketSummary {
  const base = { code: card.code, title: card.title };
  const expires = iso(card.expiresAt);
  const row = (event: EventInfo, bet: Bet) => ({
    id: event.id,
    home_team: teamOf(event.home),
    away_team: teamOf(event.away),
    bet,
  });
  const favouriteBet = (m: Market): Bet => m.bets.reduce((a, b) => (b.odds < a.odds ? b : a));
  switch (card.family) {
    case 'quicktip':
    case 'quicktipx':
      return withDisabled(
        {
          ...base,
          events: card.picks.map((p) => row(p.event, p.event.markets[p.market].bets[p.bet] as Bet)),
          operator_time_expires: expires,
        },
        card.disabled,
      );
    case 'smartbet':
      return withDisabled(
        {
          ...base,
          events: [],
          operator_time_expires: expires,
          preview_img: previewUrl(card.preview),
        },
        card.disabled,
      );
    case 'superbet':
      return withDisabled(
        {
          ...base,
          events: [row(card.event, favouriteBet(card.event.markets.MRFT))],
          operator_time_expires: expires,
          event: { home_team: teamOf(card.event.home), away_team: teamOf(card.event.away) },
        },
        card.disabled,
      );
    default: {
      const summary: TicketSummary = {
        ...base,
        events: card.events.map((ce) => row(ce.event, favouriteBet(servedMarket(ce)))),
        operator_time_expires: expires,
      };
      if (card.preview) summary.preview_img = previewUrl(card.preview);
      return withDisabled(summary, card.disabled);
    }
  }
}

/** A card of swipes; a jackpot's pool priced with the brand's taxes (jackpot.ts). */
export function swipeCardOf(card: SwipeCard, taxes: PoolTaxes): QuickbetxCard {
  const out: QuickbetxCard = {
    code: card.code,
    title: card.title,
    events: card.events.map(eventOf),
    template: card.template,
    stakes: card.stakes,
    prices: card.prices,
    open_stake: card.openStake,
    allow_skip: card.allowSkip,
    min_ticket_events_count: card.minEvents,
    min_ticket_odds: card.minOdds,
    operator_time_expires: iso(card.expiresAt),
  };
  if (card.preview) out.preview_img = previewUrl(card.preview);
  if (card.jackpotAmount !== undefined) out.jackpot_amount = card.jackpotAmount;
  if (card.jackpot) out.jackpot = jackpotTermsOf(card.jackpot, taxes);
  return withDisabled(out, card.disabled);
}

export function tipCardOf(card: TipCard): QuicktipCard {
  return withDisabled(
    {
      code: card.code,
      title: card.title,
      events: card.picks.map(pickedEventOf),
      prices: card.prices,
      operator_time_expires: iso(card.expiresAt),
    },
    card.disabled,
  );
}

export function smartCardOf(card: SmartCard): SmartbetCard {
  return withDisabled(
    {
      code: card.code,
      title: card.title,
      preview_img: previewUrl(card.preview),
      prices: card.prices,
      operator_time_expires: iso(card.expiresAt),
    },
    card.disabled,
  );
}

export function superCardOf(card: SuperCard): SuperbetCard {
  const e = card.event;
  return withDisabled(
    {
      code: card.code,
      title: card.title,
      event: {
        id: e.id,
        home_team: teamOf(e.home),
        away_team: teamOf(e.away),
        category: leagueOf(e.league),
        starts: iso(e.startsAt),
        markets: MARKET_CODES.map((c) => e.markets[c]),
      },
      prices: card.prices,
      operator_time_expires: iso(card.expiresAt),
    },
    card.disabled,
  );
}
