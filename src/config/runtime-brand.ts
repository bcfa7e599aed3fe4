import type { Brand, CardTitles } from '@/types/brand.gen';

/**
 * The brand as the browser sees it: the brand file, stamped into index.html at build time
 * (see scripts/build/stamp.ts), with asset paths turned into URLs of the built site.
 */
export type RuntimeBrand = Omit<Brand, '$schema' | 'assets' | 'demoApi'> & {
  /** "Loading..." in the brand's first language: shown before the app's texts have loaded. */
  loadingText: string;
  assets: {
    logo: string;
    spinner: string;
    favicon: string;
    defaultTicketImage?: string;
  };
};

export const BRAND_ELEMENT_ID = 'brand-config';

/** Applies the host override matching `host`, if any: its values replace the brand's own. */
export function applyHostOverride(brand: RuntimeBrand, host: string): RuntimeBrand {
  const override = brand.hostOverrides?.find((o) => o.host === host.toLowerCase());
  if (!override) return brand;
  const cardTitles: CardTitles = { ...brand.cardTitles, ...override.cardTitles };
  return { ...brand, name: override.name ?? brand.name, cardTitles };
}

/** Reads the stamped brand from the page. Throws a clear error when the page was not stamped. */
export function readBrandFromDocument(doc: Document = document): RuntimeBrand {
  const el = doc.getElementById(BRAND_ELEMENT_ID);
  if (!el?.textContent) {
    throw new Error(
      `This page has no brand: #${BRAND_ELEMENT_ID} is missing. Build it with npm run build -- --brand <id>.`,
    );
  }
  const brand = JSON.parse(el.textContent) as RuntimeBrand;
  return applyHostOverride(brand, doc.location?.hostname ?? '');
}
