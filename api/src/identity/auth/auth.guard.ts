import { ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard, AuthModuleOptions } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import passport from 'passport';
import { ErrorCode, type ApiScope, type Role } from '@coverline/contracts';
import {
  ALLOW_GUEST,
  ALLOW_REP,
  IS_PUBLIC,
  MACHINE_SCOPES,
  ROLES,
} from '../../common/auth/decorators';
import type { Caller } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { JWT_STRATEGY, JwtStrategy } from './jwt.strategy';
import { MachineClientGate } from './machine-client-gate';
import { SessionCookies, sessionTokenOf } from './session-cookies';

/** A route's access rules, read from its decorators once. */
interface RouteAccess {
  isPublic: boolean;
  allowGuest: boolean;
  allowRep: boolean;
  /** The scopes a machine token needs here; undefined where machines are refused. */
  machineScopes: ApiScope[] | undefined;
  roles: Role[] | undefined;
}

type GuardedRequest = FastifyRequest & { user?: Caller };

/**
 * Global guard, deny by default: every route needs a live user session unless it is marked
 * `@Public()`. Guest tokens only pass on routes marked `@AllowGuest()`, rep tokens only on routes
 * marked `@AllowRep()`, API clients' tokens only on routes marked `@MachineOnly()` with the
 * scopes it names (3005 otherwise) and within the client's rate (3006); `@Roles()` narrows users.
 *
 * Passport's guard for the `jwt` strategy (`JwtStrategy`) establishes the caller from the bearer
 * header or the session cookie. A request that carries no token at all skips passport: the
 * answer is the same (anonymous, or 2701) without the work. A cookie-carried request that
 * changes something must come from the app (`SessionCookies.fromTheApp`, 2722 otherwise); a
 * cookie whose token speaks for nobody (an ended session, an expired token, a guest's quote that
 * was bought or claimed) is cleared. The BOR applicant's cookie is left to `BorSessionGuard`.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard(JWT_STRATEGY) {
  /** Per controller, per handler: a handler a base class shares may differ by class. */
  private readonly routes = new WeakMap<object, WeakMap<object, RouteAccess>>();

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(SessionCookies) private readonly cookies: SessionCookies,
    @Inject(MachineClientGate) private readonly machines: MachineClientGate,
    @Optional() @Inject(AuthModuleOptions) options?: AuthModuleOptions,
    @Optional() @Inject(JwtStrategy) private readonly strategy?: JwtStrategy,
  ) {
    super(options);
  }

  override async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const access = this.access(ctx);
    const http = ctx.switchToHttp();
    const req = http.getRequest<GuardedRequest>();
    const found = sessionTokenOf(req);
    let caller: Caller | undefined;
    if (found) {
      if (found.cookie && !this.cookies.fromTheApp(req)) {
        // Another site's form or script riding on the browser's cookie: a public route serves
        // it as anyone, everything else refuses.
        if (!access.isPublic) throw new DomainException(ErrorCode.CrossSiteRequestRefused);
      } else if (found.cookie !== 'bor') {
        // A BOR applicant is no caller here: the BOR routes' own guard checks that cookie.
        caller = await this.authenticate(ctx, req);
        if (!caller && found.cookie)
          this.cookies.clear(http.getResponse<FastifyReply>(), found.cookie);
      }
    }
    if (access.isPublic) {
      // A public route still learns who calls when a valid token comes along; elsewhere a rep
      // or an API client is nobody in particular, so public routes see an anonymous caller.
      req.user =
        caller && (caller.kind !== 'rep' || access.allowRep) && caller.kind !== 'machine'
          ? caller
          : undefined;
      return true;
    }
    if (!caller) throw new DomainException(ErrorCode.SignInRequired);
    req.user = caller;
    if (caller.kind === 'guest') {
      if (access.allowGuest) return true;
      throw new DomainException(ErrorCode.AccessDenied);
    }
    if (caller.kind === 'rep') {
      if (access.allowRep) return true;
      throw new DomainException(ErrorCode.AccessDenied);
    }
    if (caller.kind === 'machine') {
      // Counted before the route is judged: a client hammering refused routes is limited too.
      await this.machines.admit(caller, req, http.getResponse<FastifyReply>());
      if (!access.machineScopes) throw new DomainException(ErrorCode.AccessDenied);
      if (!access.machineScopes.every((s) => caller.scopes.includes(s))) {
        throw new DomainException(ErrorCode.MachineScopeMissing);
      }
      return true;
    }
    if (access.roles && !access.roles.includes(caller.role)) {
      throw new DomainException(ErrorCode.AccessDenied);
    }
    return true;
  }

  /**
   * Passport's answer: its error (a database outage, 503) is thrown; a token that speaks for
   * nobody is no caller, which the rules above turn into 2701 or an anonymous public call.
   */
  override handleRequest<TUser = Caller>(err: unknown, user: TUser | false): TUser {
    if (err) throw err;
    return (user || undefined) as TUser;
  }

  /**
   * Authenticates through passport with this app's own strategy (registered under a name of its
   * own, `JwtStrategy.registeredAs`), as `AuthGuard.canActivate` does with the shared name:
   * passport keeps strategies by name in one registry per process, where the last app built
   * wins, so two apps in one process (tests of several instances) would otherwise check every
   * token with the last one's sessions and database.
   */
  private authenticate(ctx: ExecutionContext, req: GuardedRequest): Promise<Caller | undefined> {
    const name = this.strategy?.registeredAs ?? JWT_STRATEGY;
    const res = ctx.switchToHttp().getResponse<FastifyReply>();
    return new Promise<Caller | undefined>((resolve, reject) => {
      const middleware = passport.authenticate(
        name,
        { session: false },
        (err: unknown, user: Caller | false) => {
          try {
            resolve(this.handleRequest(err, user));
          } catch (error) {
            reject(error as Error);
          }
        },
      ) as (req: FastifyRequest, res: FastifyReply, next: (err?: unknown) => void) => void;
      middleware(req, res, (err?: unknown) => (err ? reject(err as Error) : resolve(undefined)));
    });
  }

  private access(ctx: ExecutionContext): RouteAccess {
    const handler = ctx.getHandler();
    const controller = ctx.getClass();
    let handlers = this.routes.get(controller);
    if (!handlers) {
      handlers = new WeakMap();
      this.routes.set(controller, handlers);
    }
    let access = handlers.get(handler);
    if (!access) {
      const targets = [handler, controller];
      const meta = <T>(key: string) => this.reflector.getAllAndOverride<T>(key, targets);
      access = {
        isPublic: meta<boolean>(IS_PUBLIC) ?? false,
        allowGuest: meta<boolean>(ALLOW_GUEST) ?? false,
        allowRep: meta<boolean>(ALLOW_REP) ?? false,
        machineScopes: meta<ApiScope[]>(MACHINE_SCOPES),
        roles: meta<Role[]>(ROLES),
      };
      handlers.set(handler, access);
    }
    return access;
  }
}
