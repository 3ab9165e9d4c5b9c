import { Inject, Injectable } from '@nestjs/common';
import { TokenType } from '@coverline/contracts';
import type { Caller } from '../../common/auth/principal';
import { GuestQuoteGate } from './guest-quote-gate';
import { MachineClientGate } from './machine-client-gate';
import { SessionsService } from './sessions.service';
import { TokenVerifier, type VerifiedClaims } from './token.service';

/**
 * Who a token speaks for: its claims field by field, then its session (users and reps), read
 * through the principal cache. HTTP requests reach `validate` through the passport strategy
 * (`JwtStrategy`), which has checked the signature and dates; the chat socket checks them with
 * `verify` (`TokenVerifier`) and keeps the claims to check the session again on every frame. Null for anything that is not a live
 * caller; a database that cannot be reached throws, so an outage is not mistaken for a sign-out.
 */
@Injectable()
export class PrincipalResolver {
  constructor(
    @Inject(TokenVerifier) private readonly verifier: TokenVerifier,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(GuestQuoteGate) private readonly guestQuotes: GuestQuoteGate,
    @Inject(MachineClientGate) private readonly machines: MachineClientGate,
  ) {}

  /** The verified claims of a token, or null: what a socket keeps to check again later. */
  verify(token: string): VerifiedClaims | null {
    return this.verifier.verify(token);
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
    if (
      claims.typ === TokenType.Machine &&
      typeof claims.sub === 'string' &&
      typeof claims.sec === 'string' &&
      typeof claims.scope === 'string'
    ) {
      return this.machines.live(claims.sub, claims.sec, claims.scope);
    }
    return null;
  }
}
