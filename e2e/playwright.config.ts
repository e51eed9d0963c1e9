import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR as dataDir, E2E_PORT as port } from './support/server';

/** The built app in the system's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI, and a flaky pass is named in the summary (docs/decisions/027).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // CI adds a JSON report that .ci/run sums up.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }]]
    : [['list']],
  // Journeys (sign-in to placed order, with accessibility scans) take 10-40 s on two busy cores,
  // and past 60 s when the machine is loaded; each step still has the expect timeout below.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'mobile',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      testMatch: /\.mobile\.spec\.ts$|public-pages\.spec\.ts$/,
    },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && node ../server/dist/main.js`,
    url: `http://localhost:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      // The suite signs in many times from one address; the limits have server tests.
      RATE_LIMIT: 'off',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The monthly statements would e-mail every demo customer at start; tests send them by hand.
      STATEMENT_JOB: 'off',
      // Standing orders (issue 38): their job looks every 2 s, so that a test sees the order it makes.
      STANDING_ORDERS_EVERY_S: '2',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
