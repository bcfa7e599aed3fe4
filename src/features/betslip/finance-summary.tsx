import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { css } from 'styled-components';
import type { useFinanceDetails } from '@/api/finance-details';
import type { FinanceDetails } from '@/types/api.gen';
import { CallErrorView } from '@/components/error-view';
import { Odds } from '@/components/odds';
import { useBrand } from '@/config/brand-context';
import { pageLicence } from '@/config/page-licence';
import { useLocalText } from '@/hooks/intl';
import { useFormat } from '@/hooks/use-format';
import { rowsLook } from './summary-rows';

// min-height: room for every row before the figures arrive, so no layout shift.
const box = css`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.background};
  min-height: 13.5rem;
`;

const Box = styled.div`
  ${box}
  display: grid;
  place-content: center;
`;

// Each row a label and its amount. A label wraps its words beside its amount; where the two do
// not fit on one line (a nine-figure payout on a 360 px phone) the amount takes the next line
// whole, to the right. Only an amount wider than the whole row breaks: after its currency, then
// inside the figure. The page never scrolls sideways. Fewer rows (no tax of 0) keep the room,
// packed at the top.
const List = styled.dl`
  ${box}
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1)};
  ${rowsLook}
`;

const Strong = styled.dd`
  && {
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Note = styled.p`
  margin: 0;
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A tax row's label: the market's name for it (the host's licence), else our words. */
function TaxLabel({ kind, rate }: { kind: 'stake' | 'winnings'; rate: string }) {
  const brand = useBrand();
  const local = useLocalText();
  const names = pageLicence(brand)?.taxNames?.[kind];
  const name = names ? local(names) : '';
  if (name) {
    return (
      <FormattedMessage
        id="betslip.summary.taxNamed"
        defaultMessage="{name} ({rate})"
        values={{ name, rate }}
      />
    );
  }
  return kind === 'stake' ? (
    <FormattedMessage
      id="betslip.summary.excise"
      defaultMessage="Excise tax ({rate})"
      values={{ rate }}
    />
  ) : (
    <FormattedMessage
      id="betslip.summary.wht"
      defaultMessage="Withholding tax ({rate})"
      values={{ rate }}
    />
  );
}

type Row = [label: ReactNode, value: ReactNode];

/** The rows of the summary above its net payout: no row of a tax of 0, Max win where capped. */
function summaryRows(
  data: FinanceDetails,
  money: (value: number) => string,
  percent: (value: number) => string,
): Row[] {
  const capped = !!data.capped && data.max_payout !== undefined;
  return (
    [
      [
        <FormattedMessage key="p" id="betslip.summary.price" defaultMessage="Price" />,
        money(data.price),
      ],
      [
        <FormattedMessage key="o" id="betslip.summary.odds" defaultMessage="Total odds" />,
        <Odds value={data.total_odds} />,
      ],
      [
        <FormattedMessage key="s" id="betslip.summary.stake" defaultMessage="Stake" />,
        money(data.stake),
      ],
      data.ext > 0 && [
        <TaxLabel key="e" kind="stake" rate={percent(data.ext)} />,
        money(data.ext_amount),
      ],
      data.wht > 0 && [
        <TaxLabel key="w" kind="winnings" rate={percent(data.wht)} />,
        money(data.wht_amount),
      ],
      capped && [
        <FormattedMessage key="m" id="betslip.summary.maxWin" defaultMessage="Max win" />,
        money(data.max_payout!),
      ],
      [
        <FormattedMessage key="g" id="betslip.summary.gross" defaultMessage="Gross payout" />,
        money(data.gross_payout),
      ],
    ] as (Row | false)[]
  ).filter((row): row is Row => row !== false);
}

/**
 * The summary from /api/finance-details: price, total odds, stake, taxes and payouts, as the API
 * answered them (the client computes no money). A tax of 0 shows no row; each tax is named as the
 * market names it; where the operator's cap bites, a Max win row says what one ticket can win at
 * most, and the payouts are the capped ones (docs/behaviour.md#money).
 */
export function FinanceSummary({
  result: { data, error, isLoading, retry },
}: {
  result: ReturnType<typeof useFinanceDetails>;
}) {
  const { money: formatMoney, percent } = useFormat();
  // The space between the currency and the figure is one a line may break at (see List).
  const money = (value: number) => formatMoney(value).replace(/\u00a0/g, ' ');
  const rows = data ? summaryRows(data, money, percent) : [];
  const capped = !!data?.capped && data.max_payout !== undefined;
  // Its own error view (code and retry): the rest of the payment block stays.
  if (error) return <CallErrorView compact error={error} onRetry={retry} />;
  if (!data) {
    return (
      <Box aria-busy={isLoading} aria-live="polite">
        <Note>
          {isLoading ? (
            <FormattedMessage id="common.loading" defaultMessage="Loading..." />
          ) : (
            <FormattedMessage
              id="betslip.summary.empty"
              defaultMessage="Pick your outcomes and a price to see your payout."
            />
          )}
        </Note>
      </Box>
    );
  }
  return (
    <List aria-live="polite">
      {rows.map(([label, value], i) => (
        <div key={i}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div>
        <dt>
          <FormattedMessage id="betslip.summary.net" defaultMessage="Net payout" />
        </dt>
        <Strong>{money(data.net_payout)}</Strong>
      </div>
      {capped && (
        <Note role="status">
          <FormattedMessage
            id="betslip.summary.capped"
            defaultMessage="Your payout is capped at {max}, the most one ticket can win."
            values={{ max: money(data.max_payout!) }}
          />
        </Note>
      )}
    </List>
  );
}
