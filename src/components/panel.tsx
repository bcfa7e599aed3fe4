import styled from 'styled-components';

/** A card-like block on the page: surface colour, border and the brand's card radius. */
export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  h2,
  h3 {
    margin: 0;
    font-size: 1.125rem;
    line-height: 1.25;
  }
`;

/**
 * A two-column list of labelled facts (label left, value right) that wraps on narrow screens. The
 * labels take at most half the width, wrapping first: a code or a date beside a long label
 * ("Endgültige Auszahlung") keeps the room to show whole.
 */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: fit-content(50%) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;
