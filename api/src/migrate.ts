import 'reflect-metadata';
import { ConfigError, loadConfig } from './platform/config';
import { runMigrations } from './platform/database';

/**
 * Applies pending migrations and exits: the release step of installs whose instances start with
 * MIGRATE_ON_START=false (a Kubernetes Job per release). Needs DATABASE_URL: an embedded
 * database belongs to one server process, which migrates it itself.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError('Invalid configuration:\n  - DATABASE_URL: is required to migrate');
  }
  const applied = await runMigrations(config.databaseUrl);
  console.log(
    applied.length === 0
      ? 'The database is up to date: no migration to apply.'
      : `Applied ${applied.length} migration(s): ${applied.join(', ')}`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
