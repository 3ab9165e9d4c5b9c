import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Not, Repository } from 'typeorm';
import type { Language, Role } from '@coverline/contracts';
import { Session } from './session.entity';
import { ASYNC_COMMIT } from '../../common/database/async-commit';

/** A live user session with its account, as one query reads them. */
export interface LiveSessionRow {
  user_id: string;
  role: Role;
  email: string;
  verified: boolean;
  first_name: string;
  last_name: string;
  phone: string | null;
  assigned_agent_id: string | null;
  language: Language;
  created_at: Date;
  expires_at: Date;
}

/** Users' sessions (`sessions`): started, extended, read while live, revoked. */
@Injectable()
export class SessionsRepository {
  private readonly sessions: Repository<Session>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.sessions = db.getRepository(Session);
  }

  /**
   * A new live session, in one statement (no transaction of its own around it). On its own it
   * commits without waiting for the disk: a session lost in a database crash is only signed into
   * again. In a caller's transaction it commits with it.
   */
  async insert(
    userId: string,
    expiresAt: Date,
    manager: EntityManager = this.db.manager,
  ): Promise<{ id: string }> {
    const rows: Array<{ id: string }> = await manager.query(
      manager === this.db.manager
        ? `WITH ${ASYNC_COMMIT}
           INSERT INTO sessions (user_id, expires_at) SELECT $1, $2 FROM async_commit RETURNING id`
        : `INSERT INTO sessions (user_id, expires_at) VALUES ($1, $2) RETURNING id`,
      [userId, expiresAt],
    );
    return rows[0];
  }

  async extend(sessionId: string, expiresAt: Date): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { expiresAt });
  }

  /** The session with its account while both are live (unrevoked, unexpired, account active). */
  async findLive(sessionId: string, userId: string): Promise<LiveSessionRow | null> {
    const rows: LiveSessionRow[] = await this.db.query(
      `SELECT u.id AS user_id, u.role, u.email, u.email_verified_at IS NOT NULL AS verified,
              u.first_name, u.last_name, u.phone, u.assigned_agent_id, u.language, u.created_at,
              s.expires_at
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL
          AND s.expires_at > now() AND u.active`,
      [sessionId, userId],
    );
    return rows[0] ?? null;
  }

  async revoke(sessionId: string, userId: string): Promise<void> {
    await this.sessions.update(
      { id: sessionId, userId, revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
  }

  /** Ends every live session of the user but the one named (the caller's own). */
  async revokeOthersForUser(
    userId: string,
    keepSessionId: string,
    manager: EntityManager = this.db.manager,
  ): Promise<void> {
    await manager
      .getRepository(Session)
      .update({ userId, revokedAt: IsNull(), id: Not(keepSessionId) }, { revokedAt: new Date() });
  }

  async revokeAllForUser(userId: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager
      .getRepository(Session)
      .update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
