import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { Limits, type Role } from '@coverline/contracts';
import { Session } from './session.entity';

export interface LiveSession {
  userId: string;
  role: Role;
  email: string;
  emailVerified: boolean;
}

/** Server-side sessions: a token is only good while its session is live and its user active. */
@Injectable()
export class SessionsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async start(userId: string, manager: EntityManager = this.db.manager): Promise<Session> {
    const expiresAt = new Date(Date.now() + Limits.accessTokenTtlSeconds * 1000);
    return manager.save(manager.create(Session, { userId, expiresAt, revokedAt: null }));
  }

  /** Extends a live session on refresh. */
  async extend(sessionId: string): Promise<void> {
    const expiresAt = new Date(Date.now() + Limits.accessTokenTtlSeconds * 1000);
    await this.db
      .getRepository(Session)
      .update({ id: sessionId, revokedAt: IsNull() }, { expiresAt });
  }

  async findLive(sessionId: string, userId: string): Promise<LiveSession | null> {
    const rows: Array<{ user_id: string; role: Role; email: string; verified: boolean }> =
      await this.db.query(
        `SELECT u.id AS user_id, u.role, u.email, u.email_verified_at IS NOT NULL AS verified
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL
          AND s.expires_at > now() AND u.active`,
        [sessionId, userId],
      );
    const row = rows[0];
    return row
      ? { userId: row.user_id, role: row.role, email: row.email, emailVerified: row.verified }
      : null;
  }

  /** A rep session counts while it is unrevoked, unexpired and its rep active. */
  async isRepSessionLive(sessionId: string, repId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM rep_sessions s JOIN payroll_reps r ON r.id = s.rep_id
        WHERE s.id = $1 AND s.rep_id = $2 AND s.revoked_at IS NULL
          AND s.expires_at > now() AND r.active`,
      [sessionId, repId],
    );
    return rows.length > 0;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db
      .getRepository(Session)
      .update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async revokeAllForUser(userId: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager
      .getRepository(Session)
      .update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
