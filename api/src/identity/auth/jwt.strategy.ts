import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import passport from 'passport';
import { Strategy } from 'passport-jwt';
import type { Caller } from '../../common/auth/principal';
import { isDatabaseUnavailable } from '../../common/database/pg-errors';
import { PrincipalResolver } from './principal-resolver';
import { sessionTokenOf } from './session-cookies';
import { JWT_ALGORITHM, TokenVerifier, type VerifiedClaims } from './token.service';

/** The name the strategy is registered under with passport. */
export const JWT_STRATEGY = 'jwt';

/** How many tokens passport-jwt verified are remembered (a few MB at most). */
const TOKENS_KEPT = 10_000;

/** The request as passport hands it on (the server's request: only its headers are read). */
type PassportRequest = Parameters<Strategy['authenticate']>[0];

/**
 * passport-jwt: the token comes from the bearer header or the session cookie
 * (`sessionTokenOf`), passport-jwt checks its signature (HS256 only, under the verifier's key
 * object, so no key is parsed per request) and dates, and `validate` turns the claims into a
 * caller through the principal resolver, which reads the session through the principal cache.
 * Constructed once, with the app; passport keeps no session (`session: false`).
 *
 * A token is sent with every request for an hour, but its signature only needs checking once:
 * the claims of a token passport-jwt verified are remembered (the oldest go first past
 * `TOKENS_KEPT`), and a remembered token skips straight to its dates and `validate`. Checking
 * the signature on every request was most of an authenticated request's own cost.
 */
@Injectable()
export class JwtStrategy
  extends PassportStrategy(Strategy, JWT_STRATEGY)
  implements OnModuleDestroy
{
  private readonly verified = new Map<string, VerifiedClaims>();
  /** This app's own name for the strategy with passport (`JWT_STRATEGY` is the last app's). */
  readonly registeredAs = `${JWT_STRATEGY}:${randomUUID()}`;

  constructor(
    @Inject(TokenVerifier) verifier: TokenVerifier,
    @Inject(PrincipalResolver) private readonly resolver: PrincipalResolver,
  ) {
    super({
      jwtFromRequest: (req: PassportRequest) => sessionTokenOf(req)?.token ?? null,
      // passport-jwt's types name a string or buffer; the JWT library takes a key object too.
      secretOrKey: verifier.key as unknown as string,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
    passport.use(this.registeredAs, this);
  }

  onModuleDestroy(): void {
    passport.unuse(this.registeredAs);
  }

  override authenticate(req: PassportRequest, options?: unknown): void {
    const token = sessionTokenOf(req)?.token;
    const claims = token === undefined ? undefined : this.verified.get(token);
    if (!claims) {
      super.authenticate(req, options);
      return;
    }
    if (!this.datesHold(claims)) {
      this.fail(401);
      return;
    }
    this.validate(req, claims).then(
      (caller) => (caller ? this.success(caller) : this.fail(401)),
      (err: unknown) => this.error(err as Error),
    );
  }

  /**
   * The caller the claims speak for, or false (passport's "no one") for a token without an
   * expiry, an unknown kind or an ended session. A session that cannot be read during an outage
   * is not an ended one: that throws, and the guard answers 503.
   */
  async validate(req: PassportRequest, claims: VerifiedClaims): Promise<Caller | false> {
    if (typeof claims.exp !== 'number') return false;
    this.remember(req, claims);
    try {
      return (await this.resolver.validate(claims)) ?? false;
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw err;
      return false;
    }
  }

  /** Keeps the claims passport-jwt verified for the token the request carried. */
  private remember(req: PassportRequest, claims: VerifiedClaims): void {
    const token = sessionTokenOf(req)?.token;
    if (token === undefined || this.verified.has(token)) return;
    if (this.verified.size >= TOKENS_KEPT) {
      this.verified.delete(this.verified.keys().next().value as string);
    }
    this.verified.set(token, Object.freeze({ ...claims }));
  }

  /** `exp` in the future and `nbf`, when present, in the past: what passport-jwt checks. */
  private datesHold(claims: VerifiedClaims): boolean {
    const nowSeconds = Math.floor(Date.now() / 1000);
    if (typeof claims.exp !== 'number' || nowSeconds >= claims.exp) return false;
    return claims.nbf === undefined || (typeof claims.nbf === 'number' && claims.nbf <= nowSeconds);
  }
}
