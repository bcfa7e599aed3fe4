/**
 * What a ticket must reach to be placed on a card: the card's own minimum picks and minimum total
 * odds (min_ticket_events_count, min_ticket_odds), for every family whose card has them, whatever
 * its name. The placing calls (routes/placing.ts) run it once the picks are checked.
 */
import { HttpError } from '../http-utils';
import type { Card } from './catalog';
import type { Money } from './money';

/** Throws 400 when `picks` picks at total `odds` fall below the card's minimums. */
export function assertMinimums(card: Card, picks: number, odds: number): void {
  if (!('minEvents' in card)) return;
  if (picks < card.minEvents) {
    throw new HttpError(
      400,
      card.minEvents > card.events.length
        ? 'There may not be enough events in the ticket for betting. Please try again later or use other ticket'
        : { text: 'Pick at least {min} events', values: { min: card.minEvents } },
    );
  }
  if (odds < card.minOdds) {
    throw new HttpError(
      400,
      'There not enough minimum odds in the ticket for betting. Please try again',
    );
  }
}

/** An amount as the refusals name it: the currency and the figure, 2 decimals (KES 500.00). */
const amount = (value: number, currency: string) =>
  `${currency} ${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Throws 400 when the price is above what one ticket may cost (the operator's max_stake of
 * /api/init). A payout above max_payout is not refused: it is capped (finance-details and the
 * ticket pay the cap, docs/behaviour.md#money), as the summary said before the ticket was placed.
 */
export function assertWithinCaps(money: Money, price: number, currency: string): void {
  if (money.maxStake !== undefined && price > money.maxStake) {
    throw new HttpError(400, {
      text: 'The most one ticket can cost is {max}',
      values: { max: amount(money.maxStake, currency) },
    });
  }
}
