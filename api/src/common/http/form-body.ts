/**
 * HTML and OAuth2 forms (`application/x-www-form-urlencoded`) are read only by the routes that
 * take them (`@FormBody`), within each route's limits; elsewhere such a body is left unread, as
 * the rest of the API reads JSON only. A form over its size or with too many fields answers 413.
 */
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse } from 'node:querystring';
import { ErrorCode } from '@coverline/contracts';
import { DomainException } from '../errors/domain.exception';

interface FormLimits {
  maxBytes: number;
  maxFields: number;
}

/** The largest form any route takes: larger bodies are not read at all. */
const LARGEST_FORM_BYTES = 16 * 1024;

/** The route reads urlencoded forms of at most `maxBytes` with at most `maxFields` fields. */
export const FormBody = (limits: FormLimits) => {
  if (limits.maxBytes > LARGEST_FORM_BYTES) throw new Error('form limit over the largest form');
  return RouteConfig({ form: limits });
};

export function registerFormParser(server: FastifyInstance): void {
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: LARGEST_FORM_BYTES },
    (req: FastifyRequest, body: string, done: (err: Error | null, body?: unknown) => void) => {
      const limits = (req.routeOptions.config as { form?: FormLimits }).form;
      if (!limits) return done(null, undefined);
      if (Buffer.byteLength(body) > limits.maxBytes || body.split('&').length > limits.maxFields) {
        return done(new DomainException(ErrorCode.RequestTooLarge));
      }
      done(null, parse(body));
    },
  );
}
