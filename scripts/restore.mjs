#!/usr/bin/env node
// `pnpm restore <backup folder> [--database <name> | --database-url <url>] [--data-dir <folder>]
// [--force]`: puts a backup from `pnpm backup` back. The database is DATABASE_URL's (or the
// embedded one in DATA_DIR/pg), or another, named database on the same server, created when
// missing. A database that already holds tables, or a files folder that holds files, is only
// overwritten with --force. Stop the app's instances first.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  clientProgram,
  commandLine,
  databaseNamed,
  dataDirFrom,
  emptyDatabase,
  ensureDatabase,
  libpqEnv,
  openDatabase,
  query,
  run,
  runCommand,
  sha256,
  UsageError,
} from './lib/database-tools.mjs';

async function main() {
  const usage =
    'Usage: pnpm restore <backup folder> [--database <name> | --database-url <url>] [--data-dir <folder>] [--force]';
  const args = commandLine(
    usage,
    {
      database: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      force: { type: 'boolean', default: false },
    },
    { allowPositionals: true },
  );
  if (!args) return;
  const { values, positionals } = args;
  if (positionals.length !== 1) throw new UsageError(usage);
  if (values.database && values['database-url']) {
    throw new UsageError(`Give --database or --database-url, not both.\n${usage}`);
  }
  const source = resolve(positionals[0]);
  const manifestFile = join(source, 'manifest.json');
  if (!existsSync(manifestFile))
    throw new UsageError(`${source} is not a backup (no manifest.json).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const dumpFile = join(source, manifest.database.file);
  if (sha256(dumpFile) !== manifest.database.sha256) {
    throw new UsageError(`${dumpFile} does not match its manifest: the backup is damaged.`);
  }
  const filesArchive = manifest.files?.included ? join(source, manifest.files.file) : null;
  if (filesArchive && sha256(filesArchive) !== manifest.files.sha256) {
    throw new UsageError(`${filesArchive} does not match its manifest: the backup is damaged.`);
  }

  const env = { ...process.env };
  if (values['database-url']) env.DATABASE_URL = values['database-url'];
  const dataDir = dataDirFrom(env, values['data-dir']);
  const server = await openDatabase(env, dataDir, { create: true });
  try {
    const url = values.database ? databaseNamed(server.url, values.database) : server.url;
    await ensureDatabase(url);
    const [{ tables }] = await query(
      url,
      `SELECT count(*)::int AS tables FROM pg_tables
        WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    if (tables > 0 && !values.force) {
      throw new UsageError(
        `The database ${new URL(url).pathname.slice(1)} is not empty (${tables} tables). Restore into an empty or new one (--database <name>), or add --force to replace its content.`,
      );
    }
    const filesDir = join(dataDir, 'files');
    if (filesArchive && existsSync(filesDir) && readdirSync(filesDir).length > 0 && !values.force) {
      throw new UsageError(`${filesDir} holds files already. Add --force to restore over them.`);
    }

    const major = manifest.database.serverMajor;
    const pgRestore = clientProgram(env, 'pg_restore', major);
    const args = ['--no-owner', '--exit-on-error', '--single-transaction'];
    if (tables > 0) await emptyDatabase(url);
    run(pgRestore, [...args, '--dbname', new URL(url).pathname.slice(1), dumpFile], {
      env: libpqEnv(url, env),
    });
    if (filesArchive) {
      mkdirSync(dataDir, { recursive: true });
      run('tar', ['-xzf', filesArchive, '-C', dataDir]);
    }
    console.log(`Restored the database into ${new URL(url).pathname.slice(1)}.`);
    console.log(
      filesArchive
        ? `Restored ${manifest.files.count} files into ${filesDir}.`
        : 'The backup holds no files.',
    );
    console.log('Start the app with the DATA_KEY the backup was written with.');
  } finally {
    await server.stop();
  }
}

runCommand('Restore', main);
