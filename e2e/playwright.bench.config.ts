import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

/**
 * Page quality figures for `pnpm bench` (not tests of the suite): the same app and browser as the
 * journeys, the measuring scripts in bench/. They print figures and OK or MISS; only an error
 * fails them.
 */
export default defineConfig({
  ...journeys,
  testDir: './bench',
  testMatch: '*.bench.ts',
  workers: 1,
  timeout: 900_000,
  reporter: [['list']],
});
