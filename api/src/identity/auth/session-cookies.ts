import { Inject, Injectable } from '@nestjs/common';
import { serialize, type SerializeOptions } from 'cookie';
import type { FastifyReply } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { SESSION_HEADER, SessionCookie, SessionTransport } from '@coverline/contracts';
import { appOriginOfRequest, appOriginsOf } from '../../common/http/request-origin';
import { APP_CONFIG, type AppConfig } from '../../platform/config';

/** Whose session a cookie holds: a user's, a rep's, a visitor's on one quote, a BOR applicant's. */
export type SessionKind = 'user' | 'rep' | 'guest' | 'bor';

export const SESSION_COOKIE_NAME: Record<SessionKind, string> = {
  user: SessionCookie.User,
  rep: SessionCookie.Rep,
  guest: SessionCookie.Guest,
  bor: SessionCookie.Bor,
};

/** The `x-session` values that name a cookie other than the user's. */
const KIND_OF_TRANSPORT: Partial<Record<string, SessionKind>> = {
  [SessionTransport.Rep]: 'rep',
  [SessionTransport.Guest]: 'guest',
  [SessionTransport.Bor]: 'bor',
};

/** The token a request speaks with, and whether it came in a session cookie. */
export interface SessionToken {
  token: string;
  /** The session whose cookie it came in; null for a bearer header. */
  cookie: SessionKind | null;
}

interface CarriesHeaders {
  headers: IncomingHttpHeaders;
}

const FOUND = Symbol('sessionToken');

/** The bearer token of an `Authorization` header, or undefined. */
export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The bearer token of a request's `Authorization` header, or undefined. */
export function bearerTokenOf(req: CarriesHeaders): string | undefined {
  return bearerToken(req.headers.authorization);
}

/** One cookie's value from a `Cookie` header, without reading the others. */
export function cookieValue(header: unknown, name: string): string | undefined {
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The token in a session's cookie, if the request carries one. */
export function cookieSessionToken(
  headers: IncomingHttpHeaders,
  kind: SessionKind,
): string | undefined {
  return cookieValue(headers.cookie, SESSION_COOKIE_NAME[kind]);
}

/**
 * Which session's cookie a request speaks with: the one its `x-session` header names (the web
 * app picks it, as a browser may hold several), else the user's. The API never guesses from
 * which cookies are present: a guest's call on a signed-in browser says `guest` only when the
 * app means it.
 */
export function cookieKindOf(headers: IncomingHttpHeaders): SessionKind {
  const transport = headers[SESSION_HEADER];
  return (typeof transport === 'string' && KIND_OF_TRANSPORT[transport]) || 'user';
}

/**
 * The token a request carries: a bearer header first (API clients, and the admin acting as a
 * rep in one tab), else the session cookie the request speaks with. Read once per request.
 */
export function sessionTokenOf(req: CarriesHeaders): SessionToken | null {
  const holder = req as CarriesHeaders & { [FOUND]?: SessionToken | null };
  if (holder[FOUND] !== undefined) return holder[FOUND];
  let found: SessionToken | null = null;
  const bearer = bearerToken(req.headers.authorization);
  if (bearer) {
    found = { token: bearer, cookie: null };
  } else if (req.headers.cookie !== undefined) {
    const kind = cookieKindOf(req.headers);
    const token = cookieSessionToken(req.headers, kind);
    if (token) found = { token, cookie: kind };
  }
  holder[FOUND] = found;
  return found;
}

/** The origin (scheme, host, port) of a URL, or undefined. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sets and clears the session cookies, and tells whether a cookie-carried request comes from the
 * app itself (the cross-site request check).
 */
@Injectable()
export class SessionCookies {
  private readonly options: SerializeOptions;
  private readonly appOrigins: Set<string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.options = {
      httpOnly: true,
      secure: config.sessionCookieSecure,
      sameSite: 'strict',
      path: '/',
      ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
    };
    this.appOrigins = appOriginsOf(config);
  }

  /** Keeps a session's token in its cookie, for as long as the token lives. */
  set(reply: FastifyReply, kind: SessionKind, token: string, expiresInSeconds: number): void {
    const cookie = serialize(SESSION_COOKIE_NAME[kind], token, {
      ...this.options,
      maxAge: expiresInSeconds,
      expires: new Date(Date.now() + expiresInSeconds * 1000),
    });
    reply.header('Set-Cookie', cookie);
  }

  /** Expired at once: the browser drops it. */
  clear(reply: FastifyReply, kind: SessionKind): void {
    const cookie = serialize(SESSION_COOKIE_NAME[kind], '', {
      ...this.options,
      expires: new Date(0),
    });
    reply.header('Set-Cookie', cookie);
  }

  /**
   * Whether a request may act on a session cookie: reads always may (they change nothing, and
   * another site cannot read their answers); anything else must say it comes from the app, by
   * an `Origin` (else `Referer`) that is the app's address or the address the request was sent
   * to. A request that says nothing is refused: browsers send `Origin` with every such call.
   */
  fromTheApp(req: CarriesHeaders & { method: string }): boolean {
    return SAFE_METHODS.has(req.method) || this.originIsTheApp(req.headers);
  }

  /** Whether a request's `Origin` (else `Referer`) is the app's, or where it was sent to. */
  originIsTheApp(headers: IncomingHttpHeaders): boolean {
    return appOriginOfRequest(headers, this.appOrigins) !== undefined;
  }
}
