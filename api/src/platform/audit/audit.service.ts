/**
 * Writes and reads the audit trail. A record is written with the manager of the transaction
 * that performs the action, so an action and its record commit or roll back together.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { UserPrincipal } from '../../common/auth/principal';
import { type Page, pageWindow } from '../../common/http/pagination';
import type { AuditAction, AuditSnapshot } from './audit-action';
import { AuditRepository, type AuditRecordView } from './audit.repository';
import type { AuditListQueryDto } from './dto/audit.dto';

export type { AuditRecordView } from './audit.repository';

/** What an action records besides who did it. */
export interface AuditEntry {
  action: AuditAction;
  applicationId?: string | null;
  targetUserId?: string | null;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
}

@Injectable()
export class AuditService {
  constructor(@Inject(AuditRepository) private readonly records: AuditRepository) {}

  /**
   * `actor`: who acted; a change someone else confirms later (an emailed link) is recorded as
   * the act of the staff member who asked for it.
   */
  async record(
    m: EntityManager,
    actor: Pick<UserPrincipal, 'userId' | 'role'>,
    entry: AuditEntry,
  ): Promise<void> {
    await this.records.add(m, {
      actorUserId: actor.userId,
      actorRole: actor.role,
      action: entry.action,
      applicationId: entry.applicationId ?? null,
      targetUserId: entry.targetUserId ?? null,
      before: entry.before,
      after: entry.after,
    });
  }

  /** The quote's records, newest first; a quote's trail is short enough to read whole. */
  forApplication(applicationId: string): Promise<AuditRecordView[]> {
    return this.records.forApplication(applicationId);
  }

  /**
   * The records of something that is not a quote, named in their before or after by a key (a
   * broker-of-record application's `borApplicationId`), newest first.
   */
  forSubject(key: 'borApplicationId', id: string): Promise<AuditRecordView[]> {
    return this.records.containing({ [key]: id });
  }

  /** Every record, or one person's, newest first, a page at a time. */
  async list(q: AuditListQueryDto): Promise<Page<AuditRecordView>> {
    const { skip, take, page, pageSize } = pageWindow(q);
    const { items, total } = await this.records.page({ userId: q.userId, skip, take });
    return { items, total, page, pageSize };
  }
}
