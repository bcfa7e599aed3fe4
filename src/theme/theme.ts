import type { RuntimeBrand } from '@/config/runtime-brand';

/** The styled-components theme: every colour, font and radius a component may use. */
export interface AppTheme {
  colors: RuntimeBrand['theme']['colors'];
  fonts: RuntimeBrand['theme']['fonts'];
  radii: { card: string; button: string; pill: string };
  space: (n: number) => string;
  shadow: string;
  focusRing: string;
}

export function createTheme(brand: RuntimeBrand): AppTheme {
  const { colors, fonts, radii } = brand.theme;
  return {
    colors,
    fonts,
    radii: { card: `${radii.card}px`, button: `${radii.button}px`, pill: '999px' },
    space: (n) => `${n * 4}px`,
    shadow: '0 1px 3px rgb(0 0 0 / 0.12), 0 4px 12px rgb(0 0 0 / 0.06)',
    // The brand's accent, edged in its text colour: the accent alone (often a yellow) can all but
    // vanish on a light surface; the text colour reads on the surface and the page by the brand
    // check, so some part of the ring always does.
    focusRing: `0 0 0 3px ${colors.accent}, 0 0 0 5px ${colors.text}`,
  };
}
