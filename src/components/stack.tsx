import styled from 'styled-components';

/** Vertical rhythm for a screen's blocks. */
export const Stack = styled.div<{ $gap?: number }>`
  display: grid;
  gap: ${({ theme, $gap = 4 }) => theme.space($gap)};
  min-width: 0;

  h1 {
    margin: 0;
    font-size: 1.5rem;
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

/** A button that looks like a link (an action that does not navigate). */
export const LinkButton = styled.button`
  padding: ${({ theme }) => theme.space(2)} 0;
  min-height: 44px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
