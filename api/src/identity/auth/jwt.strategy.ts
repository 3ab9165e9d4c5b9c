import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { IncomingHttpHeaders } from 'node:http';
import { Strategy } from 'passport-jwt';
import type { Caller } from '../../common/auth/principal';
import { isDatabaseUnavailable } from '../../common/database/pg-errors';
import { PrincipalResolver } from './principal-resolver';
import { sessionTokenOf } from './session-cookies';
import { JWT_ALGORITHM, TokenVerifier, type VerifiedClaims } from './token.service';

/** The name the strategy is registered under with passport. */
export const JWT_STRATEGY = 'jwt';

/**
 * passport-jwt: the token comes from the bearer header or the session cookie
 * (`sessionTokenOf`), its signature (HS256 only, under the verifier's key object, so no key is
 * parsed per request) and dates are checked by passport-jwt, and `validate` turns the claims
 * into a caller through the principal resolver, which reads the session through the principal
 * cache. Constructed once, with the app; passport keeps no session (`session: false`).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    @Inject(TokenVerifier) verifier: TokenVerifier,
    @Inject(PrincipalResolver) private readonly resolver: PrincipalResolver,
  ) {
    super({
      jwtFromRequest: (req: { headers: IncomingHttpHeaders }) => sessionTokenOf(req)?.token ?? null,
      // passport-jwt's types name a string or buffer; the JWT library takes a key object too.
      secretOrKey: verifier.key as unknown as string,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  /**
   * The caller the claims speak for, or false (passport's "no one") for a token without an
   * expiry, an unknown kind or an ended session. A session that cannot be read during an outage
   * is not an ended one: that throws, and the guard answers 503.
   */
  async validate(claims: VerifiedClaims): Promise<Caller | false> {
    if (typeof claims.exp !== 'number') return false;
    try {
      return (await this.resolver.validate(claims)) ?? false;
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw err;
      return false;
    }
  }
}
