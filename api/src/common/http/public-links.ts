/**
 * Where the links the API hands out point (mail links, the payment's return): `PUBLIC_URL` in
 * production; elsewhere the address the person used, so a visitor on another host name (a
 * machine's name, a tunnel, a second port) comes back to the host their session lives on.
 *
 * The address is the origin of the request that caused the link (its `Origin`, else its
 * `Referer`) when that is an origin the app serves (`appOriginOfRequest`); anything else falls
 * back to `PUBLIC_URL`. Work started by a request and finished later (a queued job) carries the
 * base it was given and runs `within` it.
 */
import { Inject, Injectable } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { appOriginOfRequest, appOriginsOf, originOf } from './request-origin';

@Injectable()
export class PublicLinks {
  private readonly current = new AsyncLocalStorage<string>();
  private readonly appOrigins: Set<string>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.appOrigins = appOriginsOf(config);
  }

  /** The base of links made now: the current request's address, else `PUBLIC_URL`. */
  base(): string {
    return this.current.getStore() ?? this.config.publicUrl;
  }

  /** An absolute link to a path of the web app (or the API), on `base()`. */
  url(path: string): string {
    return `${this.base()}${path.startsWith('/') ? path : `/${path}`}`;
  }

  /** The base a request's links use: its own app origin outside production, else `PUBLIC_URL`. */
  baseFor(req: { headers: IncomingHttpHeaders }): string {
    if (!this.config.linksFollowRequest) return this.config.publicUrl;
    return appOriginOfRequest(req.headers, this.appOrigins) ?? this.config.publicUrl;
  }

  /**
   * Runs `work` with links on `base` (a job finishing what a request started). A base that is
   * not an http(s) origin, or any base in production, gives way to `PUBLIC_URL`.
   */
  within<T>(base: string | undefined, work: () => T): T {
    const origin = this.config.linksFollowRequest ? originOf(base) : undefined;
    return this.current.run(origin ?? this.config.publicUrl, work);
  }
}

/**
 * Every request runs with its links on the address it came from: a server hook rather than a
 * Nest interceptor, so routes without interceptors of their own keep Nest's direct path (an
 * interceptor wraps every handler in observables). The rest of the request (the guards, the
 * handler and everything they await) runs inside the context, as `done` is called within it;
 * the hook runs once the body is read, as a stream's events would not carry the context.
 */
export function publicLinksHook(links: PublicLinks) {
  return (req: { headers: IncomingHttpHeaders }, _reply: unknown, done: () => void): void => {
    const base = links.baseFor(req);
    // Links on `PUBLIC_URL` need no context: most requests (all in production) skip the wrapping.
    if (base === links.base()) return done();
    links.within(base, done);
  };
}
