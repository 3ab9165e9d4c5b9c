import 'reflect-metadata';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './platform/config';
import { startEmbeddedPostgres, type EmbeddedDatabase, runMigrations } from './platform/database';
import { AdminSeeder } from './identity/users';
import { startBanner } from './start-banner';

async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, (m) => console.log(m));
    databaseUrl = embedded.url;
  }
  await runMigrations(databaseUrl);
  const app = await createApp({ ...config, databaseUrl });
  if (embedded) {
    const db = embedded;
    process.once('exit', () => void db.stop());
  }
  await app.listen(config.port);
  console.log(startBanner(config, app.get(AdminSeeder).createdAdmin));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
