/** The brand's look and region: colour contrast, the phone placeholder, the region. */
import { PHONE_COUNTRIES, PHONE_SOURCES, toMsisdn } from '../../../src/lib/phone';
import { MSISDN_LENGTH } from '../../../src/types/api.gen';
import { type Brand } from '../../../src/types/brand.gen';
import { WCAG_AA, contrastRatio, fixForeground, formatRatio } from '../contrast';
import { type BrandIssue } from '../issues';
import { nearest } from '../suggest';

type Colors = Brand['theme']['colors'];
type ColorName = keyof Colors;

/**
 * The text/background pairs of the schema's theme.colors description: text and textMuted on
 * background and surface, danger on background and surface (an error's title and words, the
 * swipe's hint where a pick is refused), success on surface (the swipe's pick hint), onPrimary on
 * primary, onAccent on accent, onDanger on danger, onSuccess on success.
 */
export const CONTRAST_PAIRS: readonly (readonly [ColorName, ColorName])[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['danger', 'background'],
  ['danger', 'surface'],
  ['success', 'surface'],
  ['onPrimary', 'primary'],
  ['onAccent', 'accent'],
  ['onDanger', 'danger'],
  ['onSuccess', 'success'],
];

export function checkContrast(brand: Brand, file: string): BrandIssue[] {
  const colors = brand.theme.colors;
  const issues: BrandIssue[] = [];
  for (const [fg, bg] of CONTRAST_PAIRS) {
    const ratio = contrastRatio(colors[fg], colors[bg]);
    if (ratio >= WCAG_AA) continue;
    const fix = fixForeground(colors[fg], colors[bg]);
    issues.push({
      file,
      pointer: `/theme/colors/${fg}`,
      message: `${fg} ${colors[fg]} on ${bg} ${colors[bg]} has contrast ${formatRatio(ratio)}; WCAG AA needs ${WCAG_AA}:1`,
      ...(fix
        ? { suggestion: `try ${fg} ${fix} (${formatRatio(contrastRatio(fix, colors[bg]))})` }
        : {}),
    });
  }
  return issues;
}

/**
 * The placeholder is a mobile number of the prefix's country, national or with the country code,
 * of that country's length (src/lib/phone.ts) and within the API's msisdn.
 */
export function checkPhone(brand: Brand, file: string): BrandIssue[] {
  const { prefix, placeholder } = brand.phone;
  if (toMsisdn(placeholder, prefix)) return [];
  const country = PHONE_COUNTRIES[prefix];
  const length = country
    ? country.nsn.min === country.nsn.max
      ? `${country.nsn.min}`
      : `${country.nsn.min} to ${country.nsn.max}`
    : '?';
  return [
    {
      file,
      pointer: '/phone/placeholder',
      message: `"${placeholder}" is not a mobile number of country code ${prefix} (/phone/prefix): ${length} digits after ${prefix} or after the national 0, an msisdn of ${MSISDN_LENGTH.min} to ${MSISDN_LENGTH.max} digits (source: ${PHONE_SOURCES[prefix] ?? 'src/lib/phone.ts'})`,
      ...(country ? { suggestion: `e.g. "${country.example.replace(/\s/g, '')}"` } : {}),
    },
  ];
}

/**
 * Whether the runtime knows a time zone, asked once per zone: making a formatter for a zone costs
 * more than the rest of a brand's region check, hundreds of brands over.
 */
const timeZones = new Map<string, boolean>();
function knownTimeZone(timeZone: string): boolean {
  let known = timeZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    timeZones.set(timeZone, known);
  }
  return known;
}

/** The runtime's currency codes, listed once (a new list of some 300 codes at each call). */
let currencyCodes: { list: string[]; set: Set<string> } | undefined;
function currencies(): { list: string[]; set: Set<string> } {
  if (!currencyCodes) {
    const list = Intl.supportedValuesOf('currency');
    currencyCodes = { list, set: new Set(list) };
  }
  return currencyCodes;
}

export function checkRegion(brand: Brand, file: string): BrandIssue[] {
  const issues: BrandIssue[] = [];
  if (!knownTimeZone(brand.region.timeZone)) {
    issues.push({
      file,
      pointer: '/region/timeZone',
      message: `"${brand.region.timeZone}" is not a known IANA time zone`,
    });
  }
  const { list, set } = currencies();
  if (!set.has(brand.region.currency)) {
    const near = nearest(brand.region.currency, list, 1);
    issues.push({
      file,
      pointer: '/region/currency',
      message: `"${brand.region.currency}" is not a known ISO 4217 currency code`,
      ...(near ? { suggestion: `did you mean "${near}"?` } : {}),
    });
  }
  return issues;
}
