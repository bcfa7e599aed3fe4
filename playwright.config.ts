import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices, type LaunchOptions } from '@playwright/test';
import { ALL_BRANDS_PORT, GERMAN_HOST, OVERRIDE_HOST, SWEDISH_HOST } from './e2e/support/brands';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/browser/chromium';

const launchOptions: LaunchOptions = {
  executablePath: existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : undefined,
  args: [
    ...CHROMIUM_ARGS,
    '--disable-quic',
    `--host-resolver-rules=MAP ${OVERRIDE_HOST} 127.0.0.1,MAP ${SWEDISH_HOST} 127.0.0.1,MAP ${GERMAN_HOST} 127.0.0.1`,
  ],
};

/** The visual checks: one spec, its own project (fixed fonts, one pixel per CSS pixel). */
const VISUAL = '**/visual.spec.ts';
/** Live preview runs the dev server: one project is enough. */
const PREVIEW = '**/brand-preview.spec.ts';
const phone = { width: 412, height: 823 };
/** Tests the desktop project runs too. */
const DESKTOP = /@desktop/;

/**
 * Browser tests run against production builds of the brands served with the demo API
 * (e2e/support/serve-brands.ts), in Debian's Chromium: a touch phone and a desktop project, and
 * the visual checks of every brand (npm run test:visual).
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    toHaveScreenshot: {
      // Colours are compared closely (threshold: a per-pixel colour distance; 0.05 tells a
      // primary colour moved by 32 of 255 in one channel), while anti-aliased pixels (pixelmatch
      // detects and skips them) and a few glyphs rasterised differently (0.2% of the pixels) pass.
      maxDiffPixelRatio: 0.002,
      threshold: 0.05,
      animations: 'disabled',
      caret: 'hide',
    },
  },
  fullyParallel: true,
  // One worker by default: with two, each with its Chromium beside the servers, the two cores
  // starve on a busy machine (2026-12-02, two workers without traces beside other builds: 232 of
  // 233 passed, an accessibility sweep over every screen ran out of its 150 s). E2E_WORKERS=2
  // on a quiet machine. docs/architecture.md#tests.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // No trace by default: recording one (a snapshot and a screenshot at every step) doubled each
  // test's time (measured 2026-12-02, e2e/lobby.spec.ts on the phone: 4.6 s a test with it,
  // 2.7 s without). A failure still writes the page's snapshot (error-context.md, which .ci/run
  // prints); `npx playwright test --trace retain-on-failure` records traces when one is wanted.
  use: { trace: 'off', launchOptions },
  projects: [
    {
      name: 'phone',
      testIgnore: VISUAL,
      use: { ...devices['Pixel 7'], viewport: phone, browserName: 'chromium' },
    },
    {
      // What depends on a wide window, a mouse or a keyboard (tests tagged @desktop); the rest
      // behaves the same at any size, and the phone, the product's screen, covers it once.
      name: 'desktop',
      grep: DESKTOP,
      testIgnore: [VISUAL, PREVIEW],
      use: { ...devices['Desktop Chrome'], browserName: 'chromium' },
    },
    {
      name: 'visual',
      testMatch: VISUAL,
      // Baselines are committed: e2e/visual/baselines/<brand>-<screen>.png.
      snapshotPathTemplate: '{testDir}/visual/baselines/{arg}{ext}',
      use: {
        ...devices['Pixel 7'],
        viewport: phone,
        // One pixel per CSS pixel: small baselines; the look is the same.
        deviceScaleFactor: 1,
        browserName: 'chromium',
        locale: 'en-GB',
        timezoneId: 'UTC',
        reducedMotion: 'reduce',
        launchOptions: {
          ...launchOptions,
          // Only the fonts of Debian's fonts-liberation, whatever else the machine has.
          env: {
            ...process.env,
            FONTCONFIG_FILE: fileURLToPath(new URL('./e2e/visual/fonts.conf', import.meta.url)),
          },
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx e2e/support/serve-brands.ts',
    url: `http://127.0.0.1:${ALL_BRANDS_PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
