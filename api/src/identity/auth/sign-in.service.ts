import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { EntityManager } from 'typeorm';
import { ErrorCode, Limits, TokenType, type Role } from '@coverline/contracts';
import type { RepPrincipal, UserPrincipal } from '../../common/auth/principal';
import { DataCipher } from '../../common/crypto/data-cipher';
import { RetryLaterException } from '../../common/errors/retry-later.exception';
import { RepSessionsRepository } from './rep-sessions.repository';
import { SessionsRepository } from './sessions.repository';
import { SignInFailuresRepository } from './sign-in-failures.repository';
import { TokenService, type IssuedToken } from './token.service';

/** How long a broker-of-record applicant's session lasts: a day, with no refresh. */
const BOR_SESSION_TTL_SECONDS = 24 * 3600;

/** What a BOR session token says: not a valid token, someone else's kind of token, or whose. */
export type BorSessionCheck =
  { kind: 'invalid' } | { kind: 'other' } | { kind: 'bor'; email: string };

/** A password sign-in under way: whose failures it counts, and what is already on record. */
export interface PasswordAttempt {
  key: string;
  /** Failures were on record when it began (the right password clears them). */
  failuresOnRecord: boolean;
  /** It was counted as a failure when it began (a wrong password adds nothing more). */
  counted: boolean;
}

/** The account a session is started for. */
export interface SigningInUser {
  id: string;
  role: Role;
}

/** "1 second", "40 seconds", "3 minutes" (rounded up). */
function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function sessionEnd(): Date {
  return new Date(Date.now() + Limits.accessTokenTtlSeconds * 1000);
}

/**
 * Every way in ends here: a user's session (after the password, and the second step when there
 * is one), a payroll rep's (sign-in link, registration, an admin acting as the rep), and a
 * broker-of-record applicant's (emailed link). Starts and extends the sessions and signs their
 * tokens; ending them is `SessionsService`'s.
 */
@Injectable()
export class SignInService {
  constructor(
    @Inject(SessionsRepository) private readonly sessions: SessionsRepository,
    @Inject(RepSessionsRepository) private readonly repSessions: RepSessionsRepository,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(SignInFailuresRepository) private readonly failures: SignInFailuresRepository,
    @Inject(DataCipher) private readonly cipher: DataCipher,
  ) {}

  /**
   * Before a password is checked: refuses (429, with the wait) while the email's failed
   * sign-ins make it wait. Counted per email whether or not it has an account, so the answer
   * is the same either way. An email without failures costs one primary-key read; one with
   * failures has this attempt counted at once, so attempts sent together get one opening.
   */
  async beginPasswordAttempt(email: string): Promise<PasswordAttempt> {
    const key = this.cipher.lookupHash(`sign-in:${email.trim().toLowerCase()}`);
    let record = await this.failures.find(key);
    if (record && record.waitSeconds === 0) {
      const { signInFailuresBeforeBackoff: threshold, signInBackoffMaxSeconds: max } = Limits;
      if (await this.failures.claimAttempt(key, threshold, max)) {
        return { key, failuresOnRecord: true, counted: true };
      }
      // Another attempt took the opening (or a right password cleared the record) meanwhile.
      record = await this.failures.find(key);
    }
    if (record && record.waitSeconds > 0) {
      throw new RetryLaterException(
        ErrorCode.SignInBackoff,
        record.waitSeconds,
        `Too many failed sign-ins for this account. Try again in ${waitText(record.waitSeconds)}.`,
      );
    }
    return { key, failuresOnRecord: record !== null, counted: false };
  }

  /** A wrong password (or an unknown email): one more failure, and a longer wait from the fifth. */
  async passwordFailed(attempt: PasswordAttempt): Promise<void> {
    if (attempt.counted) return;
    await this.failures.recordFailure(
      attempt.key,
      Limits.signInFailuresBeforeBackoff,
      Limits.signInBackoffMaxSeconds,
    );
  }

  /** The right password: the failures on record are forgotten. */
  async passwordAccepted(attempt: PasswordAttempt): Promise<void> {
    if (attempt.failuresOnRecord) await this.failures.clear(attempt.key);
  }

  /** A new session of a user who has passed every step, and its token. */
  async startUserSession(user: SigningInUser, manager?: EntityManager): Promise<IssuedToken> {
    const session = await this.sessions.insert(user.id, sessionEnd(), manager);
    return this.tokens.signUser(user.id, user.role, session.id);
  }

  /** A fresh token for the same live session, extending it. */
  async refreshUserSession(principal: UserPrincipal): Promise<IssuedToken> {
    await this.sessions.extend(principal.sessionId, sessionEnd());
    return this.tokens.signUser(principal.userId, principal.role, principal.sessionId);
  }

  /** A new session of a payroll rep; `actingUserId` is the admin acting as the rep, if any. */
  async startRepSession(
    repId: string,
    actingUserId: string | null,
    manager?: EntityManager,
  ): Promise<IssuedToken> {
    const sessionId = await this.repSessions.insert(repId, actingUserId, sessionEnd(), manager);
    return this.tokens.signRep(repId, sessionId);
  }

  /** A fresh token for the same rep session, extending it. */
  async refreshRepSession(principal: RepPrincipal): Promise<IssuedToken> {
    await this.repSessions.extend(principal.sessionId, sessionEnd());
    return this.tokens.signRep(principal.repId, principal.sessionId);
  }

  /** A broker-of-record applicant's session token, for the email the used link was sent to. */
  startBorSession(email: string): IssuedToken {
    const access_token = this.jwt.sign(
      { sub: `bor:${email}`, typ: TokenType.Bor, email },
      { expiresIn: BOR_SESSION_TTL_SECONDS },
    );
    return { access_token, expires_in: BOR_SESSION_TTL_SECONDS };
  }

  /** Whose BOR session a token is, if it is one. */
  borSession(token: string): BorSessionCheck {
    let claims: { typ?: unknown; email?: unknown };
    try {
      claims = this.jwt.verify<{ typ?: unknown; email?: unknown }>(token);
    } catch {
      return { kind: 'invalid' };
    }
    if (claims.typ !== TokenType.Bor || typeof claims.email !== 'string') return { kind: 'other' };
    return { kind: 'bor', email: claims.email };
  }
}
