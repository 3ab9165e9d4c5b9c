import { Inject, Injectable } from '@nestjs/common';
import { TokenType } from '@coverline/contracts';
import type { Caller } from '../../common/auth/principal';
import { GuestQuoteGate } from './guest-quote-gate';
import { SessionsService } from './sessions.service';
import { TokenVerifier, type VerifiedClaims } from './token.service';

/** The bearer token of an `Authorization` header, or undefined. */
export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * Who a token speaks for: its signature and dates checked (`TokenVerifier`), then its claims
 * field by field, then its session (users and reps). Null for anything that is not a live
 * caller; a database that cannot be reached throws, so an outage is not mistaken for a sign-out.
 */
@Injectable()
export class PrincipalResolver {
  constructor(
    @Inject(TokenVerifier) private readonly verifier: TokenVerifier,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(GuestQuoteGate) private readonly guestQuotes: GuestQuoteGate,
  ) {}

  /** The verified claims of a token, or null: what a socket keeps to check again later. */
  verify(token: string): VerifiedClaims | null {
    return this.verifier.verify(token);
  }

  async fromToken(token: string): Promise<Caller | null> {
    const claims = this.verifier.verify(token);
    return claims ? this.validate(claims) : null;
  }

  /** Unknown token types, ended sessions and guest tokens of bought or claimed quotes are null. */
  async validate(claims: VerifiedClaims): Promise<Caller | null> {
    if (claims.typ === TokenType.Guest && typeof claims.quoteId === 'string') {
      if (!(await this.guestQuotes.admitsGuest(claims.quoteId))) return null;
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
