import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { css } from 'styled-components';
import { Odds } from '@/components/odds';
import { useFormat } from '@/hooks/use-format';
import type { Pick } from '@/lib/betslip';
import { totalOdds } from '@/lib/odds';
import { useOfferedAmounts } from './offered-amounts';
import { useSlipSummary } from './use-slip-summary';
import type { QuickbetxCard } from '@/types/api.gen';
import { rowsLook } from './summary-rows';

const Line = styled.div<{ $sticky?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  ${({ $sticky, theme }) =>
    $sticky &&
    css`
      position: sticky;
      z-index: 3;
      bottom: ${theme.space(2)};
      box-shadow: ${theme.shadow};
    `}
`;

const Figures = styled.dl`
  flex: 1 1 12rem;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  ${rowsLook}
`;

/**
 * The slip while the player picks: the picks' total odds and what the ticket pays at the price
 * chosen, from /api/finance-details as the summary shows it (the client computes no money), and
 * the way to the summary. A pick being priced shows its odds at once and the payout once known.
 */
export function SlipLine({
  family,
  card,
  picks,
  total,
  sticky,
  children,
}: {
  family: string;
  card: QuickbetxCard;
  picks: readonly Pick[];
  /** The events the ticket offers (a jackpot needs every one). */
  total: number;
  /** Kept in view at the foot of the screen (the click view's list). */
  sticky?: boolean;
  /** The way to the summary. */
  children: ReactNode;
}) {
  const { money } = useFormat();
  const { amounts } = useOfferedAmounts(card);
  const pool = card.jackpot;
  const slip = useSlipSummary(family, card.code, amounts, !!card.open_stake, picks, pool);
  const data = slip.finance.data;
  const known = !slip.refreshing && !slip.finance.isLoading && data;
  if (pool) {
    // A pool is not priced by its odds: what it needs is every event (docs/behaviour.md#jackpots).
    return (
      <Line $sticky={sticky} data-testid="slip-line">
        <span>
          <FormattedMessage
            id="swipe.count"
            defaultMessage="{picked} of {total} picked"
            values={{ picked: picks.length, total }}
          />
        </span>
        {children}
      </Line>
    );
  }
  return (
    <Line $sticky={sticky} data-testid="slip-line">
      <Figures>
        <div>
          <dt>
            <FormattedMessage id="betslip.summary.odds" defaultMessage="Total odds" />
          </dt>
          <dd>
            <Odds value={totalOdds(picks.map((p) => p.odds))} />
          </dd>
        </div>
        {slip.price !== undefined && (
          <div>
            <dt>
              <FormattedMessage
                id="slip.netFor"
                defaultMessage="Net payout for {price}"
                values={{ price: money(slip.price) }}
              />
            </dt>
            <dd aria-busy={!known}>{known ? money(data.net_payout) : '…'}</dd>
          </div>
        )}
      </Figures>
      {children}
    </Line>
  );
}
