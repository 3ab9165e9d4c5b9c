import { Inject, Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import type { EntityManager } from 'typeorm';
import { ErrorCode, Limits, Role } from '@coverline/contracts';
import { AuditService } from '../../platform/audit';
import {
  PasswordHasher,
  SessionsService,
  SignInService,
  type IssuedToken,
  type SigningInUser,
} from '../auth';
import type { UserPrincipal } from '../../common/auth/principal';
import { DataCipher } from '../../common/crypto/data-cipher';
import { hashLinkToken, newLinkToken } from '../../common/crypto/link-token';
import { DomainException } from '../../common/errors/domain.exception';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import {
  MfaRepository,
  type ChallengeRow,
  type LockedMfaAccount,
  type MfaAccount,
  type MfaStep,
} from './mfa.repository';
import { matchingTotpStep, newTotpSecret, otpauthUri } from './totp';

/** What the password step knows of the account it checked. */
export interface PasswordCheckedUser extends SigningInUser {
  mfaEnabledAt: Date | null;
}

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

type CodeCheck = 'ok' | 'wrong';

/**
 * Staff two-step verification: TOTP set-up with a QR code, one-time recovery codes, the second
 * sign-in step between password and session, turning it off, and an admin's reset.
 */
@Injectable()
export class MfaService {
  constructor(
    @Inject(MfaRepository) private readonly rows: MfaRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataCipher) private readonly cipher: DataCipher,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(SignInService) private readonly signIn: SignInService,
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
  async challengeAfterPassword(user: PasswordCheckedUser): Promise<MfaChallengeIssued | null> {
    if (!STAFF.includes(user.role)) return null;
    let step: MfaStep;
    if (user.mfaEnabledAt) step = 'verify';
    else if (this.requiredFor(user.role)) step = 'enrol';
    else return null;
    const token = newLinkToken();
    await this.rows.startChallenge(
      user.id,
      hashLinkToken(token),
      step,
      Limits.mfaChallengeTtlSeconds,
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
    const challenge = await this.openChallenge(mfaToken, 'enrol');
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
    const left = await this.rows.recoveryCodesLeft(userId);
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
    await this.rows.setPendingSecret(userId, this.cipher.encrypt(secret));
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
    const { result, codes } = await this.rows.transaction(async (m) => {
      const confirmed = await this.confirmPending(m, principal.userId, code);
      // Sessions opened with the password alone end: from now on signing in takes the code.
      if (confirmed.result === 'ok') {
        await this.sessions.revokeOthers(principal.userId, principal.sessionId, m);
      }
      return confirmed;
    });
    if (result !== 'ok') throw new DomainException(ErrorCode.MfaCodeInvalid);
    return codes;
  }

  /** Turns it off with a current code (or a recovery code); admins may not when it is required. */
  async disable(principal: UserPrincipal, code: string): Promise<void> {
    const user = await this.staffMember(principal.userId);
    if (!user.mfaEnabledAt) throw new DomainException(ErrorCode.MfaNotEnabled);
    if (this.requiredFor(user.role)) throw new DomainException(ErrorCode.MfaRequired);
    const result = await this.rows.transaction(async (m) => {
      await this.lockedUser(m, principal.userId);
      const checked = await this.checkCode(m, principal.userId, code);
      if (checked !== 'ok') return checked;
      await this.rows.turnOff(m, principal.userId);
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
    await this.rows.transaction(async (m) => {
      await this.rows.turnOff(m, userId);
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
  private async staffMember(userId: string): Promise<MfaAccount> {
    const user = await this.rows.findAccount(userId);
    if (!user || !STAFF.includes(user.role)) {
      throw new DomainException(ErrorCode.MfaStaffMemberNotFound);
    }
    return user;
  }

  private async lockedUser(m: EntityManager, userId: string): Promise<LockedMfaAccount> {
    const user = await this.rows.lockAccount(m, userId);
    if (!user) throw new DomainException(ErrorCode.MfaChallengeInvalid);
    return user;
  }

  private async startSession(user: MfaAccount): Promise<IssuedToken> {
    if (!user.active) throw new DomainException(ErrorCode.MfaChallengeInvalid);
    return this.signIn.startUserSession(user);
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
    await this.rows.turnOn(m, userId, user.mfaPendingSecretSealed, step);
    await this.rows.replaceRecoveryCodes(m, userId, hashes);
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
      await this.rows.setLastStep(m, userId, step);
      return 'ok';
    }
    const recovery = normalisedRecoveryCode(typed);
    if (!recovery) return 'wrong';
    const unused = await this.rows.unusedRecoveryCodes(m, userId);
    for (const row of unused) {
      if (await this.hasher.verify(row.code_hash, recovery)) {
        await this.rows.useRecoveryCode(m, row.id);
        return 'ok';
      }
    }
    return 'wrong';
  }

  /** An open challenge of the given step: unused, unexpired, under the wrong-code limit. */
  private async openChallenge(
    mfaToken: string,
    step: MfaStep,
    lockIn?: EntityManager,
  ): Promise<ChallengeRow> {
    const challenge = await this.rows.findChallenge(hashLinkToken(mfaToken), !!lockIn, lockIn);
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
    const outcome = await this.rows.transaction(async (m) => {
      const challenge = await this.openChallenge(mfaToken, step, m);
      const { result, value } = await work(m, challenge);
      if (result === 'ok') {
        await this.rows.useChallenge(m, challenge.id);
        return { done: true as const, value };
      }
      return { done: false as const, challenge };
    });
    if (outcome.done) return outcome.value;
    if ((await this.rows.countFailure(outcome.challenge.id)) >= Limits.mfaChallengeMaxFailures) {
      throw new DomainException(ErrorCode.MfaTooManyAttempts);
    }
    throw new DomainException(ErrorCode.MfaCodeInvalid);
  }
}
