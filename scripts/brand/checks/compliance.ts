/**
 * The brand's licences against its markets' rules (schemas/markets.json, docs/compliance.md):
 * what a regulator requires on every page must be in the file, and shown.
 */
import type { Brand, ComplianceElement, Licence } from '../../../src/types/brand.gen';
import {
  licenceLanguages,
  loadMarkets,
  resolveLicence,
  shownElements,
  type MarketRule,
  type MarketRules,
  type Markets,
} from '../compliance';
import type { BrandIssue } from '../issues';

const sourceOf = (rule: MarketRule) => `source: ${rule.source.title}, ${rule.source.url}`;

/** The hosts of the brand each licence applies on, and the hosts no licence or two claim. */
function checkLicenceHosts(brand: Brand, file: string): BrandIssue[] {
  const licences = brand.compliance?.licences ?? [];
  const issues: BrandIssue[] = [];
  const hosts = brand.hosts ?? [];
  const claimed = new Map<string, number>();
  for (const [index, licence] of licences.entries()) {
    const pointer = `/compliance/licences/${index}`;
    const first = licences.findIndex((l) => l.market === licence.market);
    if (first !== index) {
      issues.push({
        file,
        pointer: `${pointer}/market`,
        message: `market "${licence.market}" already has a licence at /compliance/licences/${first}; a brand holds one licence per market`,
      });
    }
    if (licences.length > 1 && !licence.hosts) {
      issues.push({
        file,
        pointer,
        message: `names no hosts, but the brand holds ${licences.length} licences: each must say on which of /hosts it applies`,
        suggestion: 'add "hosts": [...] to each licence',
      });
    }
    for (const [i, host] of (licence.hosts ?? []).entries()) {
      if (!hosts.includes(host)) {
        issues.push({
          file,
          pointer: `${pointer}/hosts/${i}`,
          message: `host "${host}" is not one of the brand's hosts (/hosts: ${hosts.join(', ') || 'none'})`,
          suggestion: `add "${host}" to /hosts`,
        });
      }
      const other = claimed.get(host);
      if (other !== undefined && other !== index) {
        issues.push({
          file,
          pointer: `${pointer}/hosts/${i}`,
          message: `host "${host}" is already licensed at /compliance/licences/${other}; a host shows one licence`,
        });
      } else claimed.set(host, index);
    }
  }
  if (licences.length > 1) {
    for (const [i, host] of hosts.entries()) {
      if (host === 'localhost' || claimed.has(host)) continue;
      issues.push({
        file,
        pointer: `/hosts/${i}`,
        message: `host "${host}" is named by none of the brand's licences: a page may only sell where it holds one`,
        suggestion: `add "${host}" to the "hosts" of the licence of its market`,
      });
    }
  }
  return issues;
}

/** Why an element of a licence is missing or empty, or undefined when it is there. */
function missing(
  brand: Brand,
  licence: Licence,
  rule: MarketRule,
  market: MarketRules,
): { where: string; what: string } | undefined {
  const resolved = resolveLicence(brand, licence, { [licence.market]: market } as Markets);
  const element: ComplianceElement = rule.element;
  switch (element) {
    case 'licence':
      return licence.number.trim() ? undefined : { where: 'number', what: 'a licence number' };
    case 'ageMark':
      return resolved.minimumAge >= market.minimumAge
        ? undefined
        : {
            where: 'minimumAge',
            what: `a minimum age of at least ${market.minimumAge} (got ${resolved.minimumAge})`,
          };
    case 'helpline':
      if (rule.needs === 'phone') {
        return resolved.helpline?.phone
          ? undefined
          : { where: 'helpline/phone', what: "a helpline's phone number" };
      }
      return resolved.helpline?.phone || resolved.helpline?.url
        ? undefined
        : { where: 'helpline', what: 'a helpline (its phone or its page)' };
    case 'customerCare':
      return brand.compliance?.customerCare
        ? undefined
        : { where: '', what: 'the customer care contact (a phone, an e-mail address or a page)' };
    case 'terms':
      return brand.compliance?.terms ? undefined : { where: '', what: 'the terms' };
    case 'identification':
      // Where the payment identifies the player there is nothing to give; else the sign-in.
      return market.identification !== 'account' || brand.compliance?.signIn
        ? undefined
        : { where: '', what: "the operator's sign-in address (/compliance/signIn)" };
    case 'playTime':
      // The app's own clock (src/features/how-to-play/market-bar.tsx): nothing to give.
      return undefined;
    default: {
      const link = resolved.links.find((l) => l.element === element);
      if (!link) return { where: 'links', what: `a "${element}" link with its address` };
      const languages = licenceLanguages(brand, licence).filter((l) => !link.text[l]?.trim());
      return languages.length
        ? { where: 'links', what: `the "${element}" link's text in ${languages.join(', ')}` }
        : undefined;
    }
  }
}

/** A licence's elements: each its market requires, shown and present. */
/** The elements a brand gives once for all its licences: their pointer in the brand file. */
const BRAND_LEVEL: Readonly<Record<string, string>> = {
  terms: '/compliance/terms',
  customerCare: '/compliance/customerCare',
  identification: '/compliance/signIn',
};

function checkRequired(brand: Brand, file: string, index: number, market: MarketRules) {
  const licence = brand.compliance!.licences[index]!;
  const pointer = `/compliance/licences/${index}`;
  const shows = shownElements(licence, market);
  const issues: BrandIssue[] = [];
  for (const rule of market.rules) {
    if (!shows.includes(rule.element)) {
      issues.push({
        file,
        pointer: `${pointer}/shows`,
        message: `leaves out "${rule.element}", which ${market.name} requires: ${rule.rule} (${sourceOf(rule)})`,
        suggestion: `add "${rule.element}" to /compliance/licences/${index}/shows`,
      });
      continue;
    }
    const gap = missing(brand, licence, rule, market);
    if (!gap) continue;
    const where = BRAND_LEVEL[rule.element] ?? `${pointer}/${gap.where}`;
    issues.push({
      file,
      pointer: where,
      message: `lacks ${gap.what}, which ${market.name} requires: ${rule.rule} (${sourceOf(rule)})`,
    });
  }
  return issues;
}

/** A host of an address, or undefined. */
function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

const onSite = (url: string, sites: readonly string[]) => {
  const host = hostOf(url);
  return !!host && sites.some((s) => host === s || host.endsWith(`.${s}`));
};

/** Links that do not look like the regulator's own (allowed: the register may move). */
function checkRegulatorLinks(brand: Brand, file: string, index: number, market: MarketRules) {
  const licence = brand.compliance!.licences[index]!;
  const pointer = `/compliance/licences/${index}`;
  const warnings: BrandIssue[] = [];
  if (licence.regulatorUrl && !onSite(licence.regulatorUrl, market.regulator.hosts)) {
    warnings.push({
      file,
      pointer: `${pointer}/regulatorUrl`,
      message: `"${licence.regulatorUrl}" is not on ${market.regulator.name}'s site (${market.regulator.hosts.join(', ')}): the licence line should link to the regulator's own register`,
    });
  }
  for (const [i, link] of (licence.links ?? []).entries()) {
    const sites = market.links[link.element]?.hosts;
    if (!link.url || !sites || onSite(link.url, sites)) continue;
    warnings.push({
      file,
      pointer: `${pointer}/links/${i}/url`,
      message: `"${link.url}" is not on ${sites.join(', ')}, where ${market.name}'s "${link.element}" leads`,
    });
  }
  return warnings;
}

/**
 * Every brand is licensed somewhere; in the market of its region (/region/country) when that is a
 * market of schemas/markets.json; each licence has what its market requires.
 */
export function checkCompliance(
  brand: Brand,
  file: string,
  markets: Markets = loadMarkets(),
): { issues: BrandIssue[]; warnings: BrandIssue[] } {
  const known = Object.keys(markets).join(', ');
  if (!brand.compliance) {
    return {
      issues: [
        {
          file,
          pointer: '/compliance',
          message: `is missing: every brand says where it is licensed (a market of schemas/markets.json: ${known}) and shows what that market's regulator requires`,
          suggestion: 'see docs/compliance.md',
        },
      ],
      warnings: [],
    };
  }
  const issues = checkLicenceHosts(brand, file);
  const warnings: BrandIssue[] = [];
  const licences = brand.compliance.licences;
  const country = brand.region.country;
  if (country in markets && !licences.some((l) => l.market === country)) {
    issues.push({
      file,
      pointer: '/compliance/licences',
      message: `holds no licence for ${markets[country as keyof Markets].name} (/region/country "${country}")`,
      suggestion: `add a licence with "market": "${country}"`,
    });
  }
  for (const [index, licence] of licences.entries()) {
    const market = markets[licence.market];
    issues.push(...checkRequired(brand, file, index, market));
    warnings.push(...checkRegulatorLinks(brand, file, index, market));
  }
  return { issues, warnings };
}
