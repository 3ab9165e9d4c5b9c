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
    // Pipeline mode: a statement goes out without waiting for the answer of the one ahead of it,
    // so a held transaction sends its BEGIN with its first statement and its last writes with
    // its COMMIT (`common/database/write-batch.ts`). Statements sent one after another, as
    // TypeORM sends them, answer as they would without it.
    extra: { max: poolSize, connectionTimeoutMillis: 5000, pipeline: true },
  };
}
