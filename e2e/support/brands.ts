/**
 * The brands the browser tests serve, each on its own port (see serve-brands.ts). E2E_PORT_BASE
 * moves the whole set, so two runs can share a machine.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4301);

export const E2E_BRANDS = {
  demo: base,
  'mzukabet-tz': base + 1,
  eurowin: base + 2,
  /** A dark theme. */
  sportsloth: base + 3,
} as const;

export type E2eBrand = keyof typeof E2E_BRANDS;

/**
 * The demo brand served again with its API proxied (API_UPSTREAM) to a hostile operator API
 * (e2e/support/hostile-upstream.ts), on the port after the brands; the hostile API on the next.
 */
export const HOSTILE = { app: base + 4, upstream: base + 5 } as const;
export const hostileUrl = (path = '/') => `http://127.0.0.1:${HOSTILE.app}${path}`;

/** A host of mzukabet-tz with a title override, resolved to 127.0.0.1 by Chromium's host rules. */
export const OVERRIDE_HOST = 'teke.mzukabet-tz.example';

export const brandUrl = (brand: E2eBrand, path = '/', host = '127.0.0.1') =>
  `http://${host}:${E2E_BRANDS[brand]}${path}`;
