#!/usr/bin/env node
// Runs every test suite of the workspace in turn and sums them up in one closing line:
// "N passed, N failed". Exits non-zero when anything failed or a suite could not run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const out = join(root, '.data', 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const only = process.argv.slice(2);

function run(cmd, args, opts = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  return res.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** jest and vitest share this report shape. */
function jestCounts(file) {
  const r = readJson(file);
  if (!r) return undefined;
  const brokenSuites = r.numRuntimeErrorTestSuites ?? 0;
  return { passed: r.numPassedTests ?? 0, failed: (r.numFailedTests ?? 0) + brokenSuites };
}

function playwrightCounts(file) {
  const r = readJson(file);
  if (!r?.stats) return undefined;
  return {
    passed: (r.stats.expected ?? 0) + (r.stats.flaky ?? 0),
    failed: r.stats.unexpected ?? 0,
  };
}

const suites = [
  {
    name: 'contracts',
    enabled: existsSync(join(root, 'contracts', 'jest.config.js')),
    cmd: [
      'pnpm',
      [
        '--filter',
        '@coverline/contracts',
        'exec',
        'jest',
        '--json',
        `--outputFile=${join(out, 'contracts.json')}`,
      ],
    ],
    counts: () => jestCounts(join(out, 'contracts.json')),
  },
  {
    name: 'api',
    enabled: true,
    cmd: [
      'pnpm',
      [
        '--filter',
        '@coverline/api',
        'exec',
        'jest',
        '--json',
        `--outputFile=${join(out, 'api.json')}`,
      ],
    ],
    counts: () => jestCounts(join(out, 'api.json')),
  },
  {
    name: 'frontend',
    enabled:
      existsSync(join(root, 'frontend', 'vitest.config.ts')) ||
      existsSync(join(root, 'frontend', 'vite.config.ts')),
    cmd: [
      'pnpm',
      [
        '--filter',
        '@coverline/frontend',
        'exec',
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(out, 'frontend.json')}`,
      ],
    ],
    counts: () => jestCounts(join(out, 'frontend.json')),
  },
  {
    name: 'e2e',
    enabled: existsSync(join(root, 'e2e', 'playwright.config.ts')),
    cmd: ['pnpm', ['--filter', '@coverline/e2e', 'exec', 'playwright', 'test']],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, 'e2e.json') },
    counts: () => playwrightCounts(join(out, 'e2e.json')),
  },
].filter((s) => s.enabled && (only.length === 0 || only.includes(s.name)));

let passed = 0;
let failed = 0;
const summary = [];

if (process.env.TEST_SKIP_BUILD !== '1' && run('pnpm', ['build']) !== 0) {
  console.log('\nThe build failed; no suite ran.');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

for (const suite of suites) {
  const status = run(suite.cmd[0], suite.cmd[1], { env: { ...process.env, ...suite.env } });
  const counts = suite.counts();
  if (!counts) {
    summary.push(`${suite.name}: no report (exit ${status})`);
    failed += 1;
    continue;
  }
  // A runner that failed without a failed test (e.g. a crash in setup) still counts as a failure.
  const extra = status !== 0 && counts.failed === 0 ? 1 : 0;
  passed += counts.passed;
  failed += counts.failed + extra;
  summary.push(`${suite.name}: ${counts.passed} passed, ${counts.failed + extra} failed`);
}

console.log('\nSummary');
for (const line of summary) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
