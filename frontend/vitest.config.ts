import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedResolve } from './vite.config';

export default defineConfig({
  plugins: [react()],
  resolve: sharedResolve,
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    restoreMocks: true,
    // Form tests type field by field; on a busy 2-core machine 5 s is too tight for some.
    testTimeout: 20_000,
  },
});
