// `pnpm load`: builds the API, then drives one instance with virtual users going through
// workers compensation quotes (api/bench/load.ts) and counts lost writes afterwards. Exits
// non-zero on any error or lost write. LOAD_USERS, LOAD_DURATION and LOAD_WARMUP change its size.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('pnpm', ['--filter', '@coverline/contracts', 'build'], root);
run('pnpm', ['--filter', '@coverline/api', 'build'], root);
run(process.execPath, ['-r', '@swc-node/register', join('bench', 'load.ts')], join(root, 'api'));
