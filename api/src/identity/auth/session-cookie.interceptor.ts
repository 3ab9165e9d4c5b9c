import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { SESSION_HEADER } from '@coverline/contracts';
import { SessionCookies, type SessionKind, bearerTokenOf } from './session-cookies';

const SESSION_COOKIE = 'auth:sessionCookie';

interface SessionCookieRule {
  kind: SessionKind;
  action: 'issue' | 'end';
  /** Where in the answer the issued token sits, when not at its top (a quote's `guestToken`). */
  field?: string;
}

interface IssuedBody {
  access_token?: unknown;
  expires_in?: unknown;
}

/** Applies `@IssuesSession()` and `@EndsSession()`; routes without either pass untouched. */
@Injectable()
export class SessionCookieInterceptor implements NestInterceptor {
  private readonly rules = new WeakMap<object, SessionCookieRule | null>();

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(SessionCookies) private readonly cookies: SessionCookies,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rule = this.rule(ctx);
    if (!rule) return next.handle();
    const http = ctx.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const res = http.getResponse<FastifyReply>();
    const bearer = bearerTokenOf(req) !== undefined;
    return next.handle().pipe(
      map((body: unknown) => {
        if (rule.action === 'end') {
          this.cookies.clear(res, rule.kind);
          return body;
        }
        const outer = body as Record<string, unknown> | null;
        const issued = (rule.field ? outer?.[rule.field] : outer) as IssuedBody | null | undefined;
        if (
          bearer ||
          !issued ||
          typeof issued.access_token !== 'string' ||
          typeof issued.expires_in !== 'number'
        ) {
          return body;
        }
        this.cookies.set(res, rule.kind, issued.access_token, issued.expires_in);
        if (req.headers[SESSION_HEADER] === undefined) return body;
        const rest: IssuedBody = { ...issued };
        delete rest.access_token;
        return rule.field ? { ...outer, [rule.field]: rest } : rest;
      }),
    );
  }

  private rule(ctx: ExecutionContext): SessionCookieRule | null {
    const handler = ctx.getHandler();
    let rule = this.rules.get(handler);
    if (rule === undefined) {
      rule = this.reflector.get<SessionCookieRule | undefined>(SESSION_COOKIE, handler) ?? null;
      this.rules.set(handler, rule);
    }
    return rule;
  }
}

/**
 * The route answers a session's token (`{ access_token, expires_in }`): it also goes into the
 * session's `HttpOnly` cookie, unless the request spoke with a bearer header (an API client keeps
 * its token itself). A request that sends the web app's session header gets the token only in
 * the cookie, so no script ever holds it. Only these routes run the interceptor: a global one
 * would put every request through an extra step. With `field`, the token is the answer's
 * `field` (`{ ...quote, guestToken: { access_token, expires_in } }`).
 */
export const IssuesSession = (kind: SessionKind, options: { field?: string } = {}) =>
  applyDecorators(
    SetMetadata(SESSION_COOKIE, { kind, action: 'issue', ...options } satisfies SessionCookieRule),
    UseInterceptors(SessionCookieInterceptor),
  );

/** The route ends the session: its cookie is cleared once the route succeeds. */
export const EndsSession = (kind: SessionKind) =>
  applyDecorators(
    SetMetadata(SESSION_COOKIE, { kind, action: 'end' } satisfies SessionCookieRule),
    UseInterceptors(SessionCookieInterceptor),
  );
