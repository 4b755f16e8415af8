import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/** Debian's Chromium (never `npx playwright install`: no browser download works here). */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'de-DE',
    trace: 'off',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The production build, served as `npm start` serves it.
    command: 'node scripts/server.mjs',
    url: `http://localhost:${port}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      // The site's own origin for the cross-site check of form posts.
      SITE_URL: `http://localhost:${port}`,
      // The browser tests send more inquiries from one address than a visitor would.
      CONTACT_RATE_LIMIT: '1000',
      // …and the back-office tests create many staff accounts from one address.
      STAFF_SIGNIN_RATE_LIMIT: '1000',
      DATA_DIR: process.env.E2E_DATA_DIR ?? `data/e2e-${port}`,
    },
  },
});
