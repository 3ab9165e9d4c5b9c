/** What other modules may use of platform/database. */
export { dataSourceOptions } from './data-source-options';
export { startEmbeddedPostgres } from './embedded';
export type { EmbeddedDatabase } from './embedded';
export { runMigrations } from './migrate';
