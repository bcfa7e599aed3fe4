import { css } from 'styled-components';

/** A list shown without bullets or indent (its items laid out by the list's own styles). */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A row of a ticket's picks: match and market on the left, odds on the right, rows ruled apart. */
export const pickRow = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
  &:last-child {
    padding-bottom: 0;
  }
`;
