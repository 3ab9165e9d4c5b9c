/** The audit trail's rows, and the names of who acted and on which business, for people to read. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditRecord } from './entities/audit-record.entity';

export type NewAuditRecord = Pick<
  AuditRecord,
  'actorUserId' | 'actorRole' | 'action' | 'applicationId' | 'targetUserId' | 'before' | 'after'
>;

/** A record with the name of the person who acted, for people to read. */
export interface AuditRecordView {
  record: AuditRecord;
  actorName: string | null;
  actorEmail: string | null;
  /** The legal name of the business of the application acted on. */
  businessName: string | null;
}

@Injectable()
export class AuditRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Writes the record with `m`, the transaction of the action it records. */
  async add(m: EntityManager, record: NewAuditRecord): Promise<void> {
    await m.insert(AuditRecord, record);
  }

  /** The quote's records, newest first. */
  async forApplication(applicationId: string): Promise<AuditRecordView[]> {
    const rows = await this.listQuery()
      .where('r.applicationId = :applicationId', { applicationId })
      .getRawAndEntities();
    return this.views(rows);
  }

  /** The records whose before or after contains `subject` (a JSON object), newest first. */
  async containing(subject: object): Promise<AuditRecordView[]> {
    const rows = await this.listQuery()
      .where('(r.after @> :subject::jsonb OR r.before @> :subject::jsonb)', {
        subject: JSON.stringify(subject),
      })
      .getRawAndEntities();
    return this.views(rows);
  }

  /** Every record, or one person's, newest first: a window of them and how many there are. */
  async page(query: {
    userId?: string;
    skip: number;
    take: number;
  }): Promise<{ items: AuditRecordView[]; total: number }> {
    // offset and limit: the joins are one user and one application per record, so rows and
    // records line up.
    const qb = this.listQuery().offset(query.skip).limit(query.take);
    if (query.userId) qb.where('r.actorUserId = :userId', { userId: query.userId });
    const [rows, total] = await Promise.all([qb.getRawAndEntities(), qb.getCount()]);
    return { items: this.views(rows), total };
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
