import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { ERROR_CATALOGUE, ErrorCode, Messages } from '@coverline/contracts';
import { isDatabaseUnavailable } from '../database/pg-errors';
import { DomainException } from './domain.exception';
import { RetryLaterException } from './retry-later.exception';

/** The error envelope every failure answers with. */
export interface ErrorEnvelope {
  statusCode: number;
  code?: number;
  message: string | string[];
  error: string;
}

function reason(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/**
 * Every message a person reads ends as a sentence does: whatever a service or a library wrote,
 * a message that ends in a letter, a digit or a closing bracket or quote gets its full stop.
 */
export function asSentence(message: string): string {
  const trimmed = message.trim();
  return /[\p{L}\p{N})\]"'’]$/u.test(trimmed) ? `${trimmed}.` : trimmed;
}

function sentences(message: string | string[]): string | string[] {
  return Array.isArray(message) ? message.map(asSentence) : asSentence(message);
}

/**
 * The catalogue code of a refusal raised by the framework rather than by a service: a request
 * the validation pipe or the server's body reading refuses, a route that does not exist, a guard's refusal,
 * the rate limit. Services raise `DomainException`s with codes of their own.
 */
const FRAMEWORK_REFUSALS: Readonly<Record<number, ErrorCode>> = {
  400: ErrorCode.RequestInvalid,
  401: ErrorCode.SignInRequired,
  403: ErrorCode.AccessDenied,
  404: ErrorCode.NothingHere,
  413: ErrorCode.RequestTooLarge,
  415: ErrorCode.ContentTypeNotAccepted,
  429: ErrorCode.TooManyRequests,
};

/** The envelope's code for a framework refusal of this status, when the catalogue has one. */
function frameworkCode(status: number): { code?: ErrorCode } {
  const code = FRAMEWORK_REFUSALS[status];
  return code === undefined ? {} : { code };
}

/**
 * The status of a refusal by the HTTP server or one of its plugins (a file over the upload's
 * limit), which carries a 4xx of its own; undefined for anything else.
 */
function serverRefusalStatus(exception: unknown): number | undefined {
  if (!(exception instanceof Error) || exception.name !== 'FastifyError') return undefined;
  const status = (exception as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

export function toEnvelope(exception: unknown): ErrorEnvelope {
  if (exception instanceof DomainException) {
    return {
      statusCode: exception.getStatus(),
      code: exception.code,
      message: sentences(exception.messages ?? exception.message),
      error: reason(exception.getStatus()),
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const body = exception.getResponse();
    let message: string | string[] = exception.message;
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const m = (body as { message: unknown }).message;
      if (typeof m === 'string' || (Array.isArray(m) && m.every((x) => typeof x === 'string'))) {
        message = m as string | string[];
      }
    } else if (typeof body === 'string') {
      message = body;
    }
    return {
      statusCode: status,
      ...frameworkCode(status),
      message: sentences(message),
      error: reason(status),
    };
  }
  const status = serverRefusalStatus(exception);
  if (status !== undefined) {
    return {
      statusCode: status,
      ...frameworkCode(status),
      message: asSentence(reason(status)),
      error: reason(status),
    };
  }
  if (isDatabaseUnavailable(exception)) {
    // Passing: the pool reconnects by itself once the database answers again.
    const { code, httpStatus, message } = ERROR_CATALOGUE[ErrorCode.ServiceUnavailable];
    return { statusCode: httpStatus, code, message, error: reason(httpStatus) };
  }
  return {
    statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
    message: Messages.generic,
    error: reason(HttpStatus.INTERNAL_SERVER_ERROR),
  };
}

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const envelope = toEnvelope(exception);
    if (envelope.code === ErrorCode.ServiceUnavailable) {
      this.logger.warn(`Database unavailable: ${describe(exception)}`);
    } else if (envelope.statusCode >= 500) {
      // The request's id, so the error meets its request line in the log.
      const details =
        exception instanceof Error ? (exception.stack ?? exception.message) : exception;
      this.logger.error(
        `request ${String(reply.getHeader('x-request-id') ?? '-')}: ${String(details)}`,
      );
    }
    if (reply.sent || reply.raw.headersSent) return;
    if (exception instanceof RetryLaterException) {
      reply.header('Retry-After', String(Math.max(1, Math.ceil(exception.retryAfterSeconds))));
    }
    reply.status(envelope.statusCode).send(envelope);
  }
}

/** One line about an error, without its stack: an outage repeats on every request. */
function describe(exception: unknown): string {
  return exception instanceof Error ? exception.message : String(exception);
}
