import {
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  createParamDecorator,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@coverline/contracts';
import { DomainException } from '../../common/errors/domain.exception';
import { SessionCookies, SignInService, sessionTokenOf } from '../../identity/auth';

type BorRequest = FastifyRequest & { borEmail?: string };

/**
 * The BOR applicant's routes: only a BOR session token (`typ: bor`, email claim) passes, from the
 * bearer header (API clients) or the `borSessionToken` cookie (the web app, whose calls say
 * `x-session: bor`; the token is read once per request, `sessionTokenOf`). The routes are
 * `@Public()` for the global guard, which knows no BOR principal; this guard is the one that
 * decides: no token is 401, someone else's kind of token 403. A cookie-carried call that changes
 * something must come from the app (2722), and a cookie whose token is dead is cleared.
 */
@Injectable()
export class BorSessionGuard implements CanActivate {
  /** The API reference asks for the applicant's session on the routes this guard keeps. */
  static readonly securityScheme = 'borCookie';

  constructor(
    @Inject(SignInService) private readonly signIn: SignInService,
    @Inject(SessionCookies) private readonly cookies: SessionCookies,
  ) {}

  canActivate(ctx: ExecutionContext): boolean {
    const http = ctx.switchToHttp();
    const req = http.getRequest<BorRequest>();
    const found = sessionTokenOf(req);
    if (!found) throw new DomainException(ErrorCode.BorSessionRequired);
    if (found.cookie && !this.cookies.fromTheApp(req)) {
      throw new DomainException(ErrorCode.CrossSiteRequestRefused);
    }
    const session = this.signIn.borSession(found.token);
    if (session.kind !== 'bor' && found.cookie) {
      this.cookies.clear(http.getResponse<FastifyReply>(), found.cookie);
    }
    if (session.kind === 'invalid') throw new DomainException(ErrorCode.BorSessionRequired);
    if (session.kind === 'other') throw new DomainException(ErrorCode.BorSessionOnly);
    req.borEmail = session.email;
    return true;
  }
}

/** The signed-in BOR applicant's email. */
export const BorEmail = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): string =>
    ctx.switchToHttp().getRequest<BorRequest>().borEmail ?? '',
);
