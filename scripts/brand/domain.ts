/** Checks beyond the schema, run on a brand that passed the schema. */
import { readFile, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { MSISDN_LENGTH } from '../../src/types/api.gen';
import { MOBILE_MONEY_PROVIDERS, type Brand } from '../../src/types/brand.gen';
import { WCAG_AA, contrastRatio, fixForeground, formatRatio } from './contrast';
import { childPointer, type BrandIssue } from './issues';
import { LOCAL_HOST_SUFFIX } from '../server/site-policy';
import { formatKb, ICON_SIZES, IMAGE_RULES, iconSource, pngSize, shippedImage } from './images';
import { displayPath } from './paths';
import { nearest } from './suggest';

type Colors = Brand['theme']['colors'];
type ColorName = keyof Colors;

/**
 * The text/background pairs of the schema's theme.colors description: text and textMuted on
 * background and surface, onPrimary on primary, onAccent on accent, onDanger on danger,
 * onSuccess on success.
 */
export const CONTRAST_PAIRS: readonly (readonly [ColorName, ColorName])[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['onPrimary', 'primary'],
  ['onAccent', 'accent'],
  ['onDanger', 'danger'],
  ['onSuccess', 'success'],
];

/** The language every missing text falls back to. */
export const FALLBACK_LANGUAGE = 'en';

export interface DomainContext {
  /** Brand file, as shown in issues. */
  file: string;
  /** Absolute path of the brand file. */
  absFile: string;
  /** The brands/ folder the file lives in: asset paths are relative to it. */
  brandsDir: string;
  localesDir: string;
  root: string;
}

const ASSET_KEYS = ['logo', 'spinner', 'favicon', 'defaultTicketImage'] as const;
type AssetKey = (typeof ASSET_KEYS)[number];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What an image file holds, judged by its content: 'png', 'svg' or undefined. */
export function sniffImage(bytes: Buffer): 'png' | 'svg' | undefined {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  let text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // Skip the prolog: XML declaration, comments, processing instructions, doctype, blank space.
  for (;;) {
    const before = text;
    text = text
      .replace(/^\s+/, '')
      .replace(/^<\?[\s\S]*?\?>/, '')
      .replace(/^<!--[\s\S]*?-->/, '')
      .replace(/^<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '');
    if (text === before) break;
  }
  return /^<svg[\s>/]/.test(text) ? 'svg' : undefined;
}

const SCRIPT_IN_SVG = /<script[\s>]|\son[a-z]+\s*=|javascript:|<foreignObject[\s>]/i;

/** An image within its rule's weight and, for a PNG, size (IMAGE_RULES); the problems otherwise. */
function checkImage(
  key: AssetKey,
  bytes: Buffer,
  kind: 'png' | 'svg',
  at: { file: string; pointer: string; shown: string },
): BrandIssue[] {
  const rule = IMAGE_RULES[key];
  const issues: BrandIssue[] = [];
  const { file, pointer, shown } = at;
  // An SVG ships optimised (svgo): only a file over the limit as it is needs the optimiser.
  const shipped =
    bytes.length > rule.maxBytes && kind === 'svg' ? shippedImage(shown, bytes) : bytes;
  if (shipped.length > rule.maxBytes) {
    issues.push({
      file,
      pointer,
      message: `file ${shown} weighs ${formatKb(shipped.length)}${kind === 'svg' ? ' optimised' : ''}; ${rule.what} may weigh at most ${formatKb(rule.maxBytes)}: ${rule.why}`,
      suggestion:
        kind === 'svg'
          ? 'simplify the drawing (embedded bitmaps and fonts weigh most)'
          : 'compress it with fewer colours, e.g. with pngquant, or use an SVG',
    });
  }
  const size = kind === 'png' ? pngSize(bytes) : undefined;
  if (size && rule.minHeight && size.height < rule.minHeight.px) {
    issues.push({
      file,
      pointer,
      message: `file ${shown} is ${size.width}x${size.height} px; ${rule.what} must be at least ${rule.minHeight.px} px high: ${rule.minHeight.why}`,
      suggestion: 'export it larger, or as an SVG',
    });
  }
  if (size && rule.maxAspect && size.width > size.height * rule.maxAspect.ratio) {
    issues.push({
      file,
      pointer,
      message: `file ${shown} is ${size.width}x${size.height} px; ${rule.what} may be at most ${rule.maxAspect.ratio} times as wide as high: ${rule.maxAspect.why}`,
      suggestion: 'crop the space around it, or stack the name under the mark',
    });
  }
  return issues;
}

async function checkAssets(
  brand: Brand,
  ctx: DomainContext,
): Promise<{ issues: BrandIssue[]; warnings: BrandIssue[] }> {
  const issues: BrandIssue[] = [];
  const pngSizes: Partial<Record<AssetKey, { width: number; height: number }>> = {};
  const own = path.join(ctx.brandsDir, brand.id);
  for (const key of ASSET_KEYS) {
    const asset = brand.assets[key];
    if (!asset) continue;
    const pointer = `/assets/${key}`;
    const fileName = asset.slice(asset.indexOf('/') + 1);
    const shown = displayPath(ctx.root, path.join(ctx.brandsDir, asset));
    if (!asset.startsWith(`${brand.id}/`)) {
      issues.push({
        file: ctx.file,
        pointer,
        message: `must be in the brand's own folder "${brand.id}/" (brands share no assets), got "${asset}"`,
        suggestion: `copy it to brands/${brand.id}/${fileName} and use "${brand.id}/${fileName}"`,
      });
      continue;
    }
    const abs = path.join(ctx.brandsDir, asset);
    const info = await stat(abs).catch(() => undefined);
    if (!info?.isFile()) {
      const present = await readdir(own).catch(() => [] as string[]);
      const near = nearest(fileName, present, 3);
      issues.push({
        file: ctx.file,
        pointer,
        message: `file ${shown} does not exist`,
        ...(near ? { suggestion: `did you mean "${brand.id}/${near}"?` } : {}),
      });
      continue;
    }
    const real = await realpath(abs);
    const realOwn = await realpath(own);
    if (!real.startsWith(realOwn + path.sep)) {
      issues.push({
        file: ctx.file,
        pointer,
        message: `file ${shown} links outside brands/${brand.id}/; brands share no assets`,
      });
      continue;
    }
    const bytes = await readFile(abs);
    const kind = sniffImage(bytes);
    const ext = path.extname(asset).slice(1);
    if (!kind) {
      issues.push({
        file: ctx.file,
        pointer,
        message: `file ${shown} is not an image: expected a PNG (PNG signature) or an SVG (<svg> root element)`,
      });
    } else if (kind !== ext) {
      issues.push({
        file: ctx.file,
        pointer,
        message: `file ${shown} holds ${kind.toUpperCase()} data but is named .${ext}`,
        suggestion: `rename it to ${fileName.replace(/\.[a-z]+$/, `.${kind}`)}`,
      });
    } else if (kind === 'svg' && SCRIPT_IN_SVG.test(bytes.toString('utf8'))) {
      issues.push({
        file: ctx.file,
        pointer,
        message: `file ${shown} contains script (a <script>, <foreignObject>, javascript: link or on* handler); brand images must be plain drawings`,
      });
    } else {
      issues.push(...checkImage(key, bytes, kind, { file: ctx.file, pointer, shown }));
      const size = kind === 'png' ? pngSize(bytes) : undefined;
      if (size) pngSizes[key] = size;
    }
  }
  const warnings: BrandIssue[] = [];
  if (!issues.length && !iconSource(brand.assets, pngSizes).sharp) {
    const fav = pngSizes.favicon;
    warnings.push({
      file: ctx.file,
      pointer: '/assets/favicon',
      message: `the installable app's icons (${ICON_SIZES.join(' and ')} px) are drawn from the favicon, ${fav?.width ?? '?'}x${fav?.height ?? '?'} px, scaled up: they will look blurry`,
      suggestion: `use an SVG favicon or logo, or a PNG favicon of at least ${Math.max(...ICON_SIZES)} px`,
    });
  }
  return { issues, warnings };
}

function checkContrast(brand: Brand, file: string): BrandIssue[] {
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

function checkPhone(brand: Brand, file: string): BrandIssue[] {
  const { prefix, placeholder } = brand.phone;
  const issues: BrandIssue[] = [];
  const pointer = '/phone/placeholder';
  // The phone field takes an msisdn of the API contract (schemas/api/msisdn.schema.json).
  if (placeholder.length < MSISDN_LENGTH.min || placeholder.length > MSISDN_LENGTH.max) {
    issues.push({
      file,
      pointer,
      message: `must have ${MSISDN_LENGTH.min} to ${MSISDN_LENGTH.max} digits (the phone field's length), got ${placeholder.length} ("${placeholder}")`,
    });
  }
  if (!placeholder.startsWith(prefix)) {
    issues.push({
      file,
      pointer,
      message: `must start with the phone prefix "${prefix}" (/phone/prefix), got "${placeholder}"`,
    });
  }
  return issues;
}

/** The ids of a message file, or why it has none. */
async function messageIds(file: string): Promise<string[] | 'missing' | 'invalid'> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return 'missing';
  try {
    const data: unknown = JSON.parse(text);
    if (data === null || typeof data !== 'object' || Array.isArray(data)) return 'invalid';
    return Object.keys(data);
  } catch {
    return 'invalid';
  }
}

/** How many ids the brand check names when a language lacks some. */
const MISSING_IDS_SHOWN = 3;

/**
 * Every language a brand offers is complete (docs/behaviour.md#languages): English has messages,
 * and every other language has a message file with every id of English's. A language that lacks
 * texts would show English under its own flag, so it fails the check.
 */
async function checkLanguages(brand: Brand, ctx: DomainContext): Promise<BrandIssue[]> {
  const issues: BrandIssue[] = [];
  const fileOf = (lang: string) => path.join(ctx.localesDir, `${lang}.json`);
  const english = await messageIds(fileOf(FALLBACK_LANGUAGE));
  const englishShown = displayPath(ctx.root, fileOf(FALLBACK_LANGUAGE));
  for (const [index, lang] of brand.languages.entries()) {
    const shown = displayPath(ctx.root, fileOf(lang));
    const ids = lang === FALLBACK_LANGUAGE ? english : await messageIds(fileOf(lang));
    const pointer = `/languages/${index}`;
    if (Array.isArray(ids) && ids.length > 0) {
      if (lang === FALLBACK_LANGUAGE || !Array.isArray(english)) continue;
      const have = new Set(ids);
      const missing = english.filter((id) => !have.has(id));
      if (missing.length === 0) continue;
      const named = missing.slice(0, MISSING_IDS_SHOWN).map((id) => `"${id}"`);
      if (missing.length > MISSING_IDS_SHOWN) named.push('...');
      issues.push({
        file: ctx.file,
        pointer,
        message: `language "${lang}" lacks ${missing.length} of the ${english.length} texts of ${englishShown} (${named.join(', ')}): they would show English`,
        suggestion: `translate them in ${shown}, or remove "${lang}"`,
      });
      continue;
    }
    const why =
      ids === 'missing'
        ? `${shown} does not exist`
        : ids === 'invalid'
          ? `${shown} is not a JSON object of messages`
          : `${shown} is empty`;
    issues.push(
      lang === FALLBACK_LANGUAGE
        ? {
            file: ctx.file,
            pointer,
            message: `language "${lang}" has no messages (${why}); English is the fallback of every text, so none would show`,
            suggestion: `fill ${shown}, e.g. with npm run i18n:extract`,
          }
        : {
            file: ctx.file,
            pointer,
            message: `language "${lang}" has no translations (${why}): every text would fall back to English`,
            suggestion: `remove "${lang}" or add its messages to ${shown}`,
          },
    );
  }
  return issues;
}

function checkHosts(brand: Brand, file: string): BrandIssue[] {
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

function checkRegion(brand: Brand, file: string): BrandIssue[] {
  const issues: BrandIssue[] = [];
  try {
    new Intl.DateTimeFormat('en', { timeZone: brand.region.timeZone });
  } catch {
    issues.push({
      file,
      pointer: '/region/timeZone',
      message: `"${brand.region.timeZone}" is not a known IANA time zone`,
    });
  }
  const currencies = Intl.supportedValuesOf('currency');
  if (!currencies.includes(brand.region.currency)) {
    const near = nearest(brand.region.currency, currencies, 1);
    issues.push({
      file,
      pointer: '/region/currency',
      message: `"${brand.region.currency}" is not a known ISO 4217 currency code`,
      ...(near ? { suggestion: `did you mean "${near}"?` } : {}),
    });
  }
  return issues;
}

function checkLobbyAndBlocks(brand: Brand, file: string): BrandIssue[] {
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
  return issues;
}

/**
 * The origins of the file (embedOrigins, payments.bankWidgetOrigin) go into its pages' content
 * security policy as written: each must be one as browsers write it (no default port, no port
 * out of range), and the widget's only with a bank to pay through.
 */
function checkOrigins(brand: Brand, file: string): BrandIssue[] {
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
 * The API's bases and the telemetry endpoint (the schema has their form: a clean path or an
 * https URL) must be ones the pages can reach: a URL a browser can call (a port in range); and
 * the endpoint, when on the site, a path under /api/ (the site's servers, the bundled one and
 * nginx:conf's, pass only /api/ to the operator's API; any other path is a file of the site,
 * which takes no POST).
 */
function checkCallable(brand: Brand, file: string): BrandIssue[] {
  const endpoint = brand.telemetry?.endpoint;
  const pointer = '/telemetry/endpoint';
  const issues = [
    ...uncallable(brand.api.basePath, file, '/api/basePath'),
    ...uncallable(brand.api.mediaBasePath, file, '/api/mediaBasePath'),
    ...uncallable(endpoint, file, pointer),
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

/**
 * All checks beyond the schema for one brand: `issues` stop it, `warnings` are worth knowing
 * (brand:check prints them, the gallery shows them) but allowed.
 */
export async function domainIssues(
  brand: Brand,
  ctx: DomainContext,
): Promise<{ issues: BrandIssue[]; warnings: BrandIssue[] }> {
  const issues: BrandIssue[] = [];
  const warnings: BrandIssue[] = [];
  const expectedId = path.basename(ctx.absFile, '.json');
  if (brand.id !== expectedId) {
    issues.push({
      file: ctx.file,
      pointer: '/id',
      message: `must equal the file name "${expectedId}", got "${brand.id}"`,
      suggestion: `set "id": "${expectedId}" or rename the file to ${brand.id}.json`,
    });
  }
  // Images belong in the folder of the file's name: a mistyped id is one problem, not four.
  const assets = await checkAssets({ ...brand, id: expectedId }, ctx);
  const languages = await checkLanguages(brand, ctx);
  issues.push(...assets.issues);
  issues.push(...checkContrast(brand, ctx.file));
  issues.push(...checkPhone(brand, ctx.file));
  issues.push(...languages);
  warnings.push(...assets.warnings);
  issues.push(...checkHosts(brand, ctx.file));
  issues.push(...checkRegion(brand, ctx.file));
  issues.push(...checkLobbyAndBlocks(brand, ctx.file));
  issues.push(...checkOrigins(brand, ctx.file));
  issues.push(...checkCallable(brand, ctx.file));
  return { issues, warnings };
}

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
