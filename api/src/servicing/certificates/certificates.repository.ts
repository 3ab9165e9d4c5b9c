/**
 * Loads and stores certificates of insurance: one under a row lock for a change, a quote's, the
 * staff list with its search, the issues' verification records, and the policy events their
 * holders were told of.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, type DeepPartial, type EntityManager } from 'typeorm';
import { CertificateStatus, type PolicyEventRecord } from '@coverline/contracts';
import { likePattern } from '../../common/http/pagination';
import { Certificate } from './entities/certificate.entity';
import { CertificatePolicyEvent } from './entities/certificate-policy-event.entity';
import { CertificateVerification } from './entities/certificate-verification.entity';

/** What the staff list narrows, searches and pages by. */
export interface CertificateListQuery {
  /** Only the certificates of this agent's assigned applications. */
  agentId?: string;
  status?: CertificateStatus;
  searchTerm?: string;
  sort: 'createdAt' | 'updatedAt';
  order: 'ASC' | 'DESC';
  skip: number;
  take: number;
}

@Injectable()
export class CertificatesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Runs the work in one transaction; every write of a change goes through its manager. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** A new certificate, not saved yet. */
  draft(m: EntityManager, certificate: DeepPartial<Certificate>): Certificate {
    return m.create(Certificate, certificate);
  }

  async save(m: EntityManager, certificate: Certificate): Promise<void> {
    await m.save(Certificate, certificate);
  }

  /** The certificate under a row lock, for a change in the caller's transaction. */
  locked(m: EntityManager, id: string): Promise<Certificate | null> {
    return m.findOne(Certificate, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The quote's certificates, newest first. */
  ofQuote(quoteId: string): Promise<Certificate[]> {
    return this.db.manager.find(Certificate, {
      where: { applicationId: quoteId },
      order: { createdAt: 'DESC' },
    });
  }

  /**
   * One page of certificates, searched by holder, insured, policy number and client email; one
   * row per certificate (an application has one policy), so a plain window pages it.
   */
  page(q: CertificateListQuery): Promise<[Certificate[], number]> {
    const qb = this.db.manager
      .createQueryBuilder(Certificate, 'c')
      .innerJoin('applications', 'a', 'a.id = c.application_id')
      .innerJoin('clients', 'cl', 'cl.id = c.client_id')
      .leftJoin('policies', 'p', 'p.application_id = c.application_id');
    if (q.agentId) qb.andWhere('a.agent_id = :me', { me: q.agentId });
    if (q.status) qb.andWhere('c.status = :status', { status: q.status });
    const term = q.searchTerm?.trim();
    if (term) {
      const like = likePattern(term);
      qb.andWhere(
        new Brackets((w) => {
          w.where('c.holder_name ILIKE :like', { like })
            .orWhere('c.insured_name ILIKE :like', { like })
            .orWhere('p.policy_number ILIKE :like', { like })
            .orWhere('cl.email ILIKE :like', { like });
        }),
      );
    }
    return qb
      .orderBy(q.sort === 'updatedAt' ? 'c.updatedAt' : 'c.createdAt', q.order)
      .addOrderBy('c.id', 'ASC')
      .offset(q.skip)
      .limit(q.take)
      .getManyAndCount();
  }

  async addVerification(
    m: EntityManager,
    verification: Omit<CertificateVerification, 'createdAt'>,
  ): Promise<void> {
    await m.insert(CertificateVerification, verification);
  }

  verification(verificationId: string): Promise<CertificateVerification | null> {
    return this.db.manager.findOneBy(CertificateVerification, { verificationId });
  }

  /** The certificate's newest issue: the one its holder should be holding. */
  latestVerification(
    certificateId: string,
    m: EntityManager = this.db.manager,
  ): Promise<CertificateVerification | null> {
    return m.findOne(CertificateVerification, {
      where: { certificateId },
      order: { createdAt: 'DESC', verificationId: 'ASC' },
    });
  }

  byId(id: string): Promise<Certificate | null> {
    return this.db.manager.findOneBy(Certificate, { id });
  }

  /** The application's issued certificates, newest first. */
  issuedOfApplication(m: EntityManager, applicationId: string): Promise<Certificate[]> {
    return m.find(Certificate, {
      where: { applicationId, status: CertificateStatus.Issued },
      order: { createdAt: 'DESC' },
    });
  }

  /** The events of the policy its certificate holders were told of. */
  async policyEvents(
    policyId: string,
    m: EntityManager = this.db.manager,
  ): Promise<PolicyEventRecord[]> {
    const rows = await m.find(CertificatePolicyEvent, { where: { policyId } });
    return rows.map(({ event, effectiveOn }) => ({ event, effectiveOn }));
  }

  /**
   * A reinstatement withdraws the policy's cancellation: its cancelled event is removed (the
   * policy reads in force again, and a later cancellation is told anew) along with a reinstated
   * event told before. True when there was a cancellation the holders had been told of.
   */
  async withdrawCancellation(m: EntityManager, policyId: string): Promise<boolean> {
    const [, cancelled] = await m.query<[unknown[], number]>(
      `DELETE FROM certificate_policy_events WHERE policy_id = $1 AND event = 'cancelled'`,
      [policyId],
    );
    await m.query(
      `DELETE FROM certificate_policy_events WHERE policy_id = $1 AND event = 'reinstated'`,
      [policyId],
    );
    return cancelled > 0;
  }

  /**
   * Records the event unless the policy has one of its kind already; true when recorded now. The
   * unique key settles two calls at once: the second inserts nothing.
   */
  async recordPolicyEvent(
    m: EntityManager,
    policyId: string,
    record: PolicyEventRecord,
  ): Promise<boolean> {
    const rows: unknown[] = await m.query(
      `INSERT INTO certificate_policy_events (policy_id, event, effective_on)
       VALUES ($1, $2, $3)
       ON CONFLICT (policy_id, event) DO NOTHING
       RETURNING id`,
      [policyId, record.event, record.effectiveOn],
    );
    return rows.length > 0;
  }
}
