/**
 * What a brand's images may weigh and measure, and what the build makes of them: SVGs optimised
 * (svgo), the installable app's icons (sharp). The checks (domain.ts) and the build
 * (scripts/build/stamp.ts) read the same rules from here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { optimize } from 'svgo';
import type { Brand } from '../../src/types/brand.gen';

export type AssetKey = keyof Brand['assets'];

export interface ImageRule {
  /** What the image is, in a sentence: "a logo". */
  what: string;
  /** The most it may weigh as shipped (an SVG after optimisation), in bytes. 1 KB = 1000 bytes. */
  maxBytes: number;
  /** Why, for the message. */
  why: string;
  /** A PNG's smallest height in pixels, and why. */
  minHeight?: { px: number; why: string };
  /** A PNG's widest width / height, and why. */
  maxAspect?: { ratio: number; why: string };
}

/** Shown 36 px high in the header (src/components/header.tsx), at most 55% of a phone's width. */
const LOGO_HEIGHT = 36;

export const IMAGE_RULES: Record<AssetKey, ImageRule> = {
  logo: {
    what: 'a logo',
    maxBytes: 50_000,
    why: 'every screen loads it first, on phones on slow networks',
    minHeight: {
      px: LOGO_HEIGHT * 2,
      why: `the header shows it ${LOGO_HEIGHT} px high: phone screens need twice as many pixels to show it sharp`,
    },
    maxAspect: {
      ratio: 6,
      why: `the header gives it ${LOGO_HEIGHT} px of height and about 220 px of width on a phone: a wider logo shows smaller`,
    },
  },
  spinner: {
    what: 'a spinner',
    maxBytes: 50_000,
    why: 'the page shows it before anything else, on phones on slow networks',
  },
  favicon: {
    what: 'a favicon',
    maxBytes: 50_000,
    why: 'every visit loads it, on phones on slow networks',
  },
  defaultTicketImage: {
    what: 'a ticket image',
    maxBytes: 100_000,
    why: 'the lobby shows it on every ticket without an image of its own',
  },
};

/** The icon sizes an installable web app needs (manifest.webmanifest). */
export const ICON_SIZES = [192, 512] as const;

/** 61.4 KB; a limit in whole KB as it is: 50 KB. */
export const formatKb = (bytes: number): string =>
  `${bytes % 1000 === 0 ? bytes / 1000 : (bytes / 1000).toFixed(1)} KB`;

/** Width and height of a PNG, from its IHDR chunk; undefined when it is not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const isSvg = (file: string) => file.toLowerCase().endsWith('.svg');

/**
 * How svgo optimises: its default preset, one pass. Several passes (svgo's multipass) made every
 * shipped brand's SVGs (33 files) byte for byte the same in over twice the time: a pass after the
 * first found nothing more to remove.
 */
export const SVGO_OPTIONS = { multipass: false } as const;

/**
 * An SVG as the build ships it: comments, metadata, editor data and needless precision go; the
 * drawing stays (SVGO_OPTIONS).
 */
export function optimiseSvg(bytes: Buffer): Buffer {
  return Buffer.from(svgo().optimize(bytes.toString('utf8'), SVGO_OPTIONS).data);
}

const require = createRequire(import.meta.url);
let loaded: { optimize: typeof optimize } | undefined;
/**
 * svgo, loaded when an SVG is first optimised (its one-file CommonJS build, synchronously): most
 * builds take every image from the image cache, and need not load svgo's hundreds of modules.
 */
const svgo = () => (loaded ??= require('svgo') as { optimize: typeof optimize });

/** svgo's version (a part of each optimised image's name), read without loading svgo. */
export const SVGO_VERSION = (
  JSON.parse(
    readFileSync(path.join(path.dirname(require.resolve('svgo')), '../package.json'), 'utf8'),
  ) as { version: string }
).version;

/** The bytes an image is shipped as: an SVG optimised, a PNG as it is. */
export function shippedImage(file: string, bytes: Buffer): Buffer {
  return isSvg(file) ? optimiseSvg(bytes) : bytes;
}

/**
 * The image the installable app's icons are drawn from: the favicon when it can make a sharp
 * 512 px icon (an SVG, or a PNG at least that big), else an SVG logo, else the favicon scaled up
 * (brand:check warns). `sizes`: each PNG's size (undefined for an SVG).
 */
export function iconSource(
  assets: { favicon: string; logo: string },
  pngSizes: { favicon?: { width: number; height: number } },
): { key: 'favicon' | 'logo'; sharp: boolean } {
  const largest = Math.max(...ICON_SIZES);
  const fav = pngSizes.favicon;
  if (isSvg(assets.favicon) || (fav && Math.min(fav.width, fav.height) >= largest)) {
    return { key: 'favicon', sharp: true };
  }
  if (isSvg(assets.logo)) return { key: 'logo', sharp: true };
  return { key: 'favicon', sharp: false };
}

/**
 * How the icons are compressed: zlib level 7. Level 8 made them 8% smaller (the shipped brands'
 * 22 icons 209 KB against 226 KB; the demo brand's 512 px one 13.4 KB against 15.2 KB, the same
 * four 4 KB disk blocks) in about 1.7 times the CPU, most of a brand's stamp with images of its
 * own; level 9 under 1% smaller again in ten times level 8's (zlib-ng's exhaustive search); level 6
 * made the demo's 512 px icon 16.7 KB, a disk block more. Drawing the SVG once at 512 px and
 * scaling that down to 192 px cost more than drawing it twice, and made the small icon twice the
 * size.
 */
export const ICON_PNG = { compressionLevel: 7 } as const;

/**
 * What sharp reads of an image before drawing it, once per source read: a brand's icons (192 and
 * 512 px) are drawn from the same bytes.
 */
const sourceMetadata = new WeakMap<Buffer, Promise<Metadata>>();
function metadataOf(source: Buffer): Promise<Metadata> {
  let metadata = sourceMetadata.get(source);
  if (!metadata) {
    metadata = sharp(source).metadata();
    sourceMetadata.set(source, metadata);
  }
  return metadata;
}

/** A square PNG icon of `size` px drawn from an SVG or PNG, the drawing centred, transparent around. */
export async function renderIcon(source: Buffer, size: number): Promise<Buffer> {
  const { width = size, height = size, format } = await metadataOf(source);
  // An SVG is drawn at the density that makes its longer side `size` px: no scaling of pixels.
  const density =
    format === 'svg' ? Math.min(50_000, (72 * size) / Math.max(width, height)) : undefined;
  return sharp(source, density ? { density } : {})
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png(ICON_PNG)
    .toBuffer();
}
