// The browser figures (not tests), by Playwright in Chromium on the built app, on a free port
// (e2e/bench.config.ts): Lighthouse and axe on the purchase journey's pages
// (e2e/bench/page-quality.bench.ts), and the referred client's landing: how long until
// "Referred by" and the wizard's first step show, per run and the median
// (e2e/bench/referral-landing.bench.ts; BENCH_RUNS sets the number of runs, 5). Needs
// `pnpm build` first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const e2e = join(root, 'e2e');

if (
  !existsSync(join(root, 'api', 'dist', 'main.js')) ||
  !existsSync(join(root, 'frontend', 'dist'))
) {
  console.log('Browser figures: not run: the app is not built (pnpm build).');
  process.exit(0);
}

const port = await new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});

const result = spawnSync('npx', ['playwright', 'test', '--config', 'bench.config.ts'], {
  cwd: e2e,
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: process.env.E2E_PORT ?? String(port) },
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
