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

/**
 * A brand the tests make (e2e/support/fixture-brand.ts: texts that are scripts, a partner that
 * may frame it): built from a copy of demo in a temporary folder and served after the others, on
 * the next port.
 */
export const FIXTURE_BRAND = { id: 'fixture', port: base + 4 } as const;

/** A partner's site that may frame FIXTURE_BRAND (a server of the test that needs it). */
export const PARTNER = { origin: `http://partner.localhost:${base + 5}`, port: base + 5 } as const;

/** The port the browser tests' server opens last: Playwright waits for it. */
export const LAST_PORT = FIXTURE_BRAND.port;

export type E2eBrand = keyof typeof E2E_BRANDS;

/** A host of mzukabet-tz with a title override, resolved to 127.0.0.1 by Chromium's host rules. */
export const OVERRIDE_HOST = 'teke.mzukabet-tz.example';

export const brandUrl = (brand: E2eBrand, path = '/', host = '127.0.0.1') =>
  `http://${host}:${E2E_BRANDS[brand]}${path}`;
