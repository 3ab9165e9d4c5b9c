import { Inject, Injectable } from '@nestjs/common';
import { JwtService, type JwtModuleOptions } from '@nestjs/jwt';
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
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

/** An API client's access token: `sec` names the secret it was issued with, `scope` as OAuth2. */
export interface MachineTokenClaims {
  sub: string;
  sec: string;
  scope: string;
  typ: typeof TokenType.Machine;
}

export type TokenClaims = UserTokenClaims | GuestTokenClaims | RepTokenClaims | MachineTokenClaims;

export const JWT_ALGORITHM = 'HS256' as const;

/**
 * The JWT library's options: HS256 under the secret, handed over as a key object. Given the
 * secret as a string, the library first tries to read it as a PEM or DER key on every sign and
 * verify, fails, and only then uses it as a secret: about 0.4 ms a token instead of 0.01 ms.
 */
export function jwtOptions(secret: string): JwtModuleOptions {
  return {
    secret: createSecretKey(Buffer.from(secret)),
    signOptions: { algorithm: JWT_ALGORITHM },
    verifyOptions: { algorithms: [JWT_ALGORITHM] },
  };
}

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

  /** An API client's token, issued for its secret `secretId`, carrying the scopes granted. */
  signMachine(clientId: string, secretId: string, scopes: readonly string[], ttlSeconds: number) {
    const claims: MachineTokenClaims = {
      sub: clientId,
      sec: secretId,
      scope: scopes.join(' '),
      typ: TokenType.Machine,
    };
    return {
      access_token: this.jwt.sign(claims, { expiresIn: ttlSeconds }),
      expires_in: ttlSeconds,
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

/** A token's claims once its signature and dates are checked; still to be checked field by field. */
export type VerifiedClaims = Record<string, unknown>;

/**
 * Checks this API's own tokens on every request: three base64url parts, a header naming
 * HS256, the HMAC of the first two parts under the secret (compared in constant time), and an
 * `exp` in the future (`nbf`, when present, in the past). Anything else is no token at all.
 * Written out rather than going through the JWT library's general path, which parses and
 * re-encodes more than a fixed algorithm and key need and was a large share of every
 * authenticated request (docs/decisions/platform.md, "Performance goals").
 */
export class TokenVerifier {
  /** The secret as a key object, parsed once; the passport strategy verifies with it too. */
  readonly key: KeyObject;
  /**
   * Tokens whose signature was checked, with their claims: a token is sent with every request
   * for an hour, its signature only needs checking once. Dates are checked on every use. The
   * oldest go first past `TOKENS_KEPT`.
   */
  private readonly checked = new Map<string, VerifiedClaims>();

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = createSecretKey(Buffer.from(secret));
  }

  verify(token: string): VerifiedClaims | null {
    let claims = this.checked.get(token);
    if (!claims) {
      const signed = this.signed(token);
      if (!signed) return null;
      if (this.checked.size >= TOKENS_KEPT) {
        this.checked.delete(this.checked.keys().next().value as string);
      }
      this.checked.set(token, signed);
      claims = signed;
    }
    const nowSeconds = Math.floor(this.now() / 1000);
    if (typeof claims.exp !== 'number' || nowSeconds >= claims.exp) return null;
    if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > nowSeconds)) {
      return null;
    }
    return claims;
  }

  /** The claims of a token whose form and signature hold, dates not yet checked. */
  private signed(token: string): VerifiedClaims | null {
    const first = token.indexOf('.');
    const second = token.indexOf('.', first + 1);
    if (first <= 0 || second <= first + 1 || token.indexOf('.', second + 1) !== -1) return null;
    if (segment(token.slice(0, first))?.alg !== JWT_ALGORITHM) return null;
    const expected = createHmac('sha256', this.key)
      .update(token.slice(0, second))
      .digest('base64url');
    const given = token.slice(second + 1);
    if (
      given.length !== expected.length ||
      !timingSafeEqual(Buffer.from(given), Buffer.from(expected))
    ) {
      return null;
    }
    const claims = segment(token.slice(first + 1, second));
    return claims ? Object.freeze(claims) : null;
  }
}

/** How many checked tokens are remembered (a few MB at most). */
const TOKENS_KEPT = 10_000;

/** One base64url JSON object part of a token, or null. */
function segment(part: string): VerifiedClaims | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as VerifiedClaims)
      : null;
  } catch {
    return null;
  }
}
