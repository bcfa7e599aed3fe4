import { css } from 'styled-components';

/**
 * The summary's rows, a label and its amount each (finance-summary.tsx, jackpot-summary.tsx): a
 * label wraps its words beside its amount; where the two do not fit on one line (a nine-figure
 * payout on a 360 px phone) the amount takes the next line whole, to the right.
 */
export const rowsLook = css`
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    column-gap: ${({ theme }) => theme.space(3)};
  }
  dt {
    flex: 1 1 8em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    flex: 0 1 auto;
    min-width: 0;
    margin: 0 0 0 auto;
    text-align: right;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: break-word;
  }
`;
