/** The modules of a QR symbol: `size` x `size`, `get(row, col)` truthy for a dark module. */
export interface QrModules {
  size: number;
  get(row: number, col: number): number | boolean;
}

/** The quiet zone around the symbol, in modules (the QR standard asks for 4). */
export const QUIET_ZONE = 4;

/**
 * An SVG path of the dark modules, offset by the quiet zone, one rectangle per horizontal
 * run of dark modules (so the path stays short).
 */
export function qrPath(modules: QrModules, margin = QUIET_ZONE): string {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      const run = col - start;
      parts.push(`M${start + margin} ${row + margin}h${run}v1h-${run}z`);
    }
  }
  return parts.join('');
}

/** Relative luminance (WCAG) of a #rrggbb colour; NaN when unreadable. */
export function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return Number.NaN;
  const n = parseInt(m[1], 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Scanners expect dark modules on a light ground. Of two theme colours (text and surface, which
 * the brand check keeps at 4.5:1 or more), the darker draws the modules and the lighter the
 * ground, on a light theme and a dark one alike.
 */
export function qrColors(a: string, b: string): { dark: string; light: string } {
  return luminance(a) <= luminance(b) ? { dark: a, light: b } : { dark: b, light: a };
}
