import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useFormat } from '@/hooks/use-format';
import type { JackpotTerms } from '@/types/api.gen';
import { rowsLook } from './summary-rows';
import { HintBanner } from './ticket-hints';

// The summary's look (finance-summary.tsx): a label and its amount per row, the amount taking
// the next line whole where the two do not fit on a 360 px phone.
const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.background};
  h3 {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    font-size: 1rem;
  }
`;

const Rows = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  ${rowsLook}
`;

// A tier's prize after tax is its second description (dd + dd), on a line of its own.
const Tier = styled.div<{ $top: boolean }>`
  dt {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ $top }) => ($top ? 700 : 400)};
  }
  dd {
    font-size: ${({ $top }) => ($top ? '1.125rem' : '1rem')};
  }
  dd + dd {
    flex: 1 0 100%;
    font-size: 0.875rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The prizes by correct picks, the jackpot first, each with what is paid after tax. */
function Prizes({
  terms,
  total,
  money,
}: {
  terms: JackpotTerms;
  total: number;
  money: (value: number, options?: { whole?: boolean }) => string;
}) {
  const { percent } = useFormat();
  return (
    <Rows>
      {terms.tiers.map((tier, i) => (
        <Tier key={tier.correct} $top={i === 0}>
          <dt>
            {i === 0 ? (
              <FormattedMessage
                id="jackpot.summary.topTier"
                defaultMessage="{correct} of {total} correct: the jackpot"
                values={{ correct: tier.correct, total }}
              />
            ) : (
              <FormattedMessage
                id="jackpot.summary.tier"
                defaultMessage="{correct} of {total} correct"
                values={{ correct: tier.correct, total }}
              />
            )}
          </dt>
          {/* A prize as jackpots are named: KES 1,000,000 (its cents only when it has some). */}
          <dd>{money(tier.prize, { whole: Number.isInteger(tier.prize) })}</dd>
          {tier.wht_amount > 0 && (
            <dd>
              <FormattedMessage
                id="jackpot.summary.afterTax"
                defaultMessage="{amount} after withholding tax ({rate})"
                values={{ amount: money(tier.net_prize), rate: percent(terms.wht) }}
              />
            </dd>
          )}
        </Tier>
      ))}
    </Rows>
  );
}

/**
 * A jackpot's summary (docs/behaviour.md#jackpots): a pool, so its one entry price, the prizes by
 * correct picks as the card names them (the jackpot first) with the withholding tax on each win,
 * and how many of its events are picked. Never a product of odds, never a payout from them: the
 * figures are the API's (the card's `jackpot`).
 */
export function JackpotSummary({
  terms,
  picked,
  total,
}: {
  terms: JackpotTerms;
  picked: number;
  total: number;
}) {
  const { money: formatMoney, percent } = useFormat();
  // The space between the currency and the figure is one a line may break at.
  const money = (value: number, options?: { whole?: boolean }) =>
    formatMoney(value, options).replace(/\u00a0/g, ' ');
  return (
    <>
      <Box aria-live="polite">
        <Rows>
          <div>
            <dt>
              <FormattedMessage id="jackpot.summary.price" defaultMessage="Entry price" />
            </dt>
            <dd>{money(terms.price)}</dd>
          </div>
          {/* A tax of 0 does not show (decisions.md). */}
          {terms.ext_amount > 0 && (
            <div>
              <dt>
                <FormattedMessage
                  id="jackpot.summary.excise"
                  defaultMessage="Excise tax ({rate})"
                  values={{ rate: percent(terms.ext) }}
                />
              </dt>
              <dd>{money(terms.ext_amount)}</dd>
            </div>
          )}
          <div>
            <dt>
              <FormattedMessage id="jackpot.summary.picked" defaultMessage="Picked" />
            </dt>
            <dd>
              <FormattedMessage
                id="jackpot.summary.pickedCount"
                defaultMessage="{count} of {total}"
                values={{ count: picked, total }}
              />
            </dd>
          </div>
        </Rows>
        <h3>
          <FormattedMessage id="jackpot.summary.prizes" defaultMessage="Prizes" />
        </h3>
        <Prizes terms={terms} total={total} money={money} />
      </Box>
      {picked < total && (
        <HintBanner role="status">
          <FormattedMessage
            id="jackpot.hint.pickEvery"
            defaultMessage="Pick every match to play: {count} of {total} picked."
            values={{ count: picked, total }}
          />
        </HintBanner>
      )}
    </>
  );
}
