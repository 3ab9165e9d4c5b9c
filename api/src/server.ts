import { createApp } from './app.factory';
import type { AppConfig } from './platform/config';
import { startEmbeddedPostgres, type EmbeddedDatabase, runMigrations } from './platform/database';
import { AdminSeeder } from './identity/users';
import { startBanner } from './start-banner';

/** Migrates (unless a release Job does), builds the app and listens. */
export async function serve(config: AppConfig, stopTracing?: () => Promise<void>): Promise<void> {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, (m) => console.log(m));
    databaseUrl = embedded.url;
  }
  // Where a release Job migrates, instances wait for it: readiness says when it is done. An
  // embedded database belongs to this process alone, which always migrates it.
  if (config.migrateOnStart || embedded) await runMigrations(databaseUrl);
  const app = await createApp({ ...config, databaseUrl });
  if (embedded) {
    const db = embedded;
    process.once('exit', () => void db.stop());
  }
  // The last spans are sent once the server has closed (Nest closes it on SIGTERM).
  if (stopTracing) app.getHttpServer().once('close', () => void stopTracing());
  await app.listen(config.port);
  console.log(startBanner(config, app.get(AdminSeeder).createdAdmin));
}
