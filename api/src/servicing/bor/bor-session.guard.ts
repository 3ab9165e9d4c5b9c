import {
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  createParamDecorator,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ErrorCode, TokenType } from '@coverline/contracts';
import { DomainException } from '../../common/errors/domain.exception';

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
  constructor(@Inject(JwtService) private readonly jwt: JwtService) {}

  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest<BorRequest>();
    const token = tokenOf(req);
    if (!token) throw new DomainException(ErrorCode.BorSessionRequired);
    let claims: { typ?: unknown; email?: unknown };
    try {
      claims = this.jwt.verify<{ typ?: unknown; email?: unknown }>(token);
    } catch {
      throw new DomainException(ErrorCode.BorSessionRequired);
    }
    if (claims.typ !== TokenType.Bor || typeof claims.email !== 'string') {
      throw new DomainException(ErrorCode.BorSessionOnly);
    }
    req.borEmail = claims.email;
    return true;
  }
}

/** The signed-in BOR applicant's email. */
export const BorEmail = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): string =>
    ctx.switchToHttp().getRequest<BorRequest>().borEmail ?? '',
);
