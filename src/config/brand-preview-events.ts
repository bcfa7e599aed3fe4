import type { RuntimeBrand } from './runtime-brand';

/**
 * Live brand preview (npm run dev): what the dev server (scripts/dev/brand-preview.ts) and the page
 * (src/app/brand-preview.ts) say to each other over Vite's HMR connection.
 */
export const BRAND_PREVIEW_EVENTS = {
  /** Server -> page: the brand file was edited and passes its checks; the brand as stamped. */
  brand: 'betdeck:brand',
  /** Server -> page: the brand file has problems; the page keeps the last good brand. */
  problems: 'betdeck:brand-problems',
  /** Page -> server, once loaded: send me the problems there are now, if any. */
  hello: 'betdeck:brand-hello',
} as const;

/** One problem of a brand check (scripts/brand/issues.ts's BrandIssue). */
export interface BrandProblem {
  /** The brand file, e.g. brands/demo.json. */
  file: string;
  /** JSON pointer of the bad field; '' for the whole file. */
  pointer: string;
  /** What was expected. */
  message: string;
  /** A likely fix, e.g. did you mean "carousel"? */
  suggestion?: string;
}

declare module 'vite/types/customEvent.d.ts' {
  interface CustomEventMap {
    'betdeck:brand': RuntimeBrand;
    'betdeck:brand-problems': BrandProblem[];
    'betdeck:brand-hello': undefined;
  }
}
