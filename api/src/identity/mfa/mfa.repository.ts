import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { Role } from '@coverline/contracts';

export type MfaStep = 'verify' | 'enrol';

/** What two-step verification needs to know of an account. */
export interface MfaAccount {
  id: string;
  role: Role;
  email: string;
  active: boolean;
  mfaEnabledAt: Date | null;
}

/** An account with its sealed secrets, read under its row lock. */
export interface LockedMfaAccount extends MfaAccount {
  mfaSecretSealed: string | null;
  mfaPendingSecretSealed: string | null;
  /** The last 30-second step whose code was accepted: a code works once. */
  mfaLastStep: number | null;
}

export interface ChallengeRow {
  id: string;
  user_id: string;
  step: MfaStep;
  failed_attempts: number;
  expires_at: Date;
  used_at: Date | null;
}

interface AccountRow {
  id: string;
  role: Role;
  email: string;
  active: boolean;
  mfa_enabled_at: Date | null;
  mfa_secret_sealed?: string | null;
  mfa_pending_secret_sealed?: string | null;
  mfa_last_step?: string | null;
}

const ACCOUNT_COLUMNS = 'id, role, email, active, mfa_enabled_at';

function account(row: AccountRow): MfaAccount {
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    active: row.active,
    mfaEnabledAt: row.mfa_enabled_at,
  };
}

/**
 * Two-step verification's rows: the accounts' authenticator columns (`users.mfa_*`), the
 * recovery codes (`mfa_recovery_codes`) and the sign-in challenges (`mfa_challenges`).
 */
@Injectable()
export class MfaRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async findAccount(userId: string): Promise<MfaAccount | null> {
    const rows: AccountRow[] = await this.db.query(
      `SELECT ${ACCOUNT_COLUMNS} FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0] ? account(rows[0]) : null;
  }

  /** The account with its secrets, its row locked until the transaction ends. */
  async lockAccount(m: EntityManager, userId: string): Promise<LockedMfaAccount | null> {
    const rows: AccountRow[] = await m.query(
      `SELECT ${ACCOUNT_COLUMNS}, mfa_secret_sealed, mfa_pending_secret_sealed, mfa_last_step
         FROM users WHERE id = $1 FOR UPDATE`,
      [userId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      ...account(row),
      mfaSecretSealed: row.mfa_secret_sealed ?? null,
      mfaPendingSecretSealed: row.mfa_pending_secret_sealed ?? null,
      mfaLastStep: row.mfa_last_step == null ? null : Number(row.mfa_last_step),
    };
  }

  async setPendingSecret(userId: string, sealed: string): Promise<void> {
    await this.db.query(
      `UPDATE users SET mfa_pending_secret_sealed = $2, updated_at = now() WHERE id = $1`,
      [userId, sealed],
    );
  }

  /** Turns two-step on with the secret being set up; its code's step counts as used. */
  async turnOn(m: EntityManager, userId: string, sealed: string, step: number): Promise<void> {
    await m.query(
      `UPDATE users SET mfa_secret_sealed = $2, mfa_pending_secret_sealed = NULL,
              mfa_enabled_at = $3, mfa_last_step = $4, updated_at = now()
        WHERE id = $1`,
      [userId, sealed, new Date(), step],
    );
  }

  async setLastStep(m: EntityManager, userId: string, step: number): Promise<void> {
    await m.query(`UPDATE users SET mfa_last_step = $2, updated_at = now() WHERE id = $1`, [
      userId,
      step,
    ]);
  }

  /** Turns two-step off: the secrets and the recovery codes go. */
  async turnOff(m: EntityManager, userId: string): Promise<void> {
    await m.query(
      `UPDATE users SET mfa_secret_sealed = NULL, mfa_enabled_at = NULL, mfa_last_step = NULL,
              mfa_pending_secret_sealed = NULL, updated_at = now()
        WHERE id = $1`,
      [userId],
    );
    await m.query(`DELETE FROM mfa_recovery_codes WHERE user_id = $1`, [userId]);
  }

  async replaceRecoveryCodes(m: EntityManager, userId: string, hashes: string[]): Promise<void> {
    await m.query(`DELETE FROM mfa_recovery_codes WHERE user_id = $1`, [userId]);
    for (const hash of hashes) {
      await m.query(`INSERT INTO mfa_recovery_codes (user_id, code_hash) VALUES ($1, $2)`, [
        userId,
        hash,
      ]);
    }
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    const [{ left }] = (await this.db.query(
      `SELECT count(*)::int AS left FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    )) as Array<{ left: number }>;
    return left;
  }

  unusedRecoveryCodes(
    m: EntityManager,
    userId: string,
  ): Promise<Array<{ id: string; code_hash: string }>> {
    return m.query(
      `SELECT id, code_hash FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    );
  }

  async useRecoveryCode(m: EntityManager, id: string): Promise<void> {
    await m.query(`UPDATE mfa_recovery_codes SET used_at = now() WHERE id = $1`, [id]);
  }

  /** A new challenge; the member's finished ones are of no further use and go. */
  async startChallenge(
    userId: string,
    tokenHash: string,
    step: MfaStep,
    ttlSeconds: number,
  ): Promise<void> {
    await this.db.query(
      `DELETE FROM mfa_challenges WHERE user_id = $1 AND (used_at IS NOT NULL OR expires_at < now())`,
      [userId],
    );
    await this.db.query(
      `INSERT INTO mfa_challenges (user_id, token_hash, step, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [userId, tokenHash, step, ttlSeconds],
    );
  }

  async findChallenge(
    tokenHash: string,
    lock: boolean,
    m: EntityManager = this.db.manager,
  ): Promise<ChallengeRow | null> {
    const rows = (await m.query(
      `SELECT id, user_id, step, failed_attempts, expires_at, used_at
         FROM mfa_challenges WHERE token_hash = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [tokenHash],
    )) as ChallengeRow[];
    return rows[0] ?? null;
  }

  async useChallenge(m: EntityManager, id: string): Promise<void> {
    await m.query(`UPDATE mfa_challenges SET used_at = now() WHERE id = $1`, [id]);
  }

  /** Counts a wrong code on the challenge; answers how many there are now. */
  async countFailure(id: string): Promise<number> {
    // UPDATE ... RETURNING answers [rows, count] through TypeORM.
    const [counted] = (await this.db.query(
      `UPDATE mfa_challenges SET failed_attempts = failed_attempts + 1 WHERE id = $1
       RETURNING failed_attempts`,
      [id],
    )) as [Array<{ failed_attempts: number }>, number];
    return counted[0].failed_attempts;
  }
}
