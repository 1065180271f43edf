import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * End-to-end journeys in Debian's Chromium against the built product: each worker starts the
 * real server (`apps/server/dist/main.js`) with an embedded database in a temporary folder, a
 * real SMTP server and a local OpenID Connect issuer (see support/fixtures.ts).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 2 : 2,
  // A bound, not a pace: tests of 15–20 s on a quiet machine took over 60 s on a busy 2-core CI
  // (the Arabic options accessibility test, 2026-11-28). Failures still surface at the 10 s
  // expect timeout; this only keeps a slow but correct test from being cut off.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      // `*.mobile.spec.ts` holds journeys that exist only in the mobile layout, and the reverse.
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
    },
    {
      name: 'mobile',
      testIgnore: /\.desktop\.spec\.ts$/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      },
    },
  ],
});
