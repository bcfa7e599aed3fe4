/**
 * Checks across brand files: a host serves one brand, and a brand made by brand:new does not keep
 * the template brand's operator (its licence, its pages).
 */
import type { Brand } from '../../../src/types/brand.gen';
import { childPointer, type BrandIssue } from '../issues';
import { LOCAL_HOST_SUFFIX } from '../../server/site-policy';

/** The brand every new brand starts from (brand:new copies it). */
export const TEMPLATE_BRAND = 'demo';

/** A brand file as the check across brands sees it. */
export interface BrandClaims {
  file: string;
  id: string;
  hosts: readonly string[];
}

/**
 * The hosts a brand claims, each with its JSON pointer: those of /hosts, and <id>.localhost,
 * where the servers of every brand answer it too (site-policy.ts's brandHosts).
 */
function claims(brand: BrandClaims): { host: string; pointer: string }[] {
  return [
    ...brand.hosts.map((host, index) => ({ host, pointer: childPointer('/hosts', index) })),
    { host: `${brand.id}${LOCAL_HOST_SUFFIX}`, pointer: '/id' },
  ];
}

/**
 * Checks across brands: no host is claimed by two brands. Each of the `checked` brands' /hosts is
 * compared with every other brand's hosts, those of `others` too (the brand files of the folder
 * that are not being checked), and each clash is reported on the checked file, naming the other
 * file, the pointer of its claim and its brand.
 */
export function crossBrandIssues(
  checked: readonly BrandClaims[],
  others: readonly BrandClaims[] = [],
): BrandIssue[] {
  const owners = new Map<string, { brand: BrandClaims; pointer: string }[]>();
  for (const brand of [...checked, ...others]) {
    for (const { host, pointer } of claims(brand)) {
      owners.set(host, [...(owners.get(host) ?? []), { brand, pointer }]);
    }
  }
  const issues: BrandIssue[] = [];
  for (const brand of checked) {
    for (const [index, host] of brand.hosts.entries()) {
      for (const other of owners.get(host) ?? []) {
        if (other.brand.file === brand.file) continue;
        const where =
          other.pointer === '/id'
            ? `${other.brand.file}: every brand is served at <id>${LOCAL_HOST_SUFFIX} too`
            : `${other.brand.file} ${other.pointer}`;
        issues.push({
          file: brand.file,
          pointer: childPointer('/hosts', index),
          message: `host "${host}" is already claimed by brand "${other.brand.id}" (${where}); a host serves one brand`,
        });
      }
    }
  }
  return issues;
}

/**
 * What is the operator's own but still the template brand's, as brand:new copied it: a licence of
 * the same market and number or licensee, the terms, privacy and top-up pages, the customer care. Warnings, so a new brand can be
 * previewed at once; each names the template's file, so the operator sees where it came from.
 */
export function templateCopies(
  brand: Brand,
  file: string,
  template: Partial<Brand>,
  templateFile: string,
): BrandIssue[] {
  if (brand.id === template.id) return [];
  const theirs = template.compliance?.licences ?? [];
  const copied = (brand.compliance?.licences ?? []).flatMap((licence, index) => [
    ...(theirs.some((t) => t.market === licence.market && t.number === licence.number)
      ? [{ pointer: `/compliance/licences/${index}/number`, what: `licence ${licence.number}` }]
      : []),
    ...(theirs.some((t) => t.licensee === licence.licensee)
      ? [
          {
            pointer: `/compliance/licences/${index}/licensee`,
            what: `licensee "${licence.licensee}"`,
          },
        ]
      : []),
  ]);
  const pages = [
    ['/compliance/terms', brand.compliance?.terms, template.compliance?.terms],
    ['/compliance/privacy', brand.compliance?.privacy, template.compliance?.privacy],
    ['/payments/topUpUrl', brand.payments.topUpUrl, template.payments?.topUpUrl],
  ] as const;
  for (const [pointer, value, templateValue] of pages) {
    if (value !== undefined && value === templateValue)
      copied.push({ pointer, what: `"${value}"` });
  }
  // The customer care players are sent to (Kenya's footer, docs/compliance.md).
  const care = brand.compliance?.customerCare;
  if (care && JSON.stringify(care) === JSON.stringify(template.compliance?.customerCare))
    copied.push({ pointer: '/compliance/customerCare', what: 'customer care contact' });
  return copied.map(({ pointer, what }) => ({
    file,
    pointer,
    message: `is the ${template.id} brand's ${what} (${templateFile}), as brand:new copied it: put this brand's own before it ships`,
    demoData: true as const,
  }));
}
