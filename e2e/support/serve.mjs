// Starts the built app for the journeys on a fresh embedded database, and removes that database
// when Playwright stops it.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'coverline-e2e-'));
// The embedded PostgreSQL runs as another user when started as root; it must reach the folder.
chmodSync(dataDir, 0o755);

const app = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  app.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

app.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? 1));
});
