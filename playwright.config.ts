import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { LAST_PORT, OVERRIDE_HOST } from './e2e/support/brands';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests run against production builds of several brands served with the demo API
 * (e2e/support/serve-brands.ts), in Debian's Chromium: a touch phone and a desktop project.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: existsSync(chromium) ? chromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        `--host-resolver-rules=MAP ${OVERRIDE_HOST} 127.0.0.1`,
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 412, height: 823 },
        browserName: 'chromium',
      },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], browserName: 'chromium' },
    },
  ],
  webServer: {
    command: 'npx tsx e2e/support/serve-brands.ts',
    url: `http://127.0.0.1:${LAST_PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
