import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linuxWithChrt, schedulingPolicy as policy } from './helpers/scheduling';

/**
 * Starts the embedded server as the API does (in a process of its own: the package is an ES
 * module, which Jest's sandbox cannot import), connects, and answers the scheduling policy
 * Linux reports for the connection's backend and for the starting process (3 is SCHED_BATCH).
 */
function policiesOnEmbeddedServer(dir: string): { backend: number; starter: number } {
  const script = `
    const { Client } = require('pg');
    const { startEmbeddedPostgres } = require('./src/platform/database/embedded');
    const { schedulingPolicy: policy } = require('./test/helpers/scheduling');
    (async () => {
      const db = await startEmbeddedPostgres(${JSON.stringify(dir)});
      const client = new Client({ connectionString: db.url });
      await client.connect();
      const { rows } = await client.query('SELECT pg_backend_pid() AS pid');
      const answer = { backend: policy(rows[0].pid), starter: policy(process.pid) };
      await client.end();
      await db.stop();
      process.stdout.write(JSON.stringify(answer));
    })().catch((e) => { console.error(e); process.exit(1); });`;
  const res = spawnSync(process.execPath, ['-r', '@swc-node/register', '-e', script], {
    cwd: join(__dirname, '..'),
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`the embedded server did not answer: ${res.stderr}`);
  return JSON.parse(res.stdout) as { backend: number; starter: number };
}

(linuxWithChrt ? describe : describe.skip)('the embedded database beside the API', () => {
  const dir = mkdtempSync(join(tmpdir(), 'coverline-embedded-'));

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the app from backends that do not take the event loop’s core when they wake', () => {
    // As root, the embedded server runs as its own user, which must reach the folder.
    chmodSync(dir, 0o755);
    const { backend, starter } = policiesOnEmbeddedServer(dir);
    expect(backend).toBe(3);
    // The starting process, the API's stand-in, keeps the class it was started in.
    expect(starter).toBe(policy(process.pid));
    expect(starter).not.toBe(3);
  });
});
