import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import { DataSource, type EntityManager } from 'typeorm';
import { ErrorCode, Limits, Role } from '@coverline/contracts';
import { AuditService } from '../../platform/audit';
import { PasswordHasher } from '../auth';
import { SessionsService } from '../auth';
import { TokenService, type IssuedToken } from '../auth';
import type { UserPrincipal } from '../../common/auth/principal';
import { DataCipher } from '../../common/crypto/data-cipher';
import { hashLinkToken, newLinkToken } from '../../common/crypto/link-token';
import { DomainException } from '../../common/errors/domain.exception';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { User } from '../users/entities/user.entity';
import { matchingTotpStep, newTotpSecret, otpauthUri } from './totp';

export type MfaStep = 'verify' | 'enrol';

/** What the password step answers when a second step must follow. */
export interface MfaChallengeIssued {
  mfa_step: MfaStep;
  mfa_token: string;
}

export interface MfaEnrolment {
  secret: string;
  otpauthUri: string;
  /** The otpauth address as an SVG QR code, in a data: URL an <img> shows. */
  qrCode: string;
}

export interface MfaStatus {
  enabled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
  /** Whether this account may not turn two-step verification off. */
  required: boolean;
}

const ISSUER = 'Coverline';
/** Recovery codes: 10 characters without look-alikes (no 0/o, 1/l/i), shown as xxxxx-xxxxx. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const STAFF: readonly Role[] = [Role.Admin, Role.Agent];

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A typed recovery code in its stored form: lower case, without spaces or the hyphen. */
function normalisedRecoveryCode(code: string): string | null {
  const clean = code.replace(/[\s-]/g, '').toLowerCase();
  return clean.length === 10 && [...clean].every((c) => RECOVERY_ALPHABET.includes(c))
    ? clean
    : null;
}

interface ChallengeRow {
  id: string;
  user_id: string;
  step: MfaStep;
  failed_attempts: number;
  expires_at: Date;
  used_at: Date | null;
}

type CodeCheck = 'ok' | 'wrong';

/**
 * Staff two-step verification: TOTP set-up with a QR code, one-time recovery codes, the second
 * sign-in step between password and session, turning it off, and an admin's reset.
 */
@Injectable()
export class MfaService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataCipher) private readonly cipher: DataCipher,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /** Whether the account may not go without (and may not turn off) two-step verification. */
  private requiredFor(role: Role): boolean {
    return role === Role.Admin && this.config.mfaRequiredForAdmins;
  }

  /**
   * After a right password: the second step a staff member must take before a session, if any.
   * Clients never get one.
   */
  async challengeAfterPassword(user: User): Promise<MfaChallengeIssued | null> {
    if (!STAFF.includes(user.role)) return null;
    let step: MfaStep;
    if (user.mfaEnabledAt) step = 'verify';
    else if (this.requiredFor(user.role)) step = 'enrol';
    else return null;
    const token = newLinkToken();
    // The member's finished steps are of no further use; this keeps the table small.
    await this.db.query(
      `DELETE FROM mfa_challenges WHERE user_id = $1 AND (used_at IS NOT NULL OR expires_at < now())`,
      [user.id],
    );
    await this.db.query(
      `INSERT INTO mfa_challenges (user_id, token_hash, step, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [user.id, hashLinkToken(token), step, Limits.mfaChallengeTtlSeconds],
    );
    return { mfa_step: step, mfa_token: token };
  }

  /** The second sign-in step: a current authenticator code or an unused recovery code. */
  async completeSignIn(mfaToken: string, code: string): Promise<IssuedToken> {
    const { user } = await this.withChallenge(mfaToken, 'verify', async (m, challenge) => {
      const result = await this.checkCode(m, challenge.user_id, code);
      return { result, value: { user: await this.lockedUser(m, challenge.user_id) } };
    });
    return this.startSession(user);
  }

  /** Set-up during sign-in, for an admin who must have two-step verification and has not. */
  async beginEnrolmentAtSignIn(mfaToken: string): Promise<MfaEnrolment> {
    const challenge = await this.openChallenge(this.db.manager, mfaToken, 'enrol');
    return this.beginEnrolment(challenge.user_id);
  }

  /** Confirms the set-up during sign-in; the session starts and the recovery codes show once. */
  async confirmEnrolmentAtSignIn(
    mfaToken: string,
    code: string,
  ): Promise<IssuedToken & { recoveryCodes: string[] }> {
    const { user, codes } = await this.withChallenge(mfaToken, 'enrol', async (m, challenge) => {
      const confirmed = await this.confirmPending(m, challenge.user_id, code);
      return {
        result: confirmed.result,
        value: { user: await this.lockedUser(m, challenge.user_id), codes: confirmed.codes },
      };
    });
    return { ...(await this.startSession(user)), recoveryCodes: codes };
  }

  async status(userId: string): Promise<MfaStatus> {
    const user = await this.staffMember(userId);
    const [{ left }] = (await this.db.query(
      `SELECT count(*)::int AS left FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    )) as Array<{ left: number }>;
    return {
      enabled: user.mfaEnabledAt !== null,
      enabledAt: user.mfaEnabledAt,
      recoveryCodesLeft: user.mfaEnabledAt ? left : 0,
      required: this.requiredFor(user.role),
    };
  }

  /** A new secret to scan; replaces any set-up not confirmed yet. */
  async beginEnrolment(userId: string): Promise<MfaEnrolment> {
    const user = await this.staffMember(userId);
    if (user.mfaEnabledAt) throw new DomainException(ErrorCode.MfaAlreadyEnabled);
    const secret = newTotpSecret();
    await this.db
      .getRepository(User)
      .update({ id: userId }, { mfaPendingSecretSealed: this.cipher.encrypt(secret) });
    const uri = otpauthUri(secret, user.email, ISSUER);
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return {
      secret,
      otpauthUri: uri,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /** Turns two-step verification on with a code from the new secret; the codes show once. */
  async confirmEnrolment(principal: UserPrincipal, code: string): Promise<string[]> {
    await this.staffMember(principal.userId);
    const { result, codes } = await this.db.transaction((m) =>
      this.confirmPending(m, principal.userId, code),
    );
    if (result !== 'ok') throw new DomainException(ErrorCode.MfaCodeInvalid);
    return codes;
  }

  /** Turns it off with a current code (or a recovery code); admins may not when it is required. */
  async disable(principal: UserPrincipal, code: string): Promise<void> {
    const user = await this.staffMember(principal.userId);
    if (!user.mfaEnabledAt) throw new DomainException(ErrorCode.MfaNotEnabled);
    if (this.requiredFor(user.role)) throw new DomainException(ErrorCode.MfaRequired);
    const result = await this.db.transaction(async (m) => {
      await this.lockedUser(m, principal.userId);
      const checked = await this.checkCode(m, principal.userId, code);
      if (checked !== 'ok') return checked;
      await this.clear(m, principal.userId);
      await this.audit.record(m, principal, {
        action: 'disableMfa',
        targetUserId: principal.userId,
        before: { mfaEnabled: true },
        after: { mfaEnabled: false },
      });
      return checked;
    });
    if (result !== 'ok') throw new DomainException(ErrorCode.MfaCodeInvalid);
  }

  /**
   * An admin turns off another staff member's two-step verification (a lost phone): their
   * sessions end, and they set it up again at their next sign-in if it is required.
   */
  async reset(admin: UserPrincipal, userId: string): Promise<void> {
    if (userId === admin.userId) {
      throw new DomainException(
        ErrorCode.MfaStaffMemberNotFound,
        'Turn off your own two-step verification from your security settings.',
      );
    }
    const user = await this.staffMember(userId);
    if (!user.mfaEnabledAt) throw new DomainException(ErrorCode.MfaNotEnabled);
    await this.db.transaction(async (m) => {
      await this.clear(m, userId);
      await this.sessions.revokeAllForUser(userId, m);
      await this.audit.record(m, admin, {
        action: 'resetMfa',
        targetUserId: userId,
        before: { mfaEnabled: true },
        after: { mfaEnabled: false },
      });
    });
  }

  /** A staff member's record; anyone else is "no such staff member". */
  private async staffMember(userId: string): Promise<User> {
    const user = await this.db.getRepository(User).findOneBy({ id: userId });
    if (!user || !STAFF.includes(user.role)) {
      throw new DomainException(ErrorCode.MfaStaffMemberNotFound);
    }
    return user;
  }

  private async lockedUser(m: EntityManager, userId: string): Promise<User> {
    const user = await m
      .getRepository(User)
      .createQueryBuilder('u')
      .addSelect(['u.mfaSecretSealed', 'u.mfaLastStep', 'u.mfaPendingSecretSealed'])
      .where('u.id = :userId', { userId })
      .setLock('pessimistic_write')
      .getOne();
    if (!user) throw new DomainException(ErrorCode.MfaChallengeInvalid);
    return user;
  }

  private async startSession(user: User): Promise<IssuedToken> {
    if (!user.active) throw new DomainException(ErrorCode.MfaChallengeInvalid);
    const session = await this.sessions.start(user.id);
    return this.tokens.signUser(user.id, user.role, session.id);
  }

  private async newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
    const codes = Array.from({ length: Limits.mfaRecoveryCodeCount }, newRecoveryCode);
    const hashes = await Promise.all(
      codes.map((c) => this.hasher.hash(normalisedRecoveryCode(c) ?? c)),
    );
    return { codes, hashes };
  }

  /**
   * Checks a code against the set-up in progress and, when right, turns two-step on with new
   * recovery codes (hashed only then, so a wrong code costs no hashing).
   */
  private async confirmPending(
    m: EntityManager,
    userId: string,
    code: string,
  ): Promise<{ result: CodeCheck; codes: string[] }> {
    const user = await this.lockedUser(m, userId);
    if (user.mfaEnabledAt) throw new DomainException(ErrorCode.MfaAlreadyEnabled);
    if (!user.mfaPendingSecretSealed) throw new DomainException(ErrorCode.MfaEnrolmentNotStarted);
    const secret = this.cipher.decrypt(user.mfaPendingSecretSealed);
    const step = matchingTotpStep(secret, code.trim(), Date.now());
    if (step === null) return { result: 'wrong', codes: [] };
    const { codes, hashes } = await this.newRecoveryCodes();
    await m.getRepository(User).update(
      { id: userId },
      {
        mfaSecretSealed: user.mfaPendingSecretSealed,
        mfaPendingSecretSealed: null,
        mfaEnabledAt: new Date(),
        mfaLastStep: step,
      },
    );
    await m.query(`DELETE FROM mfa_recovery_codes WHERE user_id = $1`, [userId]);
    for (const hash of hashes) {
      await m.query(`INSERT INTO mfa_recovery_codes (user_id, code_hash) VALUES ($1, $2)`, [
        userId,
        hash,
      ]);
    }
    return { result: 'ok', codes };
  }

  /**
   * A six-digit code from the authenticator (each 30-second step once), or an unused recovery
   * code (used up here). The caller holds the user's row lock.
   */
  private async checkCode(m: EntityManager, userId: string, code: string): Promise<CodeCheck> {
    const user = await this.lockedUser(m, userId);
    if (!user.mfaSecretSealed) throw new DomainException(ErrorCode.MfaNotEnabled);
    const typed = code.trim();
    if (/^\d{6}$/.test(typed)) {
      const step = matchingTotpStep(this.cipher.decrypt(user.mfaSecretSealed), typed, Date.now());
      if (step === null || (user.mfaLastStep !== null && step <= user.mfaLastStep)) return 'wrong';
      await m.getRepository(User).update({ id: userId }, { mfaLastStep: step });
      return 'ok';
    }
    const recovery = normalisedRecoveryCode(typed);
    if (!recovery) return 'wrong';
    const unused = (await m.query(
      `SELECT id, code_hash FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    )) as Array<{ id: string; code_hash: string }>;
    for (const row of unused) {
      if (await this.hasher.verify(row.code_hash, recovery)) {
        await m.query(`UPDATE mfa_recovery_codes SET used_at = now() WHERE id = $1`, [row.id]);
        return 'ok';
      }
    }
    return 'wrong';
  }

  private async clear(m: EntityManager, userId: string): Promise<void> {
    await m.getRepository(User).update(
      { id: userId },
      {
        mfaSecretSealed: null,
        mfaEnabledAt: null,
        mfaLastStep: null,
        mfaPendingSecretSealed: null,
      },
    );
    await m.query(`DELETE FROM mfa_recovery_codes WHERE user_id = $1`, [userId]);
  }

  /** An open challenge of the given step: unused, unexpired, under the wrong-code limit. */
  private async openChallenge(
    m: EntityManager,
    mfaToken: string,
    step: MfaStep,
    lock = false,
  ): Promise<ChallengeRow> {
    const rows = (await m.query(
      `SELECT id, user_id, step, failed_attempts, expires_at, used_at
         FROM mfa_challenges WHERE token_hash = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [hashLinkToken(mfaToken)],
    )) as ChallengeRow[];
    const challenge = rows[0];
    if (
      !challenge ||
      challenge.step !== step ||
      challenge.used_at !== null ||
      challenge.expires_at.getTime() <= Date.now()
    ) {
      throw new DomainException(ErrorCode.MfaChallengeInvalid);
    }
    if (challenge.failed_attempts >= Limits.mfaChallengeMaxFailures) {
      throw new DomainException(ErrorCode.MfaTooManyAttempts);
    }
    return challenge;
  }

  /**
   * Runs a code check on a locked, open challenge. A right code uses the challenge up; a wrong
   * one is counted (and kept even though the answer is an error), and the last allowed wrong
   * code closes it.
   */
  private async withChallenge<T>(
    mfaToken: string,
    step: MfaStep,
    work: (m: EntityManager, challenge: ChallengeRow) => Promise<{ result: CodeCheck; value: T }>,
  ): Promise<T> {
    const outcome = await this.db.transaction(async (m) => {
      const challenge = await this.openChallenge(m, mfaToken, step, true);
      const { result, value } = await work(m, challenge);
      if (result === 'ok') {
        await m.query(`UPDATE mfa_challenges SET used_at = now() WHERE id = $1`, [challenge.id]);
        return { done: true as const, value };
      }
      return { done: false as const, challenge };
    });
    if (outcome.done) return outcome.value;
    // UPDATE ... RETURNING answers [rows, count] through TypeORM.
    const [counted] = (await this.db.query(
      `UPDATE mfa_challenges SET failed_attempts = failed_attempts + 1 WHERE id = $1
       RETURNING failed_attempts`,
      [outcome.challenge.id],
    )) as [Array<{ failed_attempts: number }>, number];
    if (counted[0].failed_attempts >= Limits.mfaChallengeMaxFailures) {
      throw new DomainException(ErrorCode.MfaTooManyAttempts);
    }
    throw new DomainException(ErrorCode.MfaCodeInvalid);
  }
}
