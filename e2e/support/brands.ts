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
  /** Six mobile-money providers: the carousel slides. */
  'pesaplay-tz': base + 4,
} as const;

export type E2eBrand = keyof typeof E2E_BRANDS;

/**
 * Every shipped brand, served together by host (<id>.localhost), for the visual checks: the port
 * after the brands' own.
 */
export const ALL_BRANDS_PORT = base + Object.keys(E2E_BRANDS).length;

/** The visual checks' clock, in the pages and the demo API of ALL_BRANDS_PORT: the same data every run. */
export const VISUAL_NOW = Date.parse('2025-06-14T09:00:00Z');

/** The dev server of the live preview test (e2e/brand-preview.spec.ts). */
export const DEV_PREVIEW_PORT = ALL_BRANDS_PORT + 1;

/**
 * A brand the tests make (e2e/support/fixture-brand.ts: texts that are scripts, a partner that
 * may frame it): built from a copy of demo in a temporary folder and served with the others.
 */
export const FIXTURE_BRAND = { id: 'fixture', port: DEV_PREVIEW_PORT + 1 } as const;

/** A partner's site that may frame FIXTURE_BRAND (a server of the test that needs it). */
const partnerPort = FIXTURE_BRAND.port + 1;
export const PARTNER = {
  origin: `http://partner.localhost:${partnerPort}`,
  port: partnerPort,
} as const;

/**
 * The demo brand served again with its API proxied (API_UPSTREAM) to a hostile operator API
 * (e2e/support/hostile-upstream.ts), after the partner; the hostile API on the next port.
 */
export const HOSTILE = { app: partnerPort + 1, upstream: partnerPort + 2 } as const;
export const hostileUrl = (path = '/') => `http://127.0.0.1:${HOSTILE.app}${path}`;

/**
 * The demo brand served as `npm start` serves it, its pages with their first answers
 * (scripts/server/page-answers.ts), after the hostile API; the brands' own ports above send
 * their pages as a static host does (what the app does with its own calls is tested there).
 */
export const PAGE_ANSWERS_PORT = HOSTILE.upstream + 1;
export const pageAnswersUrl = (path = '/') => `http://127.0.0.1:${PAGE_ANSWERS_PORT}${path}`;

/** A host of mzukabet-tz with a title override, resolved to 127.0.0.1 by Chromium's host rules. */
export const OVERRIDE_HOST = 'teke.mzukabet-tz.example';

/** eurowin's Swedish host (its Swedish licence, Swedish first), resolved to 127.0.0.1 too. */
export const SWEDISH_HOST = 'se.eurowin.example';

/** eurowin's German host (its German licence: an account before a stake), resolved to 127.0.0.1. */
export const GERMAN_HOST = 'de.eurowin.example';

export const brandUrl = (brand: E2eBrand, path = '/', host = '127.0.0.1') =>
  `http://${host}:${E2E_BRANDS[brand]}${path}`;
