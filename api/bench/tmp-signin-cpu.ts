import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase, startServer, call } from './support';
import { PasswordHasher } from '../src/identity/auth/password-hasher';

function cpuMs(pid: number): number {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
}
function threads(pid: number): Map<string, number> {
  const m = new Map<string, number>();
  for (const tid of require('node:fs').readdirSync(`/proc/${pid}/task`)) {
    try {
      const comm = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      const f = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
      m.set(comm + ':' + tid + ':u', (Number(f[11]) * 1000) / 100); m.set(comm + ':' + tid + ':s', (Number(f[12]) * 1000) / 100);
    } catch { /* gone */ }
  }
  return m;
}
function pgCpuMs(): number {
  // every postgres backend process
  let total = 0;
  for (const pid of require('node:fs').readdirSync('/proc').filter((d: string) => /^\d+$/.test(d))) {
    try {
      const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      if (!comm.startsWith('postgres')) continue;
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += ((Number(f[11]) + Number(f[12])) * 1000) / 100;
    } catch { /* gone */ }
  }
  return total;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'sicpu-'));
  const db = await openDatabase(dir);
  const api: any = await startServer('API', [...(process.env.NODE_ARGS ? process.env.NODE_ARGS.split(' ') : []), 'dist/main.js'], {
    DATABASE_URL: db.url, DATA_DIR: join(dir, 'api'), ADMIN_EMAIL: 'a@example.com',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'), LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  }, '/api/health');
  const port = new URL(api.url).port;
  const ss = require('node:child_process').execSync(`ss -ltnpH 'sport = :${port}'`).toString();
  const pid = Number(/pid=(\d+)/.exec(ss)![1]);
  const email = `cpu-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Quiet-harbor-lantern-27';
  await call('POST', `${api.url}/api/users/register`, { email, password, firstName: 'A', lastName: 'B' }, undefined, 201);
  const N = Number(process.env.N ?? 300);
  const body = JSON.stringify({ email, password });
  const login = () => fetch(`${api.url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) => r.text());
  for (let i = 0; i < 50; i++) await login();
  const th0 = threads(pid); const c0 = cpuMs(pid), p0 = pgCpuMs(), t0 = performance.now();
  for (let i = 0; i < N; i++) await login();
  const th1 = threads(pid); const c1 = cpuMs(pid), p1 = pgCpuMs(), t1 = performance.now();
  const h = new PasswordHasher();
  const stored = await h.hash(password);
  const s0 = process.cpuUsage(), v0 = performance.now();
  for (let i = 0; i < N; i++) await h.verify(stored, password);
  const s1 = process.cpuUsage(s0), v1 = performance.now();
  console.log(`login: wall ${((t1 - t0) / N).toFixed(2)} ms, api cpu ${((c1 - c0) / N).toFixed(2)} ms, pg cpu ${((p1 - p0) / N).toFixed(2)} ms`);
  for (const [k, v] of th1) if (k.startsWith('node:' + pid + ':')) console.log('thread', k, ((v - (th0.get(k) ?? 0)) / N).toFixed(2));
  console.log(`verify: wall ${((v1 - v0) / N).toFixed(2)} ms, cpu ${((s1.user + s1.system) / 1000 / N).toFixed(2)} ms`);
  await api.stop();
  await db.dispose();
}
main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
