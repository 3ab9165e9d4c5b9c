import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';

/** The one description of the database: used by the app, the migration scripts and tests. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [join(__dirname, '..', '**', '*.entity.{ts,js}')],
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    extra: { max: 10 },
  };
}
