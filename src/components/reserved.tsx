import { FormattedMessage } from 'react-intl';
import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const sweep = keyframes`
  to {
    transform: translateX(100%);
  }
`;
const breathe = keyframes`
  to {
    opacity: 0.5;
  }
`;

/**
 * The progress cue of a reserved shape while its data is on the way: a band of light
 * sweeps across it every 1.6 s, so a player on a slow link sees that something is coming rather
 * than a still grey. Only a layer's transform moves (no repaint per frame). With reduced motion
 * nothing moves: the shape fades to half and back every 2.4 s instead (a dissolve, as motion
 * guidelines suggest in place of movement). Its `!important`: the global style gives every
 * animation 0.01 ms with reduced motion, which would make the fade a flicker.
 * `band`: the colour the band is mixed from, the surface's on a grey shape, the text's on a shape
 * of the surface's colour (a card). The page's shell paints it too (the same components), before
 * any script.
 */
export const pendingCue = (band: (theme: DefaultTheme) => string) => css`
  position: relative;
  overflow: hidden;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      90deg,
      transparent,
      color-mix(in srgb, ${({ theme }) => band(theme)} 50%, transparent),
      transparent
    );
    transform: translateX(-100%);
    animation: ${sweep} 1.6s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: ${breathe} 1.2s ease-in-out infinite alternate;
    animation-duration: 1.2s !important;
    &::after {
      content: none;
    }
  }
`;

/** The band of a grey shape, and of a shape of the surface's colour (a card's). */
export const ON_GREY = (theme: DefaultTheme) => theme.colors.surface;
export const ON_SURFACE = (theme: DefaultTheme) =>
  `color-mix(in srgb, ${theme.colors.text} 16%, transparent)`;

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
  ${pendingCue(ON_GREY)}
`;

/** Says to screen readers what the reserved shapes stand for. */
export function LoadingNote() {
  return (
    <VisuallyHidden role="status">
      <FormattedMessage id="common.loading" defaultMessage="Loading..." />
    </VisuallyHidden>
  );
}
