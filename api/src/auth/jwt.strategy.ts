import { Inject, Injectable } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { TokenType } from '@coverline/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { Caller } from '../common/auth/principal';
import { SessionsService } from './sessions.service';
import { JWT_ALGORITHM } from './token.service';

/** Claims as they arrive: signed by us, but checked field by field all the same. */
interface IncomingClaims {
  sub?: unknown;
  typ?: unknown;
  sid?: unknown;
  quoteId?: unknown;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, not a string: given a string, the verifier first tries to parse it as a
      // public key on every request, which cost about half of the guard's CPU.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as string,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  /** Returning null makes passport answer 401: unknown token types and ended sessions fail. */
  async validate(claims: IncomingClaims): Promise<Caller | null> {
    if (claims.typ === TokenType.Guest && typeof claims.quoteId === 'string') {
      return { kind: 'guest', quoteId: claims.quoteId };
    }
    if (
      claims.typ === TokenType.User &&
      typeof claims.sid === 'string' &&
      typeof claims.sub === 'string'
    ) {
      const live = await this.sessions.findLive(claims.sid, claims.sub);
      if (!live) return null;
      return {
        kind: 'user',
        userId: live.userId,
        role: live.role,
        sessionId: claims.sid,
        email: live.email,
        emailVerified: live.emailVerified,
      };
    }
    if (
      claims.typ === TokenType.Rep &&
      typeof claims.sid === 'string' &&
      typeof claims.sub === 'string'
    ) {
      const live = await this.sessions.isRepSessionLive(claims.sid, claims.sub);
      return live ? { kind: 'rep', repId: claims.sub, sessionId: claims.sid } : null;
    }
    return null;
  }
}
