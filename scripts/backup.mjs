#!/usr/bin/env node
// `pnpm backup [--out <folder>] [--data-dir <folder>]`: one timestamped folder holding a
// pg_dump (custom format) of the app's database and a tar of its stored files, with a manifest.
// The database is DATABASE_URL's, or the embedded one in DATA_DIR/pg (started for the dump when
// the app is not running). Keys are not copied: keep DATA_KEY apart from the backups.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  clientProgram,
  commandLine,
  dataDirFrom,
  libpqEnv,
  openDatabase,
  run,
  runCommand,
  serverMajor,
  sha256,
  UsageError,
} from './lib/database-tools.mjs';

function countFiles(dir) {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    count += entry.isDirectory() ? countFiles(join(dir, entry.name)) : 1;
  }
  return count;
}

async function main() {
  const usage = 'Usage: pnpm backup [--out <folder>] [--data-dir <folder>]';
  const args = commandLine(usage, { out: { type: 'string' }, 'data-dir': { type: 'string' } });
  if (!args) return;
  const { values } = args;
  const env = process.env;
  const dataDir = dataDirFrom(env, values['data-dir']);
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const target = resolve(values.out ?? env.BACKUP_DIR ?? 'backups', `coverline-${stamp}`);
  if (existsSync(target)) throw new UsageError(`${target} exists already.`);

  const database = await openDatabase(env, dataDir);
  try {
    const major = await serverMajor(database.url);
    const pgDump = clientProgram(env, 'pg_dump', major);
    mkdirSync(target, { recursive: true });
    const dumpFile = join(target, 'database.dump');
    run(pgDump, ['--format=custom', '--no-owner', '--file', dumpFile], {
      env: libpqEnv(database.url, env),
    });

    const filesDir = join(dataDir, 'files');
    const storage = env.FILE_STORAGE?.trim() || 'local';
    let files = { included: false, reason: '' };
    if (storage !== 'local') {
      files.reason = `FILE_STORAGE=${storage}: back up the bucket with the storage's own tools`;
    } else if (!existsSync(filesDir)) {
      files.reason = `no stored files yet (${filesDir} does not exist)`;
    } else {
      const archive = join(target, 'files.tar.gz');
      run('tar', ['-czf', archive, '-C', dataDir, 'files']);
      files = { included: true, count: countFiles(filesDir), sha256: sha256(archive) };
    }

    const manifest = {
      createdAt: new Date().toISOString(),
      database: {
        source: database.source,
        name: decodeURIComponent(new URL(database.url).pathname.slice(1)),
        serverMajor: major,
        file: 'database.dump',
        bytes: statSync(dumpFile).size,
        sha256: sha256(dumpFile),
      },
      files: files.included ? { file: 'files.tar.gz', ...files } : files,
    };
    writeFileSync(join(target, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    const shown = relative(process.cwd(), target);
    console.log(`Backup written to ${shown.startsWith('..') ? target : shown}`);
    if (!files.included) console.log(`Files not included: ${files.reason}.`);
    console.log('Keep DATA_KEY (or DATA_DIR/data-key) safe and apart: the backup needs it.');
  } finally {
    await database.stop();
  }
}

runCommand('Backup', main);
