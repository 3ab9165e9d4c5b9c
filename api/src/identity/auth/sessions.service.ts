import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { Limits, type Role } from '@coverline/contracts';
import { PgNotifications } from '../../common/database/pg-notifications';
import { PRINCIPAL_CHANGES_CHANNEL, PrincipalCache } from './principal-cache';
import { Session } from './session.entity';

/** The account as its owner sees it (`GET /api/users/me`), read with the session. */
export interface AccountProfile {
  firstName: string;
  lastName: string;
  phone: string | null;
  assignedAgentId: string | null;
  createdAt: Date;
}

export interface LiveSession {
  userId: string;
  role: Role;
  email: string;
  emailVerified: boolean;
  profile: AccountProfile;
}

/**
 * Server-side sessions: a token is only good while its session is live and its user active.
 * Live sessions are remembered briefly (auth/principal-cache.ts); a revocation anywhere drops
 * them on every instance as it commits.
 */
@Injectable()
export class SessionsService {
  private readonly users = new PrincipalCache<LiveSession>();
  private readonly reps = new PrincipalCache<true>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PgNotifications) private readonly notifications: PgNotifications,
  ) {
    notifications.subscribe(PRINCIPAL_CHANGES_CHANNEL, {
      message: (owner) => {
        this.users.forgetOwner(owner);
        this.reps.forgetOwner(owner);
      },
      reset: () => {
        this.users.clear();
        this.reps.clear();
      },
    });
  }

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
    const key = `${sessionId}:${userId}`;
    const kept = this.users.get(key);
    if (kept) return kept;
    const mark = this.users.mark();
    const rows: Array<{
      user_id: string;
      role: Role;
      email: string;
      verified: boolean;
      first_name: string;
      last_name: string;
      phone: string | null;
      assigned_agent_id: string | null;
      created_at: Date;
      expires_at: Date;
    }> = await this.db.query(
      `SELECT u.id AS user_id, u.role, u.email, u.email_verified_at IS NOT NULL AS verified,
              u.first_name, u.last_name, u.phone, u.assigned_agent_id, u.created_at,
              s.expires_at
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL
          AND s.expires_at > now() AND u.active`,
      [sessionId, userId],
    );
    const row = rows[0];
    if (!row) return null;
    const live: LiveSession = {
      userId: row.user_id,
      role: row.role,
      email: row.email,
      emailVerified: row.verified,
      profile: {
        firstName: row.first_name,
        lastName: row.last_name,
        phone: row.phone,
        assignedAgentId: row.assigned_agent_id,
        createdAt: row.created_at,
      },
    };
    if (this.notifications.listening) {
      this.users.set(key, `user:${userId}`, live, mark, row.expires_at);
    }
    return live;
  }

  /**
   * Drops what this instance remembers of a user at once, after a change it committed itself:
   * the next request of that user (to this instance) reads it fresh. Other instances drop it
   * when the trigger's announcement reaches them.
   */
  forget(userId: string): void {
    this.users.forgetOwner(`user:${userId}`);
  }

  /** A rep session counts while it is unrevoked, unexpired and its rep active. */
  async isRepSessionLive(sessionId: string, repId: string): Promise<boolean> {
    const key = `${sessionId}:${repId}`;
    if (this.reps.get(key)) return true;
    const mark = this.reps.mark();
    const rows: Array<{ expires_at: Date }> = await this.db.query(
      `SELECT s.expires_at FROM rep_sessions s JOIN payroll_reps r ON r.id = s.rep_id
        WHERE s.id = $1 AND s.rep_id = $2 AND s.revoked_at IS NULL
          AND s.expires_at > now() AND r.active`,
      [sessionId, repId],
    );
    if (rows.length === 0) return false;
    if (this.notifications.listening)
      this.reps.set(key, `rep:${repId}`, true, mark, rows[0].expires_at);
    return true;
  }

  async revoke(sessionId: string, userId: string): Promise<void> {
    await this.db
      .getRepository(Session)
      .update({ id: sessionId, userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    this.forget(userId);
  }

  /** Ends a rep session (rep logout). */
  async revokeRep(sessionId: string, repId: string): Promise<void> {
    await this.db.query(
      `UPDATE rep_sessions SET revoked_at = now() WHERE id = $1 AND rep_id = $2 AND revoked_at IS NULL`,
      [sessionId, repId],
    );
    this.reps.forgetOwner(`rep:${repId}`);
  }

  async revokeAllForUser(userId: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager
      .getRepository(Session)
      .update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    this.forget(userId);
  }
}
