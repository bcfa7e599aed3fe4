import styled, { css } from 'styled-components';

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Read by screen readers, not shown. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
