import {
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { Messages, type Role } from '@coverline/contracts';
import { ALLOW_GUEST, ALLOW_REP, IS_PUBLIC, ROLES } from '../common/auth/decorators';
import type { Caller } from '../common/auth/principal';
import { isDatabaseUnavailable } from '../common/database/pg-errors';

/**
 * Global guard, deny by default: every route needs a live user session unless it is marked
 * `@Public()`. Guest tokens only pass on routes marked `@AllowGuest()`, rep tokens only on routes
 * marked `@AllowRep()`; `@Roles()` narrows users.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  private meta<T>(key: string, ctx: ExecutionContext): T | undefined {
    return this.reflector.getAllAndOverride<T>(key, [ctx.getHandler(), ctx.getClass()]);
  }

  override async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const isPublic = this.meta<boolean>(IS_PUBLIC, ctx) ?? false;
    const req = ctx
      .switchToHttp()
      .getRequest<{ headers: Record<string, unknown>; user?: Caller }>();
    if (isPublic) {
      // A public route still learns who calls when a valid token comes along.
      if (req.headers.authorization) {
        try {
          await super.canActivate(ctx);
        } catch (err) {
          // Not knowing who calls is not the same as an anonymous call.
          if (isDatabaseUnavailable(err)) throw err;
          req.user = undefined;
        }
        // Elsewhere a rep is nobody in particular: public routes see an anonymous caller.
        if (req.user?.kind === 'rep' && !this.meta<boolean>(ALLOW_REP, ctx)) req.user = undefined;
      }
      return true;
    }
    await super.canActivate(ctx);
    const principal = req.user;
    if (!principal) throw new UnauthorizedException(Messages.unauthorized);
    if (principal.kind === 'guest') {
      if (this.meta<boolean>(ALLOW_GUEST, ctx)) return true;
      throw new ForbiddenException(Messages.forbidden);
    }
    if (principal.kind === 'rep') {
      if (this.meta<boolean>(ALLOW_REP, ctx)) return true;
      throw new ForbiddenException(Messages.forbidden);
    }
    const roles = this.meta<Role[]>(ROLES, ctx);
    if (roles && !roles.includes(principal.role)) throw new ForbiddenException(Messages.forbidden);
    return true;
  }

  override handleRequest<TUser = Caller>(err: unknown, user: TUser | false): TUser {
    // A session that cannot be read during an outage is not an ended one: 503, not a sign-out.
    if (isDatabaseUnavailable(err)) throw err;
    if (err || !user) throw new UnauthorizedException(Messages.unauthorized);
    return user;
  }
}
