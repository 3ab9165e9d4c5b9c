/**
 * Every query of premium audits, and the rows they are worked out from (the policies due for an
 * audit, the pay-as-you-go registration, the payroll reports, the reps who serve a policy), read
 * in SQL so this module needs nothing of purchase's registrations or partners' reps but their
 * tables.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ApplicationStatus,
  AuditSettlementStatus,
  CoverageType,
  PaygoCarrierStatus,
  PremiumAuditStatus,
  type PayrollByClass,
} from '@coverline/contracts';
import { DataSource, type DeepPartial, type EntityManager } from 'typeorm';
import { cancellationInForceSql } from '../cancellations';
import { PremiumAudit } from './entities/premium-audit.entity';

/** A bound workers' compensation policy whose term has ended, with no audit yet. */
export interface DuePolicy {
  policyId: string;
  applicationId: string;
}

/** What the payroll reports of a policy add up to. */
export interface ReportedPayroll {
  lines: PayrollByClass[];
  /** Premium the reports billed. */
  premiumCents: number;
  /** The last day reported, or null before the first report. */
  latestPeriodEnd: string | null;
  reports: number;
}

@Injectable()
export class PremiumAuditsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Bound, active workers' compensation policies whose expiration date has come by `today`,
   * never cancelled, without an audit: a page in id order.
   */
  dueForAudit(today: string, after: string | null, take: number): Promise<DuePolicy[]> {
    return this.db.query<DuePolicy[]>(
      `SELECT p.id AS "policyId", p.application_id AS "applicationId"
         FROM policies p
         JOIN applications a ON a.id = p.application_id
          AND a.status = '${ApplicationStatus.Bound}'
          AND a.coverage_type = '${CoverageType.WorkersCompensation}'
        WHERE p.active AND p.effective_date IS NOT NULL
          AND coalesce(p.expiration_date, (p.effective_date + interval '1 year')::date) <= $1::date
          AND NOT ${cancellationInForceSql('p.id')}
          AND NOT EXISTS (SELECT 1 FROM premium_audits u WHERE u.policy_id = p.id)
          AND ($2::uuid IS NULL OR p.id > $2::uuid)
        ORDER BY p.id LIMIT ${take}`,
      [today, after],
    );
  }

  /** The payroll company of the quote's accepted pay-as-you-go registration, if it has one. */
  async paygoCompany(applicationId: string, m?: EntityManager): Promise<string | null> {
    const rows = await (m ?? this.db.manager).query<Array<{ id: string }>>(
      `SELECT payroll_company_id AS id FROM paygo_registrations
        WHERE application_id = $1 AND carrier_status = '${PaygoCarrierStatus.Accepted}' LIMIT 1`,
      [applicationId],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * The payroll of each version an endorsement issued (version 1 is the policy as bound), with
   * the day it took effect; null payroll where the version's inputs carry none.
   */
  endorsedPayroll(
    policyId: string,
  ): Promise<Array<{ effectiveOn: string; payroll: PayrollByClass[] | null }>> {
    return this.db.query(
      `SELECT to_char(effective_on, 'YYYY-MM-DD') AS "effectiveOn", submission->'payroll' AS payroll
         FROM policy_versions WHERE policy_id = $1 AND version_no > 1 ORDER BY version_no`,
      [policyId],
    );
  }

  /** The payroll reports of a policy, summed per state and class code. */
  async reported(policyId: string, m?: EntityManager): Promise<ReportedPayroll> {
    const manager = m ?? this.db.manager;
    const [lines, [totals]] = await Promise.all([
      manager.query<Array<{ state: string; classCode: string; payrollCents: string }>>(
        `SELECT l->>'state' AS state, l->>'classCode' AS "classCode",
                sum((l->>'payrollCents')::bigint)::text AS "payrollCents"
           FROM payroll_reports r, jsonb_array_elements(r.lines) l
          WHERE r.policy_id = $1
          GROUP BY 1, 2 ORDER BY 1, 2`,
        [policyId],
      ),
      manager.query<Array<{ premiumCents: string | null; latest: string | null; reports: number }>>(
        `SELECT sum(premium_cents)::text AS "premiumCents",
                to_char(max(period_end), 'YYYY-MM-DD') AS latest, count(*)::int AS reports
           FROM payroll_reports WHERE policy_id = $1`,
        [policyId],
      ),
    ]);
    return {
      lines: lines.map((l) => ({
        state: l.state,
        classCode: l.classCode,
        payrollCents: Number(l.payrollCents),
      })),
      premiumCents: Number(totals?.premiumCents ?? 0),
      latestPeriodEnd: totals?.latest ?? null,
      reports: totals?.reports ?? 0,
    };
  }

  /**
   * Whether a rep's payroll company follows the quote's policy: its pay-as-you-go registration
   * names the company, or one of the company's referrals follows the quote (as the rep's list).
   */
  async repServes(repId: string, applicationId: string): Promise<boolean> {
    const rows = await this.db.query<unknown[]>(
      `SELECT 1 FROM payroll_reps r
        WHERE r.id = $1 AND r.payroll_company_id IS NOT NULL
          AND (EXISTS (SELECT 1 FROM paygo_registrations g
                        WHERE g.application_id = $2 AND g.payroll_company_id = r.payroll_company_id)
            OR EXISTS (SELECT 1 FROM referrals f
                        WHERE f.application_id = $2 AND f.payroll_company_id = r.payroll_company_id))
        LIMIT 1`,
      [repId, applicationId],
    );
    return rows.length > 0;
  }

  /** Holds the policy's row until the transaction ends: one audit step of a policy at a time. */
  async lockPolicy(m: EntityManager, policyId: string): Promise<void> {
    await m.query(`SELECT id FROM policies WHERE id = $1 FOR UPDATE`, [policyId]);
  }

  ofPolicy(policyId: string, m?: EntityManager): Promise<PremiumAudit | null> {
    return (m ?? this.db.manager).getRepository(PremiumAudit).findOneBy({ policyId });
  }

  findById(id: string, m?: EntityManager): Promise<PremiumAudit | null> {
    return (m ?? this.db.manager).getRepository(PremiumAudit).findOneBy({ id });
  }

  async insert(m: EntityManager, fields: DeepPartial<PremiumAudit>): Promise<PremiumAudit> {
    const repo = m.getRepository(PremiumAudit);
    const row = repo.create(fields);
    await repo.insert(row);
    return (await repo.findOneBy({ id: row.id }))!;
  }

  /** Moves an audit on from `from` (so two instances cannot both); false when it had moved. */
  async advance(
    m: EntityManager,
    id: string,
    from: PremiumAuditStatus,
    fields: DeepPartial<PremiumAudit>,
  ): Promise<boolean> {
    const result = await m
      .createQueryBuilder()
      .update(PremiumAudit)
      .set(fields as never)
      .where('id = :id AND status = :from', { id, from })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Pay-as-you-go audits still waiting for their last payroll reports: a page in id order. */
  async openPaygo(
    after: string | null,
    take: number,
  ): Promise<Array<{ id: string; applicationId: string }>> {
    return this.db.query(
      `SELECT id, application_id AS "applicationId" FROM premium_audits
        WHERE status = '${PremiumAuditStatus.Open}' AND paygo
          AND ($1::uuid IS NULL OR id > $1::uuid)
        ORDER BY id LIMIT ${take}`,
      [after],
    );
  }

  /** Audited audits whose difference the provider has still to charge or refund, oldest first. */
  toSettle(take: number): Promise<PremiumAudit[]> {
    return this.db
      .getRepository(PremiumAudit)
      .createQueryBuilder('u')
      .where('u.status = :audited', { audited: PremiumAuditStatus.Audited })
      .andWhere('u.settlement_status = :pending', { pending: AuditSettlementStatus.Pending })
      .orderBy('u.audited_at', 'ASC')
      .limit(take)
      .getMany();
  }
}
