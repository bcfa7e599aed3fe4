import type { Brand, CardTitles, ComplianceElement, Language, Market } from '@/types/brand.gen';

/** A responsible-gambling link of a licence, with its text in each language the brand offers. */
export interface RuntimeLink {
  element: 'spelpaus' | 'spelgranser' | 'sjalvtest' | 'support';
  url: string;
  text: Partial<Record<Language, string>>;
}

/** A regulator's text in each language of the page, with the language it is written in. */
export type RegulatorText = Partial<Record<Language, { text: string; lang: Language }>>;

/**
 * The warning and age notice in the regulator's own words (schemas/markets.json `words`,
 * docs/compliance.md#the-regulators-own-words); absent: the app's own, translated.
 */
export interface RuntimeWords {
  warning?: RegulatorText;
  ageNotice?: RegulatorText;
}

/**
 * The names of the taxes the player pays in the licence's market (schemas/markets.json `money`),
 * per language: the summary labels its tax rows with them. Only taxes above 0 have one.
 */
export interface RuntimeTaxNames {
  stake?: Partial<Record<Language, string>>;
  winnings?: Partial<Record<Language, string>>;
}

/**
 * One licence as the page shows it: the brand file's, with what it leaves out filled from its
 * market's rules (schemas/markets.json) at build time (scripts/brand/compliance.ts).
 */
export interface RuntimeLicence {
  market: Market;
  /** The hosts it applies on; absent: every host. */
  hosts?: string[];
  /** The regulator's name, e.g. Spelinspektionen, Gaming Board of Tanzania. */
  regulator: string;
  /** "the" where an English sentence puts it before the name (the Gaming Board of Tanzania). */
  regulatorArticle: 'the' | 'none';
  regulatorUrl: string;
  licensee: string;
  number: string;
  minimumAge: number;
  /**
   * What identifies a player before a stake (schemas/markets.json): `account`, only a signed-in
   * player stakes (docs/compliance.md#who-may-stake); `payment`, the mobile-money payment does.
   */
  identification: 'account' | 'payment';
  /** Ask for the age and terms on the first visit rather than before the first bet. */
  ageGate: boolean;
  /** Sweden's buttons in a bar at the top of every page that stays while scrolling, or a footer. */
  layout: 'stickyBar' | 'footer';
  helpline?: { phone?: string; url?: string; name: Partial<Record<Language, string>> };
  links: RuntimeLink[];
  words?: RuntimeWords;
  /** The elements shown. */
  shows: ComplianceElement[];
  /** The market's tax names (absent in licences made by tests: the summary's own words show). */
  taxNames?: RuntimeTaxNames;
}

export interface RuntimeCompliance {
  terms: string;
  privacy?: string;
  /** The operator's customer care, shown where the market requires it (Kenya). */
  customerCare?: { phone?: string; email?: string; url?: string };
  /** The operator's sign-in address, `{return}` its return address (brand schema compliance.signIn). */
  signIn?: string;
  /** In the brand file's order: the page shows its host's (pageLicence). */
  licences: RuntimeLicence[];
}

/**
 * The brand as the browser sees it: the brand file, stamped into index.html at build time
 * (see scripts/build/stamp.ts), with asset paths turned into URLs of the built site.
 */
export type RuntimeBrand = Omit<Brand, '$schema' | 'assets' | 'demoApi' | 'compliance'> & {
  /** The brand's licences with their markets' defaults; absent only for brands made in tests. */
  compliance?: RuntimeCompliance;
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
  return {
    ...brand,
    name: override.name ?? brand.name,
    cardTitles,
    languages: override.languages ?? brand.languages,
  };
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
