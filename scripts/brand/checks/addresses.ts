/** The brand's hosts, origins and URLs, and its lobby and blocks. */
import { MOBILE_MONEY_PROVIDERS, type Brand, type CardTitles } from '../../../src/types/brand.gen';
import { type BrandIssue } from '../issues';
import { nearest } from '../suggest';

/** A language the brand does not offer, where one of its own is expected. */
function foreignLanguage(
  brand: Brand,
  file: string,
  pointer: string,
  language: string,
): BrandIssue[] {
  if ((brand.languages as readonly string[]).includes(language)) return [];
  return [
    {
      file,
      pointer,
      message: `language "${language}" is not one of the brand's languages (/languages: ${brand.languages.join(', ')})`,
      suggestion: `add "${language}" to /languages`,
    },
  ];
}

export function checkHosts(brand: Brand, file: string): BrandIssue[] {
  const issues: BrandIssue[] = [];
  const seen = new Map<string, number>();
  for (const [index, override] of (brand.hostOverrides ?? []).entries()) {
    const pointer = `/hostOverrides/${index}/host`;
    const first = seen.get(override.host);
    if (first !== undefined) {
      issues.push({
        file,
        pointer,
        message: `host "${override.host}" is already overridden at /hostOverrides/${first}; each host may have one override`,
      });
    } else seen.set(override.host, index);
    for (const [i, language] of (override.languages ?? []).entries()) {
      issues.push(
        ...foreignLanguage(brand, file, `/hostOverrides/${index}/languages/${i}`, language),
      );
    }
    if (brand.hosts && !brand.hosts.includes(override.host)) {
      const near = nearest(override.host, brand.hosts, 3);
      issues.push({
        file,
        pointer,
        message: `host "${override.host}" is not one of the brand's hosts (/hosts: ${brand.hosts.join(', ') || 'none'})`,
        suggestion: near ? `did you mean "${near}"?` : `add "${override.host}" to /hosts`,
      });
    }
  }
  return issues;
}

export function checkLobbyAndBlocks(brand: Brand, file: string): BrandIssue[] {
  const issues: BrandIssue[] = [];
  if (!brand.lobby.styles.includes('lite')) {
    issues.push({
      file,
      pointer: '/lobby/styles',
      message: 'must include "lite", the default style every other ?style= falls back to',
    });
  }
  const providers: readonly string[] = brand.payments.providers;
  if (brand.blocks.bankPanel && !providers.includes('bank')) {
    issues.push({
      file,
      pointer: '/blocks/bankPanel',
      message:
        'is on but /payments/providers has no "bank"; the bank panel would show a payment that cannot be chosen',
      suggestion: 'add "bank" to /payments/providers or turn the bank panel off',
    });
  }
  if (brand.blocks.carousel && !MOBILE_MONEY_PROVIDERS.some((p) => providers.includes(p))) {
    issues.push({
      file,
      pointer: '/blocks/carousel',
      message: `is on but /payments/providers has no mobile money (${MOBILE_MONEY_PROVIDERS.join(', ')})`,
      suggestion: 'turn the carousel off or add a mobile-money provider',
    });
  }
  // A card heading per language: each a language the brand offers.
  const titles: [string, CardTitles | undefined][] = [
    ['/cardTitles', brand.cardTitles],
    ...(brand.hostOverrides ?? []).map((o, i): [string, CardTitles | undefined] => [
      `/hostOverrides/${i}/cardTitles`,
      o.cardTitles,
    ]),
  ];
  for (const [pointer, byFamily = {}] of titles) {
    for (const family of Object.keys(byFamily) as (keyof CardTitles)[]) {
      const title = byFamily[family];
      if (typeof title !== 'object') continue;
      for (const language of Object.keys(title)) {
        issues.push(...foreignLanguage(brand, file, `${pointer}/${family}/${language}`, language));
      }
    }
  }
  return issues;
}

/**
 * The origins of the file (embedOrigins, payments.bankWidgetOrigin) go into its pages' content
 * security policy as written: each must be one as browsers write it (no default port, no port
 * out of range), and the widget's only with a bank to pay through.
 */
export function checkOrigins(brand: Brand, file: string): BrandIssue[] {
  const widget = brand.payments.bankWidgetOrigin;
  const origins: [string, string][] = [
    ...(brand.embedOrigins ?? []).map((o, i): [string, string] => [o, `/embedOrigins/${i}`]),
    ...(widget ? [[widget, '/payments/bankWidgetOrigin'] as [string, string]] : []),
  ];
  const issues: BrandIssue[] = [];
  for (const [origin, pointer] of origins) {
    let written: string | undefined;
    try {
      written = new URL(origin).origin;
    } catch {
      // a port beyond 65535
    }
    if (written !== origin) {
      issues.push({
        file,
        pointer,
        message: `must be an origin as browsers write it${written ? ` ("${written}")` : ''}, got "${origin}"`,
        ...(written ? { suggestion: `did you mean "${written}"?` } : {}),
      });
    }
  }
  const providers: readonly string[] = brand.payments.providers;
  if (widget && !providers.includes('bank')) {
    issues.push({
      file,
      pointer: '/payments/bankWidgetOrigin',
      message: `is set but /payments/providers has no "bank"; the pages would take scripts from "${widget}" for nothing`,
      suggestion: 'remove it, or add "bank" to /payments/providers',
    });
  }
  return issues;
}

/** An absolute URL (the schema has its form) that no browser can call: a port out of range. */
function uncallable(url: string | undefined, file: string, pointer: string): BrandIssue[] {
  if (!url || url.startsWith('/') || URL.canParse(url)) return [];
  return [{ file, pointer, message: `must be a URL a browser can call, got "${url}"` }];
}

/**
 * The API's bases, the telemetry endpoint and the top-up page (the schema has their form: a clean
 * path or an https URL) must be ones the pages can reach: a URL a browser can call (a port in
 * range); and
 * the endpoint, when on the site, a path under /api/ (the site's servers, the bundled one and
 * nginx:conf's, pass only /api/ to the operator's API; any other path is a file of the site,
 * which takes no POST).
 */
export function checkCallable(brand: Brand, file: string): BrandIssue[] {
  const endpoint = brand.telemetry?.endpoint;
  const pointer = '/telemetry/endpoint';
  const issues = [
    ...uncallable(brand.api.basePath, file, '/api/basePath'),
    ...uncallable(brand.api.mediaBasePath, file, '/api/mediaBasePath'),
    ...uncallable(endpoint, file, pointer),
    ...uncallable(brand.payments.topUpUrl, file, '/payments/topUpUrl'),
  ];
  if (endpoint?.startsWith('/') && !endpoint.startsWith('/api/')) {
    issues.push({
      file,
      pointer,
      message: `must be a path under /api/ when it is on the site, got "${endpoint}": the site's servers pass only /api/ to the operator's API, and a file of the site cannot take the batches the pages POST`,
      suggestion: `did you mean "/api${endpoint}"?`,
    });
  }
  return issues;
}
