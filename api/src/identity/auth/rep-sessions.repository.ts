import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/**
 * Payroll reps' sessions (`rep_sessions`, whose rows payroll partners own): identity starts,
 * extends, checks and ends them, as it does users' sessions.
 */
@Injectable()
export class RepSessionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A new session's id; `actingUserId` is the admin acting as the rep, if any. */
  async insert(
    repId: string,
    actingUserId: string | null,
    expiresAt: Date,
    manager: EntityManager = this.db.manager,
  ): Promise<string> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO rep_sessions (rep_id, acting_user_id, expires_at, revoked_at)
       VALUES ($1, $2, $3, NULL) RETURNING id`,
      [repId, actingUserId, expiresAt],
    );
    return rows[0].id;
  }

  async extend(sessionId: string, expiresAt: Date): Promise<void> {
    await this.db.query(
      `UPDATE rep_sessions SET expires_at = $2 WHERE id = $1 AND revoked_at IS NULL`,
      [sessionId, expiresAt],
    );
  }

  /** When the session ends, while it is unrevoked, unexpired and its rep active; else null. */
  async liveUntil(sessionId: string, repId: string): Promise<Date | null> {
    const rows: Array<{ expires_at: Date }> = await this.db.query(
      `SELECT s.expires_at FROM rep_sessions s JOIN payroll_reps r ON r.id = s.rep_id
        WHERE s.id = $1 AND s.rep_id = $2 AND s.revoked_at IS NULL
          AND s.expires_at > now() AND r.active`,
      [sessionId, repId],
    );
    return rows[0]?.expires_at ?? null;
  }

  async revoke(sessionId: string, repId: string): Promise<void> {
    await this.db.query(
      `UPDATE rep_sessions SET revoked_at = now() WHERE id = $1 AND rep_id = $2 AND revoked_at IS NULL`,
      [sessionId, repId],
    );
  }
}
