import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `pnpm bench`'s browser figures (e2e/bench/*.bench.ts): the same built app and Chromium as the
 * journeys, one worker, no retries. They print figures and OK or MISS; only an error fails them.
 */
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '*.bench.ts',
  workers: 1,
  timeout: 900_000,
  reporter: [['list']],
});
