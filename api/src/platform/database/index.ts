/**
 * What other modules may use of platform/database. Migrations run before the app is created;
 * seeds come after them, each module seeding its own rows when the app bootstraps.
 */
export { dataSourceOptions } from './data-source-options';
export { startEmbeddedPostgres } from './embedded';
export type { EmbeddedDatabase } from './embedded';
export { runMigrations } from './migrate';
