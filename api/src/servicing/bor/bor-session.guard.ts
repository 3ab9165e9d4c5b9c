import {
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  createParamDecorator,
} from '@nestjs/common';
import { ErrorCode } from '@coverline/contracts';
import { DomainException } from '../../common/errors/domain.exception';
import { SignInService } from '../../identity/auth';

export const BOR_SESSION_COOKIE = 'borSessionToken';

interface BorRequest {
  headers: Record<string, string | string[] | undefined>;
  user?: unknown;
  borEmail?: string;
}

/** The token from the bearer header, else from the `borSessionToken` cookie. */
function tokenOf(req: BorRequest): string | null {
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice(7).trim();
  const cookie = req.headers.cookie;
  if (typeof cookie !== 'string') return null;
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === BOR_SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * The BOR applicant's routes: only a BOR session token (`typ: bor`, email claim) passes. The
 * routes are `@Public()` for the global guard, which knows no BOR principal; this guard is the
 * one that decides: no token is 401, someone else's kind of token 403.
 */
@Injectable()
export class BorSessionGuard implements CanActivate {
  constructor(@Inject(SignInService) private readonly signIn: SignInService) {}

  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest<BorRequest>();
    const token = tokenOf(req);
    if (!token) throw new DomainException(ErrorCode.BorSessionRequired);
    const session = this.signIn.borSession(token);
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
