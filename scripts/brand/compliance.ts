/**
 * The markets' rules (schemas/markets.json) and a brand's licences with their defaults filled from
 * them: what brand:check checks and what the build ships to the page (RuntimeCompliance).
 */
import { readFileSync } from 'node:fs';
import type {
  RuntimeCompliance,
  RuntimeLicence,
  RuntimeLink,
  RuntimeWords,
  RuntimeTaxNames,
} from '../../src/config/runtime-brand';
import type {
  Brand,
  ComplianceElement,
  Language,
  Licence,
  Market,
} from '../../src/types/brand.gen';

type LinkElement = RuntimeLink['element'];

/** Where a rule comes from: the regulator's page (or the law) that says it. */
export interface RuleSource {
  title: string;
  url: string;
}

/** One element a market's regulator requires on every page. */
export interface MarketRule {
  element: ComplianceElement;
  /** What is required, in plain words. */
  rule: string;
  source: RuleSource;
  /** What the element needs besides its default: `phone`, a helpline number the brand gives. */
  needs?: 'phone';
}

/**
 * A regulator's own words (docs/compliance.md#the-regulators-own-words): its text in its language,
 * and translations where it allows them; in any other language of the page the text stays as
 * the regulator wrote it.
 */
export interface MarketWords {
  lang: Language;
  text: string;
  translations?: Partial<Record<Language, string>>;
}

/**
 * What a tax is taken from: the price (`stake`: price x rate), the price that includes it
 * (`stakeNet`: the rate applies to the stake net of the tax, price x rate / (100 + rate)), or the
 * winnings (`winnings`: the gross payout less the stake after the stake's tax).
 */
export type TaxBase = 'stake' | 'stakeNet' | 'winnings';

/** One tax a player pays in a market: its rate (0: none, not shown), base and names. */
export interface MarketTax {
  rate: number;
  base: TaxBase;
  /** As the market names it, per language (absent for a rate of 0, which never shows). */
  name?: Partial<Record<Language, string>>;
  source: RuleSource;
}

/** An amount per currency (a market's default cap in each currency its operators use). */
export interface MarketCap {
  amounts: Partial<Record<string, number>>;
  source: RuleSource;
}

/** A market's money (docs/compliance.md#taxes): its taxes and the default caps of one ticket. */
export interface MarketMoney {
  taxes: { stake: MarketTax; winnings: MarketTax };
  /** What one ticket may pay out at most, unless the operator's /api/init says. */
  maxPayout: MarketCap;
  /** What one ticket may stake at most, where the market has such a cap. */
  maxStake?: MarketCap;
}

/** One market of schemas/markets.json. */
export interface MarketRules {
  name: string;
  /**
   * The regulator: its name as it stands in any language ("Gaming Board of Tanzania"), and
   * `article: "the"` where an English sentence puts "the" before it (the English licence line
   * adds it; no other language takes an English article).
   */
  regulator: { name: string; article?: 'the'; url: string; hosts: string[] };
  minimumAge: number;
  /**
   * What identifies a player before a stake: `account`, a verified account the player signs in to
   * (the slip asks for the brand's compliance.signIn, the demo API refuses an anonymous placing);
   * `payment`, the mobile-money payment from the player's phone (the anonymous phone player).
   */
  identification: RuntimeLicence['identification'];
  ageGate: boolean;
  layout: RuntimeLicence['layout'];
  helpline?: { phone?: string; url?: string; name: string };
  /** Default links: their address (and the hosts it should be on) and text in every language. */
  links: Partial<Record<LinkElement, { url?: string; text: string; hosts?: string[] }>>;
  /** The warning and age notice in the regulator's words; absent: the app's own, translated. */
  words?: Partial<Record<keyof RuntimeWords, MarketWords>>;
  money: MarketMoney;
  rules: MarketRule[];
}

export type Markets = Readonly<Record<Market, MarketRules>>;

let loaded: Markets | undefined;
/** schemas/markets.json, read once. */
export function loadMarkets(): Markets {
  loaded ??= (
    JSON.parse(readFileSync(new URL('../../schemas/markets.json', import.meta.url), 'utf8')) as {
      markets: Markets;
    }
  ).markets;
  return loaded;
}

/** The languages a licence's pages show: those of the brand on the licence's hosts. */
export function licenceLanguages(brand: Brand, licence: Licence): Language[] {
  const hosts = licence.hosts ?? brand.hosts ?? [];
  const languages = new Set<Language>(brand.languages);
  for (const override of brand.hostOverrides ?? []) {
    if (hosts.includes(override.host)) for (const l of override.languages ?? []) languages.add(l);
  }
  return [...languages];
}

/** A text in each language: the brand's own where it has one, else the market's (every language). */
function textIn(
  languages: readonly Language[],
  own: Partial<Record<string, string>> | undefined,
  fallback: string | undefined,
): Partial<Record<Language, string>> {
  const text: Partial<Record<Language, string>> = {};
  for (const language of languages) {
    const value = own?.[language] ?? fallback;
    if (value) text[language] = value;
  }
  return text;
}

/** The names of the market's taxes that show (a rate above 0), in the licence's languages. */
function taxNamesOf(market: MarketRules, languages: readonly Language[]): RuntimeTaxNames {
  const names: RuntimeTaxNames = {};
  for (const kind of ['stake', 'winnings'] as const) {
    const tax = market.money.taxes[kind];
    if (!(tax.rate > 0) || !tax.name) continue;
    names[kind] = textIn(languages, tax.name, tax.name.en);
  }
  return names;
}

/** The licence's links: the brand's, then the market's defaults for the elements it shows. */
function linksOf(
  licence: Licence,
  market: MarketRules,
  shows: readonly ComplianceElement[],
  languages: readonly Language[],
): RuntimeLink[] {
  const elements = [
    ...new Set([
      ...(licence.links ?? []).map((l) => l.element),
      ...shows.filter((e): e is LinkElement => e in market.links),
    ]),
  ];
  return elements.flatMap((element) => {
    const own = licence.links?.find((l) => l.element === element);
    const fallback = market.links[element];
    const url = own?.url ?? fallback?.url;
    if (!url) return [];
    return [{ element, url, text: textIn(languages, own?.text, fallback?.text) }];
  });
}

/** The regulator's words in each language of the page: a translation it allows, else its own. */
function wordsOf(market: MarketRules, languages: readonly Language[]): RuntimeWords | undefined {
  if (!market.words) return undefined;
  const words: RuntimeWords = {};
  for (const [key, said] of Object.entries(market.words) as [keyof RuntimeWords, MarketWords][]) {
    words[key] = Object.fromEntries(
      languages.map((language) => {
        const translated = said.translations?.[language];
        return [language, translated ? { text: translated, lang: language } : said];
      }),
    );
  }
  return words;
}

/** The elements a licence shows: its own list, else its market's required elements. */
export function shownElements(licence: Licence, market: MarketRules): ComplianceElement[] {
  return licence.shows ?? market.rules.map((r) => r.element);
}

/** One licence with what it leaves out taken from its market. */
export function resolveLicence(
  brand: Brand,
  licence: Licence,
  markets: Markets = loadMarkets(),
): RuntimeLicence {
  const market = markets[licence.market];
  const languages = licenceLanguages(brand, licence);
  const shows = shownElements(licence, market);
  const helpline = licence.helpline ?? market.helpline;
  return {
    market: licence.market,
    ...(licence.hosts ? { hosts: [...licence.hosts] } : {}),
    regulator: market.regulator.name,
    regulatorArticle: market.regulator.article ?? 'none',
    regulatorUrl: licence.regulatorUrl ?? market.regulator.url,
    licensee: licence.licensee ?? brand.name,
    number: licence.number,
    minimumAge: licence.minimumAge ?? market.minimumAge,
    identification: market.identification,
    ageGate: licence.ageGate ?? market.ageGate,
    layout: market.layout,
    ...(helpline
      ? {
          helpline: {
            ...(helpline.phone ? { phone: helpline.phone } : {}),
            ...(helpline.url ? { url: helpline.url } : {}),
            // The market's helpline's name goes with the market's helpline only.
            name: textIn(
              languages,
              licence.helpline?.name,
              licence.helpline ? undefined : market.helpline?.name,
            ),
          },
        }
      : {}),
    links: linksOf(licence, market, shows, languages),
    ...(market.words ? { words: wordsOf(market, languages) } : {}),
    shows,
    taxNames: taxNamesOf(market, languages),
  };
}

/** What the page gets of a brand's compliance block (undefined: the brand has none). */
export function toRuntimeCompliance(
  brand: Brand,
  markets: Markets = loadMarkets(),
): RuntimeCompliance | undefined {
  const compliance = brand.compliance;
  if (!compliance) return undefined;
  return {
    terms: compliance.terms,
    ...(compliance.privacy ? { privacy: compliance.privacy } : {}),
    ...(compliance.customerCare ? { customerCare: { ...compliance.customerCare } } : {}),
    ...(compliance.signIn ? { signIn: compliance.signIn } : {}),
    licences: compliance.licences.map((l) => resolveLicence(brand, l, markets)),
  };
}
