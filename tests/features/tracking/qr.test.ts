import jsQR from 'jsqr';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import {
  QUIET_ZONE,
  luminance,
  qrColors,
  qrPath,
  type QrModules,
} from '@/features/tracking/share/qr';

const grid = (rows: string[]): QrModules => ({
  size: rows.length,
  get: (r, c) => rows[r]?.[c] === '#',
});

/** Paints a path made of `M{x} {y}h{w}v1h-{w}z` runs into an RGBA image, `scale` px a module. */
function paint(path: string, full: number, scale: number) {
  const side = full * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = +y! * scale; py < (+y! + 1) * scale; py++)
      for (let px = +x! * scale; px < (+x! + +w!) * scale; px++) {
        const i = (py * side + px) * 4;
        data[i] = data[i + 1] = data[i + 2] = 0;
      }
  }
  return { data, side };
}

describe('qrPath', () => {
  it('draws one rectangle per horizontal run of dark modules, offset by the margin', () => {
    expect(qrPath(grid(['##.#', '....', '.###', '#...']), 1)).toBe(
      'M1 1h2v1h-2zM4 1h1v1h-1zM2 3h3v1h-3zM1 4h1v1h-1z',
    );
    expect(qrPath(grid(['..', '..']))).toBe('');
    expect(qrPath(grid(['#']))).toBe(`M${QUIET_ZONE} ${QUIET_ZONE}h1v1h-1z`);
  });

  it('draws a QR code of the qrcode library that a scanner decodes back to the link', () => {
    const link = 'https://bet.example/track/T%201%26x%3D2';
    const { modules } = create(link, { errorCorrectionLevel: 'M' });
    const full = modules.size + 2 * QUIET_ZONE;
    const { data, side } = paint(qrPath(modules), full, 4);
    expect(jsQR(data, side, side)?.data).toBe(link);
  });
});

describe('qrColors', () => {
  it('draws dark modules on a light ground on light and dark themes alike', () => {
    expect(qrColors('#111111', '#ffffff')).toEqual({ dark: '#111111', light: '#ffffff' });
    expect(qrColors('#eef2f5', '#1d2228')).toEqual({ dark: '#1d2228', light: '#eef2f5' });
  });

  it('computes WCAG relative luminance', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#777777')).toBeCloseTo(0.184, 3);
    expect(luminance('red')).toBeNaN();
  });
});
