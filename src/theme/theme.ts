import type { RuntimeBrand } from '@/config/runtime-brand';

type Colors = RuntimeBrand['theme']['colors'];

/** The styled-components theme: every colour, font and radius a component may use. */
export interface AppTheme {
  /**
   * Each colour as a reference to a custom property of the page's root (`var(--primary)`), whose
   * value the global style declares (`variables`): a component's rules, and so the class names
   * styled-components derives from them, are the same for every brand. The build renders one page
   * shell for every brand of a shape and gives each its colours (src/app/prerender.tsx); the
   * server's first screen shares the page's rules by name (scripts/server/page-answers.ts).
   */
  colors: Colors;
  /** The colours' declarations, `--primary:#0b5d3b;...`, for the root (global-style.ts). */
  variables: string;
  fonts: RuntimeBrand['theme']['fonts'];
  radii: { card: string; button: string; pill: string };
  space: (n: number) => string;
  shadow: string;
  focusRing: string;
}

export function createTheme(brand: RuntimeBrand): AppTheme {
  const { colors: values, fonts, radii } = brand.theme;
  const names = Object.keys(values) as (keyof Colors)[];
  const colors = Object.fromEntries(names.map((name) => [name, `var(--${name})`])) as Colors;
  return {
    colors,
    variables: names.map((name) => `--${name}:${values[name]};`).join(''),
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
