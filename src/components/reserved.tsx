import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

/**
 * A reserved shape: the room a text or a picture takes once its data has arrived, so that
 * nothing moves when it does. The page's HTML paints the same shapes before any script runs
 * (scripts/build/shells.ts prerenders each screen in its loading state).
 */
export const Reserved = styled.span<{ $width?: string; $height?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  max-width: 100%;
  height: ${({ $height = '1em' }) => $height};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.border};
`;

/** Says to screen readers what the reserved shapes stand for. */
export function LoadingNote() {
  return (
    <VisuallyHidden role="status">
      <FormattedMessage id="common.loading" defaultMessage="Loading..." />
    </VisuallyHidden>
  );
}
