/** The brand's images: in its own folder, real images of their kind, within their weight and size. */
import { readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Brand } from '../../../src/types/brand.gen';
import { type BrandIssue } from '../issues';
import { formatKb, ICON_SIZES, IMAGE_RULES, iconSource, pngSize, shippedImage } from '../images';
import { displayPath } from '../paths';
import { nearest } from '../suggest';
import type { DomainContext } from '../domain';

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

export function checkAssets(
  brand: Brand,
  ctx: DomainContext,
): { issues: BrandIssue[]; warnings: BrandIssue[] } {
  const issues: BrandIssue[] = [];
  const pngSizes: Partial<Record<AssetKey, { width: number; height: number }>> = {};
  for (const key of ASSET_KEYS) {
    const asset = brand.assets[key];
    if (!asset) continue;
    const checked = checkAsset(brand, key, asset, ctx);
    issues.push(...checked.issues);
    if (checked.size) pngSizes[key] = checked.size;
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

const tryOr = <T>(read: () => T, otherwise: T): T => {
  try {
    return read();
  } catch {
    return otherwise;
  }
};

/**
 * Where an asset is: in the brand's own folder, an existing file that stays there; the problem
 * otherwise. Small files, looked at synchronously: each asynchronous call is a round trip of the
 * thread pool (a read four), and a build checks hundreds of brands' images (311: 0.3 s against
 * 0.1 s).
 */
function assetPlace(
  brand: Brand,
  asset: string,
  pointer: string,
  ctx: DomainContext,
): BrandIssue | undefined {
  const own = path.join(ctx.brandsDir, brand.id);
  const fileName = asset.slice(asset.indexOf('/') + 1);
  const shown = displayPath(ctx.root, path.join(ctx.brandsDir, asset));
  const at = { file: ctx.file, pointer };
  if (!asset.startsWith(`${brand.id}/`)) {
    return {
      ...at,
      message: `must be in the brand's own folder "${brand.id}/" (brands share no assets), got "${asset}"`,
      suggestion: `copy it to brands/${brand.id}/${fileName} and use "${brand.id}/${fileName}"`,
    };
  }
  const abs = path.join(ctx.brandsDir, asset);
  const info = statSync(abs, { throwIfNoEntry: false });
  if (!info?.isFile()) {
    const present = tryOr(() => readdirSync(own), []);
    const near = nearest(fileName, present, 3);
    return {
      ...at,
      message: `file ${shown} does not exist`,
      ...(near ? { suggestion: `did you mean "${brand.id}/${near}"?` } : {}),
    };
  }
  if (!realpathSync(abs).startsWith(realpathSync(own) + path.sep)) {
    return {
      ...at,
      message: `file ${shown} links outside brands/${brand.id}/; brands share no assets`,
    };
  }
  return undefined;
}

/** One asset of the brand: its place, then its content; a PNG's size for the icons. */
function checkAsset(
  brand: Brand,
  key: AssetKey,
  asset: string,
  ctx: DomainContext,
): { issues: BrandIssue[]; size?: { width: number; height: number } } {
  const pointer = `/assets/${key}`;
  const misplaced = assetPlace(brand, asset, pointer, ctx);
  if (misplaced) return { issues: [misplaced] };
  const fileName = asset.slice(asset.indexOf('/') + 1);
  const shown = displayPath(ctx.root, path.join(ctx.brandsDir, asset));
  const at = { file: ctx.file, pointer };
  const bytes = readFileSync(path.join(ctx.brandsDir, asset));
  const kind = sniffImage(bytes);
  const ext = path.extname(asset).slice(1);
  if (!kind) {
    const message = `file ${shown} is not an image: expected a PNG (PNG signature) or an SVG (<svg> root element)`;
    return { issues: [{ ...at, message }] };
  }
  if (kind !== ext) {
    const suggestion = `rename it to ${fileName.replace(/\.[a-z]+$/, `.${kind}`)}`;
    const message = `file ${shown} holds ${kind.toUpperCase()} data but is named .${ext}`;
    return { issues: [{ ...at, message, suggestion }] };
  }
  if (kind === 'svg' && SCRIPT_IN_SVG.test(bytes.toString('utf8'))) {
    const message = `file ${shown} contains script (a <script>, <foreignObject>, javascript: link or on* handler); brand images must be plain drawings`;
    return { issues: [{ ...at, message }] };
  }
  const issues = checkImage(key, bytes, kind, { file: ctx.file, pointer, shown });
  const size = kind === 'png' ? pngSize(bytes) : undefined;
  return { issues, ...(size ? { size } : {}) };
}
