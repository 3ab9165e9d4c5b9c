import { type CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode, type Role } from '@coverline/contracts';
import { ALLOW_GUEST, ALLOW_REP, IS_PUBLIC, ROLES } from '../../common/auth/decorators';
import type { Caller } from '../../common/auth/principal';
import { isDatabaseUnavailable } from '../../common/database/pg-errors';
import { DomainException } from '../../common/errors/domain.exception';
import { bearerToken, PrincipalResolver } from './principal-resolver';

/** A route's access rules, read from its decorators once. */
interface RouteAccess {
  isPublic: boolean;
  allowGuest: boolean;
  allowRep: boolean;
  roles: Role[] | undefined;
}

/**
 * Global guard, deny by default: every route needs a live user session unless it is marked
 * `@Public()`. Guest tokens only pass on routes marked `@AllowGuest()`, rep tokens only on routes
 * marked `@AllowRep()`; `@Roles()` narrows users.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  /** Per controller, per handler: a handler a base class shares may differ by class. */
  private readonly routes = new WeakMap<object, WeakMap<object, RouteAccess>>();

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(PrincipalResolver) private readonly resolver: PrincipalResolver,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const access = this.access(ctx);
    const req = ctx
      .switchToHttp()
      .getRequest<{ headers: Record<string, unknown>; user?: Caller }>();
    const token = bearerToken(req.headers.authorization);
    if (access.isPublic) {
      // A public route still learns who calls when a valid token comes along; elsewhere a rep
      // is nobody in particular, so public routes see an anonymous caller.
      const caller = token ? await this.caller(token) : null;
      req.user = caller && (caller.kind !== 'rep' || access.allowRep) ? caller : undefined;
      return true;
    }
    const principal = token ? await this.caller(token) : null;
    if (!principal) throw new DomainException(ErrorCode.SignInRequired);
    req.user = principal;
    if (principal.kind === 'guest') {
      if (access.allowGuest) return true;
      throw new DomainException(ErrorCode.AccessDenied);
    }
    if (principal.kind === 'rep') {
      if (access.allowRep) return true;
      throw new DomainException(ErrorCode.AccessDenied);
    }
    if (access.roles && !access.roles.includes(principal.role)) {
      throw new DomainException(ErrorCode.AccessDenied);
    }
    return true;
  }

  /**
   * The token's caller, or null for a token that speaks for nobody. A session that cannot be
   * read during an outage is not an ended one: that throws (503), it is not a sign-out.
   */
  private async caller(token: string): Promise<Caller | null> {
    try {
      return await this.resolver.fromToken(token);
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw err;
      return null;
    }
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
        roles: meta<Role[]>(ROLES),
      };
      handlers.set(handler, access);
    }
    return access;
  }
}
