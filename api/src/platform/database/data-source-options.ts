import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';

/** The one description of the database: used by the app, the migration scripts and tests. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [join(__dirname, '..', '..', '**', '*.entity.{ts,js}')],
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    // A connection that cannot be made in 5 s fails the request (503) instead of hanging it.
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}
