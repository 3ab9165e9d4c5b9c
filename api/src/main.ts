import 'reflect-metadata';
import { ConfigError, loadConfig, loadTracingConfig } from './platform/config';

/**
 * The tracer patches http and pg as they load, so it starts before the server's
 * modules and those are loaded only then. Off (the default), the tracing packages never load.
 */
function startTracingIfConfigured(): (() => Promise<void>) | undefined {
  const tracing = loadTracingConfig();
  if (!tracing.enabled) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when on, first
  const { startTracing } = require('./platform/tracing') as typeof import('./platform/tracing');
  return startTracing(tracing);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const stopTracing = startTracingIfConfigured();
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- after the tracer, see above
  const { serve } = require('./server') as typeof import('./server');
  await serve(config, stopTracing);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
