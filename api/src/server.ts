import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import type { AppConfig } from './platform/config';
import { startEmbeddedPostgres, type EmbeddedDatabase, runMigrations } from './platform/database';
import { AdminSeeder } from './identity/users';
import { gracefulShutdown } from './shutdown';
import { startBanner } from './start-banner';

/** Migrates (unless a release Job does), builds the app and listens until told to stop. */
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
  stopOnSignals(gracefulShutdown(app, config, logTo(new Logger('Shutdown'))), async () => {
    // The last spans are sent once the app has closed; the embedded server stops last.
    await stopTracing?.();
    await embedded?.stop();
  });
  await listenOnEveryInterface(app, config.port);
  console.log(startBanner(config, app.get(AdminSeeder).createdAdmin));
}

const logTo = (logger: Logger) => (message: string) => logger.log(message);

/**
 * Every interface, IPv4 and IPv6 (the server's own default would be localhost alone); IPv4's
 * alone where the machine has no IPv6, as Node does when no address is named.
 */
async function listenOnEveryInterface(
  app: Awaited<ReturnType<typeof createApp>>,
  port: number,
): Promise<void> {
  try {
    await app.listen(port, '::');
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw err;
    await app.listen(port, '0.0.0.0');
  }
}

/**
 * SIGTERM (an orchestrator, `docker stop`) or SIGINT (Ctrl-C) stops the instance gracefully and
 * the process exits 0; a second signal while it stops exits at once.
 */
function stopOnSignals(
  shutdown: ReturnType<typeof gracefulShutdown>,
  afterwards: () => Promise<void>,
): void {
  let received = 0;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (++received > 1) {
        console.error(`${signal} again: exiting without waiting`);
        process.exit(1);
      }
      shutdown
        .stop(signal)
        .then(afterwards)
        .then(
          () => process.exit(0),
          (err: unknown) => {
            console.error(err);
            process.exit(1);
          },
        );
    });
  }
}
