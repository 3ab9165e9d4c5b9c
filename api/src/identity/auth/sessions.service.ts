import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Language, Role } from '@coverline/contracts';
import { PgNotifications } from '../../common/database/pg-notifications';
import { PRINCIPAL_CHANGES_CHANNEL, PrincipalCache } from './principal-cache';
import { RepSessionsRepository } from './rep-sessions.repository';
import { SessionsRepository } from './sessions.repository';

/** The account as its owner sees it (`GET /api/users/me`), read with the session. */
export interface AccountProfile {
  firstName: string;
  lastName: string;
  phone: string | null;
  assignedAgentId: string | null;
  language: Language;
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
    @Inject(SessionsRepository) private readonly rows: SessionsRepository,
    @Inject(RepSessionsRepository) private readonly repRows: RepSessionsRepository,
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

  async findLive(sessionId: string, userId: string): Promise<LiveSession | null> {
    const key = `${sessionId}:${userId}`;
    const kept = this.users.get(key);
    if (kept) return kept;
    const mark = this.users.mark();
    const row = await this.rows.findLive(sessionId, userId);
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
        language: row.language,
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
    const until = await this.repRows.liveUntil(sessionId, repId);
    if (!until) return false;
    if (this.notifications.listening) this.reps.set(key, `rep:${repId}`, true, mark, until);
    return true;
  }

  async revoke(sessionId: string, userId: string): Promise<void> {
    await this.rows.revoke(sessionId, userId);
    this.forget(userId);
  }

  /** Ends a rep session (rep logout). */
  async revokeRep(sessionId: string, repId: string): Promise<void> {
    await this.repRows.revoke(sessionId, repId);
    this.reps.forgetOwner(`rep:${repId}`);
  }

  /**
   * Ends every other session of the user, keeping the caller's: after a change that a session
   * opened before it should not outlive (a new password, two-step verification turned on).
   */
  async revokeOthers(userId: string, keepSessionId: string, manager?: EntityManager) {
    await this.rows.revokeOthersForUser(userId, keepSessionId, manager);
    this.forget(userId);
  }

  async revokeAllForUser(userId: string, manager?: EntityManager): Promise<void> {
    await this.rows.revokeAllForUser(userId, manager);
    this.forget(userId);
  }
}
