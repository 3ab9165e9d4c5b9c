// `pnpm bench`: builds the API, then prints its throughput and latency beside a bare NestJS
// endpoint measured in the same run, the business type search and workers compensation rating
// through the API beside `GET /api/health`, the same rating in process, and the password hashing
// rate (api/bench/run.ts, one API server for all of them). Every other `api/bench/*-bench.ts`
// runs after it (application-view-bench.ts: the applications pipeline at 50,000 applications;
// appetite-coverage-bench.ts: how many carriers price every business type x line x private
// state, the rate tables' heap and one carrier's quote time, also `pnpm coverage:appetite`;
// appetite-bench.ts: the appetite guide's matrix, search and who-we-cover list in process;
// chat-bench.ts: support chat fan-out to 200 sockets on one instance; help-assistant-bench.ts:
// the assistant's help index build, its evaluation figures and answer p95 at 16 askers;
// rate-tables-bench.ts: the rate tables held in memory at full size, rating on them, and a new
// version reaching a second instance; instalments-bench.ts: 10,000 instalments due on one day
// charged by one billing run through the sandbox provider, exactly once, and a policy's balance
// at 1,000 ledger entries;
// webhooks-bench.ts: webhook delivery p95 from event to
// receiver at 100 events a second, and no event lost while the receiver is down five minutes),
// then the frontend benchmark (bundle sizes, Lighthouse on / and /login), then the browser
// figures of e2e/bench in the built app (bench-browser.mjs): Lighthouse and axe on the purchase
// journey's results, cart, staff quote and policy detail, and the referred client's landing.
// Figures, not tests: a missed goal prints MISS; only an error fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = join(root, 'api');

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Always from the current sources: a stale build would measure old code.
run('pnpm', ['--filter', '@coverline/contracts', 'build'], root);
run('pnpm', ['--filter', '@coverline/api', 'build'], root);

// run.ts runs the in-process rating itself, to print it beside the rating through the API.
const inRun = new Set(['rating-bench.ts']);
const apiBenches = readdirSync(join(apiDir, 'bench'))
  .filter((file) => file.endsWith('-bench.ts') && !inRun.has(file))
  .sort();
for (const file of ['run.ts', ...apiBenches]) {
  console.log('');
  run(process.execPath, ['-r', '@swc-node/register', join('bench', file)], apiDir);
}

const webBench = join(root, 'scripts', 'bench-web.mjs');
if (existsSync(webBench)) {
  console.log('');
  run(process.execPath, [webBench], root);
}

const browserBench = join(root, 'scripts', 'bench-browser.mjs');
if (existsSync(browserBench)) {
  console.log('');
  run(process.execPath, [browserBench], root);
}
