import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

/** The admin the app creates at start; journeys read the dev mailbox with it. */
export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@coverline.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
};

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // The longest journeys run the whole wizard; on 2 cores with two workers they take a minute.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'artifacts/results.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser of its own here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The built app (pnpm build first) on a fresh embedded database for every run.
  webServer: {
    command: 'node support/serve.mjs',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Lets the app stop its database and the wrapper remove the temporary data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Every journey signs in from the same address.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      MAIL_LIMIT_PER_EMAIL: '10000',
      MAIL_LIMIT_PER_ADDRESS: '10000',
      // The shared admin signs in with its password in every journey; the two-step journey
      // turns it on for an account of its own.
      MFA_REQUIRED_FOR_ADMINS: 'false',
      // A referral's status mail waits for its changes to settle: seconds here, not minutes.
      REFERRAL_STATUS_SETTLE_SECONDS: '3',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  },
});
