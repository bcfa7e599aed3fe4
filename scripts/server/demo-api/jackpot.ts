/**
 * A jackpot is a pool (docs/behaviour.md#jackpots): one fixed entry price, every event picked, and
 * prizes by the number of correct picks (all correct: the jackpot), never a product of odds. This
 * module prices a card's pool with the brand's taxes, checks an entry, and settles a ticket by
 * the tier it reached.
 */
import type { JackpotTerms, PrizeTier, TicketStatus } from '../../../src/types/api.gen';
import { HttpError } from '../http-utils';
import type { Card, JackpotPool } from './catalog';
import { exciseOn, round2, stakeAfterTax } from './finance';
import type { Money } from './money';

/**
 * The taxes a pool is priced with, those of the market of the request's host (money.ts): excise
 * on the entry, withholding on a win (percent).
 */
export type PoolTaxes = Pick<Money, 'ext' | 'wht'>;

/**
 * The prizes of an entry staked `stake` (the price after excise), each with its withholding tax
 * on the winnings (prize - stake, as /api/finance-details taxes a win), 2 decimals.
 */
export function prizeTiers(pool: JackpotPool, stake: number, wht: number): PrizeTier[] {
  const rate = Math.min(Math.max(wht, 0), 100);
  return pool.tiers.map(({ correct, prize }) => {
    const whtAmount = Math.max(0, round2(((prize - stake) * rate) / 100));
    return {
      correct,
      prize,
      wht_amount: whtAmount,
      net_prize: Math.max(0, round2(prize - whtAmount)),
    };
  });
}

/** The pool as a card serves it (its `jackpot`), priced with the brand's taxes. */
export function jackpotTermsOf(pool: JackpotPool, taxes: PoolTaxes): JackpotTerms {
  const stake = stakeAfterTax(pool.price, taxes.ext);
  return {
    price: pool.price,
    stake,
    ext: taxes.ext,
    ext_amount: exciseOn(pool.price, taxes.ext),
    wht: taxes.wht,
    tiers: prizeTiers(pool, stake, taxes.wht),
  };
}

/** The pool of a card, when it is a jackpot's. */
export const poolOf = (card: Card): JackpotPool | undefined =>
  'jackpot' in card ? card.jackpot : undefined;

/**
 * Refuses an entry that is not the pool's (400): a price other than the entry price, or not
 * every event picked. The same rules as the slip's (src/features/betslip/jackpot-summary.tsx).
 */
export function assertJackpotEntry(
  pool: JackpotPool,
  eventCount: number,
  price: number,
  picks: number,
): void {
  if (round2(price) !== pool.price) {
    throw new HttpError(400, {
      text: 'A jackpot entry costs {price}: send that price',
      values: { price: String(pool.price) },
    });
  }
  if (picks < eventCount) {
    throw new HttpError(400, {
      text: 'Pick every event of the jackpot: {picked} of {total} picked',
      values: { picked: String(picks), total: String(eventCount) },
    });
  }
}

/** What a jackpot ticket pays and its tax: the top prize while it runs, the reached tier's once won. */
export function jackpotPayout(
  tiers: readonly PrizeTier[],
  status: TicketStatus,
  correct: number,
  price: number,
): { payout: number; wht: number } {
  const top = tiers[0];
  switch (status) {
    case 'lost':
    case 'canceled':
      return { payout: 0, wht: 0 };
    case 'void':
      return { payout: price, wht: 0 };
    case 'won':
    case 'resulted':
    case 'closed': {
      const reached = tiers.find((t) => t.correct <= correct);
      return reached
        ? { payout: reached.net_prize, wht: reached.wht_amount }
        : { payout: 0, wht: 0 };
    }
    default:
      return { payout: top?.net_prize ?? 0, wht: top?.wht_amount ?? 0 };
  }
}
