/** WCAG 2.x relative luminance and contrast ratio of #rrggbb colours. */

export const WCAG_AA = 4.5;

function channels(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) {
    const short = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex.trim());
    if (!short) throw new Error(`not a #rrggbb colour: ${hex}`);
    return [1, 2, 3].map((i) => parseInt(`${short[i]}${short[i]}`, 16)) as [number, number, number];
  }
  return [1, 2, 3].map((i) => parseInt(m[i] ?? '0', 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (0 black .. 1 white) of #rrggbb or #rgb. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** White or black, whichever reads better on bg: the text colour of a new brand's colour. */
export function readableOn(bg: string): string {
  return contrastRatio('#ffffff', bg) >= contrastRatio('#000000', bg) ? '#ffffff' : '#000000';
}

/** A ratio as shown to people: 2 decimals, never rounded up across the threshold. */
export function formatRatio(ratio: number, threshold = WCAG_AA): string {
  let text = ratio.toFixed(2);
  if (ratio < threshold && Number(text) >= threshold)
    text = (Math.floor(ratio * 1000) / 1000).toFixed(3);
  return `${text}:1`;
}

/**
 * The colour nearest to fg (mixed towards black or white in 1% steps) that reaches the ratio on
 * bg, or undefined when neither direction does.
 */
export function fixForeground(fg: string, bg: string, ratio = WCAG_AA): string | undefined {
  const from = channels(fg);
  let best: { hex: string; t: number } | undefined;
  for (const target of [0, 255]) {
    for (let step = 1; step <= 100; step++) {
      const t = step / 100;
      const hex = toHex(from.map((c) => c + (target - c) * t));
      if (contrastRatio(hex, bg) >= ratio) {
        if (!best || t < best.t) best = { hex, t };
        break;
      }
    }
  }
  return best?.hex;
}
