import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunks } from './build/first-load-chunk';

const contractsSrc = fileURLToPath(new URL('../contracts/src', import.meta.url));

export const sharedResolve = {
  alias: [
    // The domain code and the generated client are compiled from source with the app.
    { find: /^@coverline\/contracts$/, replacement: `${contractsSrc}/domain/index.ts` },
    { find: /^@coverline\/contracts\/(.*)$/, replacement: `${contractsSrc}/$1` },
  ],
  // contracts has its own node_modules; one copy of each runtime library must win.
  dedupe: ['react', 'react-dom', '@tanstack/react-query', 'axios', 'zod'],
};

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
  ],
  resolve: sharedResolve,
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  build: {
    target: 'es2022',
    // Every browser that runs ES2022 modules preloads them natively.
    modulePreload: { polyfill: false },
    // No source maps in the served build: they would publish the source.
    sourcemap: false,
    // Read by the bundle budget (scripts/bench-web.mjs) to size each route's chunks.
    manifest: true,
    rollupOptions: {
      output: { manualChunks: firstLoadChunks('app'), onlyExplicitManualChunks: true },
    },
  },
});
