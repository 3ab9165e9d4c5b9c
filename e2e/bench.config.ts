import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `pnpm bench`'s browser figures: the same built app and Chromium, one worker, no retries. */
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '*.bench.ts',
  workers: 1,
  reporter: [['list']],
});
