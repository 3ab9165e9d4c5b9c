import type { INestApplication } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AppConfig } from './platform/config';
import { ShutdownState } from './platform/health';

export interface GracefulShutdown {
  /** Runs the stop sequence once; later calls answer the same promise. */
  stop(signal: string): Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * How an instance leaves a rolling release without failing anyone's request:
 *
 * 1. Readiness answers 503 at once, and for `drainSeconds` the instance keeps serving whatever
 *    still reaches it while load balancers take it out of rotation.
 * 2. It stops accepting connections; answers still being worked on go out with
 *    `Connection: close` and idle keep-alive connections are closed, so no client sends another
 *    request down a connection about to go away.
 * 3. It waits for the requests it is answering (at most `timeoutSeconds`, then cuts them).
 * 4. The app closes: job workers stop polling and the jobs they run finish, the chat sockets
 *    close (browsers reconnect to another instance), then the database connections.
 *
 * Queued jobs wait in the database for another instance; nothing held in memory is lost.
 */
export function gracefulShutdown(
  app: INestApplication,
  config: Pick<AppConfig, 'shutdown'>,
  log: (message: string) => void,
): GracefulShutdown {
  const server = app.getHttpServer() as Server;
  const active = new Set<ServerResponse>();
  let closing = false;
  let idle: (() => void) | undefined;

  // First among the server's listeners, so every request is counted before a route answers it.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    active.add(res);
    if (closing) res.setHeader('Connection', 'close');
    res.once('close', () => {
      active.delete(res);
      if (closing) server.closeIdleConnections();
      if (active.size === 0) idle?.();
    });
  });

  let stopped: Promise<void> | undefined;
  const run = async (signal: string) => {
    const { drainSeconds, timeoutSeconds } = config.shutdown;
    app.get(ShutdownState).beginStopping();
    log(`${signal}: not ready; serving for ${drainSeconds} s more, then stopping`);
    if (drainSeconds > 0) await wait(drainSeconds * 1000);

    closing = true;
    server.close();
    for (const res of active) if (!res.headersSent) res.setHeader('Connection', 'close');
    server.closeIdleConnections();
    if (active.size > 0) {
      log(`waiting for ${active.size} request(s) in progress`);
      const done = new Promise<void>((resolve) => (idle = resolve));
      await Promise.race([done, wait(timeoutSeconds * 1000)]);
      if (active.size > 0) {
        log(`${active.size} request(s) still running after ${timeoutSeconds} s: cutting them`);
      }
    }
    server.closeAllConnections();
    await app.close();
    log('stopped');
  };
  return {
    stop: (signal) => (stopped ??= run(signal)),
  };
}
