import type { LoggerService } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { redactUrl } from './log-redaction';

/** The API's log: JSON lines on stdout at `LOG_LEVEL`. */
export function createLog(level: string, destination?: DestinationStream): Logger {
  return destination ? pino({ level }, destination) : pino({ level });
}

/**
 * Nest's own messages (start-up, the error filter, services' `Logger`s) as JSON lines of the
 * same log. Nest calls `error(message, stack?, context?)` and the others
 * `(message, context?)`: the last string is the context.
 */
export class NestLog implements LoggerService {
  constructor(private readonly pino: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const last = rest[rest.length - 1];
    const context = typeof last === 'string' ? last : undefined;
    const extra = context === undefined ? rest : rest.slice(0, -1);
    const fields: Record<string, unknown> = context ? { context } : {};
    if (typeof extra[0] === 'string') fields.stack = extra[0];
    if (message instanceof Error) {
      this.pino[level]({ ...fields, err: message }, message.message);
    } else if (message !== null && typeof message === 'object') {
      this.pino[level]({ ...fields, ...message });
    } else {
      this.pino[level](fields, String(message));
    }
  }
}

const REQUEST_ID = /^[\w-]{1,64}$/;

/** Probes and scrapes come every few seconds from the platform, not from people: not logged. */
const UNLOGGED = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/api/metrics']);

/**
 * Every response carries `x-request-id` (the caller's, when it is a plain id, else a new one)
 * and `Server-Timing: app;dur=<ms>`, the time from the request reaching the app to its headers
 * (what browsers' developer tools and the benchmark read as server time). With `info` on, one
 * line per request: id, method, address without its secrets (log-redaction.ts), status and
 * milliseconds. No headers are logged, so no credentials are. Health checks and metrics scrapes
 * are not logged.
 * The work per request is only what the headers and the line need: nothing is bound to the
 * request for later (an async context per request would tax every promise the request makes).
 */
export function requestLog(log: Logger): (req: IncomingMessage, res: ServerResponse) => void {
  const logging = log.isLevelEnabled('info');
  return (req, res) => {
    const started = performance.now();
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('x-request-id', id);
    const writeHead = res.writeHead;
    res.writeHead = function (
      this: ServerResponse,
      ...args: Parameters<ServerResponse['writeHead']>
    ) {
      if (!this.headersSent) {
        this.setHeader('server-timing', `app;dur=${(performance.now() - started).toFixed(2)}`);
      }
      return writeHead.apply(this, args);
    } as ServerResponse['writeHead'];
    if (logging && !UNLOGGED.has(req.url ?? '')) {
      res.once('close', () => {
        const line = {
          reqId: id,
          method: req.method,
          url: redactUrl(req.url ?? ''),
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        };
        if (!res.writableFinished) log.warn(line, 'request aborted');
        else if (res.statusCode >= 500) log.error(line, 'request failed');
        else log.info(line, 'request completed');
      });
    }
  };
}
