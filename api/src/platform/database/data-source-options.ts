import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';

/** Connections a pool holds unless told otherwise (`DATABASE_POOL_SIZE` for the app). */
const DEFAULT_POOL_SIZE = 10;

/** The one description of the database: used by the app, the migration scripts and tests. */
export function dataSourceOptions(url: string, poolSize = DEFAULT_POOL_SIZE): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [join(__dirname, '..', '..', '**', '*.entity.{ts,js}')],
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    // A connection that cannot be made in 5 s fails the request (503) instead of hanging it.
    extra: { max: poolSize, connectionTimeoutMillis: 5000 },
  };
}
