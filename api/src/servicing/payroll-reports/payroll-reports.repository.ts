/**
 * Every query of payroll reports, and the pay-as-you-go rows they are checked against (the
 * policy a payroll company serves, its class codes, its reps), read in SQL so this module needs
 * nothing of purchase's registrations or partners' reps but their tables.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ApplicationStatus,
  PaygoCarrierStatus,
  PayrollReportChargeStatus,
  type PayFrequency,
} from '@coverline/contracts';
import { DataSource, type DeepPartial, type EntityManager } from 'typeorm';
import { PayrollReportCorrection } from './entities/payroll-report-correction.entity';
import { PayrollReport } from './entities/payroll-report.entity';

/** A bound pay-as-you-go policy with what its reports are checked against. */
export interface PaygoPolicy {
  policyId: string;
  applicationId: string;
  policyNumber: string;
  /** The policy's carrier, else the registration's (the selected carrier quote's). */
  carrier: string;
  effectiveDate: string;
  expirationDate: string;
  payFrequency: PayFrequency;
  payrollCompanyId: string;
  businessName: string;
  clientEmail: string;
  /** The last day reported, or null before the first report. */
  latestPeriodEnd: string | null;
}

const POLICY_COLUMNS = `p.id AS "policyId", p.application_id AS "applicationId",
  p.policy_number AS "policyNumber", coalesce(p.carrier, g.carrier) AS carrier,
  to_char(coalesce(p.effective_date, g.effective_date), 'YYYY-MM-DD') AS "effectiveDate",
  to_char(coalesce(p.expiration_date, g.expiration_date), 'YYYY-MM-DD') AS "expirationDate",
  g.pay_frequency AS "payFrequency", g.payroll_company_id AS "payrollCompanyId",
  g.legal_name AS "businessName", c.email AS "clientEmail",
  (SELECT to_char(max(r.period_end), 'YYYY-MM-DD') FROM payroll_reports r
    WHERE r.policy_id = p.id) AS "latestPeriodEnd"`;

/** Bound, active policies with a registration the carrier's payroll service accepted. */
const POLICY_FROM = `FROM policies p
  JOIN applications a ON a.id = p.application_id AND a.status = '${ApplicationStatus.Bound}'
  JOIN clients c ON c.id = a.client_id
  JOIN paygo_registrations g ON g.application_id = p.application_id
   AND g.carrier_status = '${PaygoCarrierStatus.Accepted}'
 WHERE p.active`;

@Injectable()
export class PayrollReportsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The policy with this number whose registration names the payroll company. */
  async servedPolicy(policyNumber: string, payrollCompanyId: string): Promise<PaygoPolicy | null> {
    const rows = await this.db.query<PaygoPolicy[]>(
      `SELECT ${POLICY_COLUMNS} ${POLICY_FROM}
          AND p.policy_number = $1 AND g.payroll_company_id = $2
        LIMIT 1`,
      [policyNumber, payrollCompanyId],
    );
    return rows[0] ?? null;
  }

  /** The pay-as-you-go policy of a quote, if it has one. */
  async policyOfQuote(applicationId: string): Promise<PaygoPolicy | null> {
    const rows = await this.db.query<PaygoPolicy[]>(
      `SELECT ${POLICY_COLUMNS} ${POLICY_FROM} AND p.application_id = $1 LIMIT 1`,
      [applicationId],
    );
    return rows[0] ?? null;
  }

  /** Every pay-as-you-go policy in force on `today` (and a week of grace after its end). */
  policiesInForce(today: string, after: string | null, take: number): Promise<PaygoPolicy[]> {
    return this.db.query<PaygoPolicy[]>(
      `SELECT ${POLICY_COLUMNS} ${POLICY_FROM}
          AND coalesce(p.effective_date, g.effective_date) <= $1::date
          AND coalesce(p.expiration_date, g.expiration_date) + 7 >= $1::date
          AND ($2::uuid IS NULL OR p.id > $2::uuid)
        ORDER BY p.id LIMIT ${take}`,
      [today, after],
    );
  }

  /**
   * One page of the pay-as-you-go policies a payroll company's reps follow: registered with the
   * company, or bound from a quote one of its referrals follows (as the rep's client list).
   */
  async companyPolicies(
    payrollCompanyId: string,
    skip: number,
    take: number,
  ): Promise<[PaygoPolicy[], number]> {
    const served = `AND (g.payroll_company_id = $1 OR EXISTS (
        SELECT 1 FROM referrals f WHERE f.application_id = p.application_id
           AND f.payroll_company_id = $1))`;
    const [rows, [{ total }]] = await Promise.all([
      this.db.query<PaygoPolicy[]>(
        `SELECT ${POLICY_COLUMNS} ${POLICY_FROM} ${served}
          ORDER BY g.legal_name, p.id LIMIT ${take} OFFSET ${skip}`,
        [payrollCompanyId],
      ),
      this.db.query<Array<{ total: number }>>(
        `SELECT count(*)::int AS total ${POLICY_FROM} ${served}`,
        [payrollCompanyId],
      ),
    ]);
    return [rows, total];
  }

  /** The state and class code pairs the policy's quote was rated for. */
  async classCodes(applicationId: string): Promise<Array<{ state: string; classCode: string }>> {
    return this.db.query(
      `SELECT DISTINCT state, class_code AS "classCode" FROM application_class_codes
        WHERE application_id = $1`,
      [applicationId],
    );
  }

  /** The agent assigned to the application, if any. */
  async agentOf(applicationId: string): Promise<string | null> {
    const rows = await this.db.query<Array<{ agentId: string | null }>>(
      `SELECT agent_id AS "agentId" FROM applications WHERE id = $1`,
      [applicationId],
    );
    return rows[0]?.agentId ?? null;
  }

  /** The payroll company a rep works for; null for a rep without one. */
  async repCompany(repId: string): Promise<string | null> {
    const rows = await this.db.query<Array<{ id: string | null }>>(
      `SELECT payroll_company_id AS id FROM payroll_reps WHERE id = $1`,
      [repId],
    );
    return rows[0]?.id ?? null;
  }

  /** The addresses of a payroll company's active, approved reps. */
  async repEmails(payrollCompanyId: string, m?: EntityManager): Promise<string[]> {
    const rows = await (m ?? this.db.manager).query<Array<{ email: string }>>(
      `SELECT email FROM payroll_reps
        WHERE payroll_company_id = $1 AND active AND NOT restricted AND rejected_at IS NULL
        ORDER BY email`,
      [payrollCompanyId],
    );
    return rows.map((r) => r.email);
  }

  findByPartnerId(payrollCompanyId: string, partnerReportId: string, m?: EntityManager) {
    return (m ?? this.db.manager)
      .getRepository(PayrollReport)
      .findOneBy({ payrollCompanyId, partnerReportId });
  }

  findById(id: string, m?: EntityManager) {
    return (m ?? this.db.manager).getRepository(PayrollReport).findOneBy({ id });
  }

  /** The reports of policies, latest period first. */
  ofPolicies(policyIds: string[]): Promise<PayrollReport[]> {
    if (policyIds.length === 0) return Promise.resolve([]);
    return this.db
      .getRepository(PayrollReport)
      .createQueryBuilder('r')
      .where('r.policy_id = ANY(:ids)', { ids: policyIds })
      .orderBy('r.period_end', 'DESC')
      .addOrderBy('r.created_at', 'DESC')
      .getMany();
  }

  /** Holds the policy's row until the transaction ends: reports of one policy are recorded one at a time. */
  async lockPolicy(m: EntityManager, policyId: string): Promise<void> {
    await m.query(`SELECT id FROM policies WHERE id = $1 FOR UPDATE`, [policyId]);
  }

  /** Whether another report of the policy covers a day of the period. */
  async overlaps(m: EntityManager, policyId: string, start: string, end: string): Promise<boolean> {
    const rows = await m.query<unknown[]>(
      `SELECT 1 FROM payroll_reports
        WHERE policy_id = $1 AND period_start <= $3::date AND period_end >= $2::date LIMIT 1`,
      [policyId, start, end],
    );
    return rows.length > 0;
  }

  async insert(m: EntityManager, fields: DeepPartial<PayrollReport>): Promise<PayrollReport> {
    const repo = m.getRepository(PayrollReport);
    const row = repo.create(fields);
    await repo.insert(row);
    return (await repo.findOneBy({ id: row.id }))!;
  }

  /** Records the provider's answer while the charge is still pending; false when it was not. */
  async settle(
    m: EntityManager,
    id: string,
    answer: Pick<PayrollReport, 'chargeStatus' | 'providerPaymentId' | 'chargedAt'>,
  ): Promise<boolean> {
    const result = await m
      .createQueryBuilder()
      .update(PayrollReport)
      .set(answer)
      .where('id = :id AND charge_status = :pending', {
        id,
        pending: PayrollReportChargeStatus.Pending,
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Reports whose charge the provider has not answered, oldest first. */
  pendingCharges(take: number, after: Date): Promise<PayrollReport[]> {
    return this.db
      .getRepository(PayrollReport)
      .createQueryBuilder('r')
      .where('r.charge_status = :pending', { pending: PayrollReportChargeStatus.Pending })
      .andWhere('r.created_at < :after', { after })
      .orderBy('r.created_at', 'ASC')
      .limit(take)
      .getMany();
  }

  /** A correction by the payroll company's own id for it. */
  findCorrection(payrollCompanyId: string, partnerCorrectionId: string, m?: EntityManager) {
    return (m ?? this.db.manager)
      .getRepository(PayrollReportCorrection)
      .findOneBy({ payrollCompanyId, partnerCorrectionId });
  }

  /** The report, locked for the transaction (a correction changes its figures). */
  lockReport(m: EntityManager, id: string): Promise<PayrollReport | null> {
    return m
      .getRepository(PayrollReport)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async insertCorrection(
    m: EntityManager,
    fields: DeepPartial<PayrollReportCorrection>,
  ): Promise<PayrollReportCorrection> {
    const repo = m.getRepository(PayrollReportCorrection);
    const row = repo.create(fields);
    await repo.insert(row);
    return (await repo.findOneBy({ id: row.id }))!;
  }

  /** Replaces a report's lines and totals with a correction's (the charge stays as it was). */
  async revise(
    m: EntityManager,
    id: string,
    fields: Pick<PayrollReport, 'lines' | 'payrollCents' | 'premiumCents' | 'tableVersions'>,
  ): Promise<void> {
    await m.getRepository(PayrollReport).update({ id }, fields);
  }
}
