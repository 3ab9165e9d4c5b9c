// The web app's budget, in figures (not a test): the JavaScript a first visit to / downloads,
// gzipped, against 150 kB; each route's own chunks; and Lighthouse performance scores for / and
// /login in Debian's Chromium with the desktop preset, when Lighthouse can run here.
// BENCH_SKIP_BUILD=1 measures the existing build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'frontend', 'dist');
const BUDGET_BYTES = 150_000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const gzipped = (file) => gzipSync(readFileSync(join(dist, file))).length;

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync('pnpm', ['--filter', '@coverline/frontend', 'build'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout);
    process.stderr.write(build.stderr);
    process.exit(build.status ?? 1);
  }
}

// ---- Bundle sizes -------------------------------------------------------------------------

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="\/([^"]+)"/)?.[1];
if (!entry) throw new Error('frontend/dist/index.html has no module entry script');
const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
  (m) => m[1],
);
const initial = new Set([entry, ...preloads]);
const initialBytes = [...initial].reduce((sum, file) => sum + gzipped(file), 0);

/** Vite's manifest: each chunk with the chunks it imports statically. */
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const byKey = new Map(Object.entries(manifest));

/** A chunk and its static imports that the first page did not already load. */
function extraFiles(key, seen = new Set()) {
  const chunk = byKey.get(key);
  if (!chunk || seen.has(chunk.file)) return seen;
  if (!initial.has(chunk.file)) seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) extraFiles(imported, seen);
  return seen;
}

const routes = [...byKey.keys()]
  .filter((key) => key.startsWith('src/routes/') && key.includes('tsr-split'))
  .map((key) => {
    const source = key.replace(/\?.*$/, '');
    // A route that loads its page in a second step (React.lazy) counts that page as its own.
    const files = [key, ...(byKey.get(key).dynamicImports ?? [])].reduce(
      (seen, k) => extraFiles(k, seen),
      new Set(),
    );
    const css = (byKey.get(key).css ?? []).filter((f) => !html.includes(f));
    const bytes = [...files].reduce((sum, f) => sum + gzipped(f), 0);
    const cssBytes = css.reduce((sum, f) => sum + gzipped(f), 0);
    return { source, own: gzipped(byKey.get(key).file), bytes, cssBytes };
  })
  .sort((a, b) => a.source.localeCompare(b.source));

const home = routes.find((r) => r.source === 'src/routes/index.tsx');
const firstVisit = initialBytes + (home?.bytes ?? 0);

const verdict = (bytes) => (bytes <= BUDGET_BYTES ? 'OK' : 'MISS');
console.log('Web app bundle (gzip)');
console.log(
  `  initial JavaScript for / (index.html entry + modulepreloads): ${kb(initialBytes)} in ${initial.size} files, budget ${kb(BUDGET_BYTES)}: ${verdict(initialBytes)}`,
);
console.log(
  `  with the home page's own chunks, loaded right after: ${kb(firstVisit)}: ${verdict(firstVisit)}`,
);
const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(
  (m) => m[1],
);
console.log(`  initial CSS: ${kb(stylesheets.reduce((sum, f) => sum + gzipped(f), 0))}`);
console.log('  route chunks (own chunk / with the chunks it adds / its CSS):');
for (const r of routes) {
  console.log(
    `    ${r.source.padEnd(44)} ${kb(r.own).padStart(9)} ${kb(r.bytes).padStart(9)} ${kb(r.cssBytes).padStart(9)}`,
  );
}

// ---- Lighthouse ---------------------------------------------------------------------------

const lighthouseEntry = join(root, 'e2e', 'node_modules', 'lighthouse', 'core', 'index.js');
const launcherEntry = join(root, 'e2e', 'node_modules', 'chrome-launcher', 'dist', 'index.js');
const serverEntry = join(root, 'api', 'dist', 'main.js');

function whyLighthouseCannotRun() {
  if (!existsSync(lighthouseEntry) || !existsSync(launcherEntry)) {
    return 'lighthouse and chrome-launcher are not installed (pnpm install in e2e/)';
  }
  if (!existsSync(CHROMIUM)) return `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`;
  if (!existsSync(serverEntry)) return 'the API is not built (pnpm --filter @coverline/api build)';
  return undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the app did not become healthy within 120 s');
}

async function runLighthouse() {
  const reason = whyLighthouseCannotRun();
  if (reason) {
    console.log(`\nLighthouse: not run: ${reason}.`);
    return;
  }
  const { default: lighthouse } = await import(pathToFileURL(lighthouseEntry).href);
  const { default: desktopConfig } = await import(
    pathToFileURL(
      join(root, 'e2e', 'node_modules', 'lighthouse', 'core', 'config', 'desktop-config.js'),
    ).href
  );
  const chromeLauncher = await import(pathToFileURL(launcherEntry).href);

  // The embedded database runs as another user when this runs as root, so the folder is 0755.
  const dataDir = mkdtempSync(join(tmpdir(), 'coverline-bench-web-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--max-semi-space-size=128', serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MAIL_WORKER: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let chrome;
  // Whatever ends this script (a closed pipe, Ctrl-C) must not leave the app or Chromium behind.
  const stopChildren = () => {
    server.kill('SIGTERM');
    chrome?.process?.kill('SIGKILL');
  };
  process.once('exit', stopChildren);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stopChildren();
      process.exit(1);
    });
  }
  process.stdout.on('error', () => undefined);
  try {
    await waitForHealth(base, server);
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    console.log('\nLighthouse performance (desktop preset, Debian Chromium, served by the app)');
    for (const path of ['/', '/login']) {
      const result = await lighthouse(
        `${base}${path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        desktopConfig,
      );
      const { categories, audits } = result.lhr;
      const metric = (id) => audits[id]?.displayValue ?? 'n/a';
      console.log(
        `  ${path.padEnd(8)} score ${Math.round((categories.performance.score ?? 0) * 100)}` +
          `  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}` +
          `  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}`,
      );
    }
  } catch (error) {
    console.log(`\nLighthouse: not run: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) =>
      server.exitCode !== null ? resolve() : server.once('exit', resolve),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runLighthouse();
