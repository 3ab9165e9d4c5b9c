import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Limits, TokenType, type Role } from '@coverline/contracts';

export interface UserTokenClaims {
  sub: string;
  role: Role;
  sid: string;
  typ: typeof TokenType.User;
}

export interface GuestTokenClaims {
  sub: string;
  typ: typeof TokenType.Guest;
  quoteId: string;
}

export interface RepTokenClaims {
  sub: string;
  sid: string;
  typ: typeof TokenType.Rep;
}

export type TokenClaims = UserTokenClaims | GuestTokenClaims | RepTokenClaims;

export const JWT_ALGORITHM = 'HS256' as const;

export interface IssuedToken {
  access_token: string;
  expires_in: number;
}

@Injectable()
export class TokenService {
  constructor(@Inject(JwtService) private readonly jwt: JwtService) {}

  signUser(userId: string, role: Role, sessionId: string): IssuedToken {
    const claims: UserTokenClaims = { sub: userId, role, sid: sessionId, typ: TokenType.User };
    return {
      access_token: this.jwt.sign(claims, { expiresIn: Limits.accessTokenTtlSeconds }),
      expires_in: Limits.accessTokenTtlSeconds,
    };
  }

  /** A payroll partner rep's token, on a rep session. */
  signRep(repId: string, sessionId: string): IssuedToken {
    const claims: RepTokenClaims = { sub: repId, sid: sessionId, typ: TokenType.Rep };
    return {
      access_token: this.jwt.sign(claims, { expiresIn: Limits.accessTokenTtlSeconds }),
      expires_in: Limits.accessTokenTtlSeconds,
    };
  }

  /** A token that lets an anonymous visitor work on exactly one quote. */
  signGuest(quoteId: string): IssuedToken {
    const claims: GuestTokenClaims = { sub: `guest:${quoteId}`, typ: TokenType.Guest, quoteId };
    return {
      access_token: this.jwt.sign(claims, { expiresIn: Limits.guestTokenTtlSeconds }),
      expires_in: Limits.guestTokenTtlSeconds,
    };
  }
}
