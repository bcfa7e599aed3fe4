import type { RuntimeBrand, RuntimeLicence } from './runtime-brand';

/** The licence a page on `host` shows: the one naming the host, else the brand's first. */
export function pageLicence(
  brand: RuntimeBrand,
  host = globalThis.location?.hostname ?? '',
): RuntimeLicence | undefined {
  const licences = brand.compliance?.licences;
  return licences?.find((l) => l.hosts?.includes(host.toLowerCase())) ?? licences?.[0];
}
