/**
 * Writes and reads the audit trail. A record is written with the manager of the transaction
 * that performs the action, so an action and its record commit or roll back together.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { UserPrincipal } from '../../common/auth/principal';
import { type Page, pageWindow } from '../../common/http/pagination';
import type { AuditAction, AuditSnapshot } from './audit-action';
import type { AuditListQueryDto } from './dto/audit.dto';
import { AuditRecord } from './entities/audit-record.entity';

/** What an action records besides who did it. */
export interface AuditEntry {
  action: AuditAction;
  applicationId?: string | null;
  targetUserId?: string | null;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
}

/** A record with the name of the person who acted, for people to read. */
export interface AuditRecordView {
  record: AuditRecord;
  actorName: string | null;
  actorEmail: string | null;
  /** The legal name of the business of the application acted on. */
  businessName: string | null;
}

@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async record(m: EntityManager, actor: UserPrincipal, entry: AuditEntry): Promise<void> {
    await m.insert(AuditRecord, {
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
  async forApplication(applicationId: string): Promise<AuditRecordView[]> {
    const rows = await this.listQuery()
      .where('r.applicationId = :applicationId', { applicationId })
      .getRawAndEntities();
    return this.views(rows);
  }

  /**
   * The records of something that is not a quote, named in their before or after by a key (a
   * broker-of-record application's `borApplicationId`), newest first.
   */
  async forSubject(key: 'borApplicationId', id: string): Promise<AuditRecordView[]> {
    const subject = JSON.stringify({ [key]: id });
    const rows = await this.listQuery()
      .where('(r.after @> :subject::jsonb OR r.before @> :subject::jsonb)', { subject })
      .getRawAndEntities();
    return this.views(rows);
  }

  /** Every record, or one person's, newest first, a page at a time. */
  async list(q: AuditListQueryDto): Promise<Page<AuditRecordView>> {
    const { skip, take, page, pageSize } = pageWindow(q);
    // offset and limit: the joins are one user and one application per record, so rows and
    // records line up.
    const qb = this.listQuery().offset(skip).limit(take);
    if (q.userId) qb.where('r.actorUserId = :userId', { userId: q.userId });
    const [rows, total] = await Promise.all([qb.getRawAndEntities(), qb.getCount()]);
    return { items: this.views(rows), total, page, pageSize };
  }

  private listQuery() {
    return this.db
      .getRepository(AuditRecord)
      .createQueryBuilder('r')
      .leftJoin('users', 'u', 'u.id = r.actor_user_id')
      .addSelect(`NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '')`, 'actor_name')
      .addSelect('u.email', 'actor_email')
      .leftJoin('applications', 'a', 'a.id = r.application_id')
      .leftJoin('businesses', 'b', 'b.id = a.business_id')
      .addSelect('b.legal_name', 'business_name')
      .orderBy('r.createdAt', 'DESC')
      .addOrderBy('r.id', 'DESC');
  }

  private views(rows: {
    entities: AuditRecord[];
    raw: Array<{
      actor_name: string | null;
      actor_email: string | null;
      business_name: string | null;
    }>;
  }): AuditRecordView[] {
    return rows.entities.map((record, i) => ({
      record,
      actorName: rows.raw[i]?.actor_name ?? null,
      actorEmail: rows.raw[i]?.actor_email ?? null,
      businessName: rows.raw[i]?.business_name ?? null,
    }));
  }
}
