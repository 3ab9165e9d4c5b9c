/**
 * Loads and stores policy renewals; finds the policies due a renewal and the offers due to
 * lapse; writes the renewal's new term (its application, class codes and policy record, copied
 * from the expiring term's, by name) and the link between the two terms.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial, type EntityManager } from 'typeorm';
import { RENEWAL_NOTICE_DAYS, RenewalStatus } from '@coverline/contracts';
import { cancellationInForceSql } from '../cancellations';
import type { Policy } from '../policies';
import { PolicyRenewal } from './entities/policy-renewal.entity';

/** A policy the daily run opens a renewal for. */
export interface RenewalCandidate {
  policyId: string;
  applicationId: string;
}

/** The application columns a renewal's new term copies from the expiring term. */
const COPIED_APPLICATION_COLUMNS = [
  'client_id',
  'business_id',
  'coverage_type',
  'agent_id',
  'created_by_user_id',
  'locked',
  'step',
  'submitted_at',
  'employers_liability_level',
  'waiver_of_subrogation',
  'gl_limit',
  'property_deductible_cents',
  'blanket_additional_insured',
  'cyber_limit_cents',
  'cyber_retention_cents',
  'payroll_answers',
  'underwriting_answers',
  'owner_answers',
  'experience_mod_verified',
  'experience_mod_verified_by',
  'experience_mod_verified_at',
  'property_answers',
  'cyber_answers',
  'carriers',
  'settings',
  'quote_mode',
].join(', ');

const OPEN = [RenewalStatus.PendingConfirmation, RenewalStatus.Offered];

@Injectable()
export class RenewalsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Locks the expiring policy's row, so opening, accepting and non-renewing run one by one. */
  async lockPolicy(m: EntityManager, policyId: string): Promise<void> {
    await m.query(`SELECT id FROM policies WHERE id = $1 FOR UPDATE`, [policyId]);
  }

  ofPolicy(policyId: string, m: EntityManager = this.db.manager): Promise<PolicyRenewal | null> {
    return m.findOneBy(PolicyRenewal, { policyId });
  }

  /** The renewal of the policy that the renewal's new term is, if it is one. */
  byRenewedPolicy(policyId: string): Promise<PolicyRenewal | null> {
    return this.db.manager.findOneBy(PolicyRenewal, { renewedPolicyId: policyId });
  }

  /**
   * Inserts the renewal unless the policy has one already (another run or instance opened it
   * first); answers the row, or null when it was there before.
   */
  async insertIfAbsent(
    m: EntityManager,
    row: DeepPartial<PolicyRenewal>,
  ): Promise<PolicyRenewal | null> {
    const result = await m
      .createQueryBuilder()
      .insert()
      .into(PolicyRenewal)
      .values(row as never)
      .orIgnore()
      .returning('id')
      .execute();
    const id = (result.raw as Array<{ id: string }>)[0]?.id;
    return id ? m.findOneByOrFail(PolicyRenewal, { id }) : null;
  }

  save(m: EntityManager, row: PolicyRenewal): Promise<PolicyRenewal> {
    return m.save(PolicyRenewal, row);
  }

  /**
   * Active bound policies whose term ends within the notice days (and not yet), never
   * cancelled (a cancellation dated ahead included) and without a renewal: the run's work.
   */
  dueForOpening(today: string, limit: number): Promise<RenewalCandidate[]> {
    return this.db.query<RenewalCandidate[]>(
      `SELECT p.id AS "policyId", p.application_id AS "applicationId"
         FROM policies p JOIN applications a ON a.id = p.application_id
        WHERE p.active AND a.status = 'Bound' AND p.renewed_by IS NULL
          AND p.expiration_date IS NOT NULL
          AND p.expiration_date > $1::date
          AND p.expiration_date - $2::int <= $1::date
          AND NOT ${cancellationInForceSql('p.id')}
          AND NOT EXISTS (SELECT 1 FROM policy_renewals r WHERE r.policy_id = p.id)
        ORDER BY p.expiration_date, p.id
        LIMIT $3`,
      [today, RENEWAL_NOTICE_DAYS, limit],
    );
  }

  /** Open renewals whose expiring term has ended by `today`. */
  dueToLapse(today: string): Promise<PolicyRenewal[]> {
    return this.db.manager
      .createQueryBuilder(PolicyRenewal, 'r')
      .where('r.status IN (:...open)', { open: OPEN })
      .andWhere('r.effective_date <= :today', { today })
      .orderBy('r.effective_date')
      .getMany();
  }

  /**
   * The premium and payroll of the policy's latest version (an issued endorsement writes one),
   * or null while the policy is as bound.
   */
  async inForceVersion(
    m: EntityManager,
    policyId: string,
  ): Promise<{
    annualPremiumCents: number;
    payroll: Array<{ state: string; classCode: string; payrollCents: number }>;
  } | null> {
    const [row] = await m.query<
      Array<{
        premium: string;
        payroll: Array<{ state: string; classCode: string; payrollCents: number }> | null;
      }>
    >(
      `SELECT annual_premium_cents AS premium, submission->'payroll' AS payroll
         FROM policy_versions WHERE policy_id = $1 ORDER BY version_no DESC LIMIT 1`,
      [policyId],
    );
    return row ? { annualPremiumCents: Number(row.premium), payroll: row.payroll ?? [] } : null;
  }

  /**
   * The new term's application: the expiring one's answers and terms on the same client and
   * business, bound, for the new dates. Answers its id. It is not the client's active quote
   * (one per client and line): the one they work with stays the one they had.
   */
  async copyApplication(
    m: EntityManager,
    fromId: string,
    term: { effectiveDate: string; expirationDate: string },
  ): Promise<string> {
    const [row] = await m.query<Array<{ id: string }>>(
      `INSERT INTO applications (${COPIED_APPLICATION_COLUMNS}, status, effective_date,
              expiration_date, version, active)
       SELECT ${COPIED_APPLICATION_COLUMNS}, 'Bound', $2::date, $3::date, 1, false
         FROM applications WHERE id = $1
       RETURNING id`,
      [fromId, term.effectiveDate, term.expirationDate],
    );
    return row.id;
  }

  /** The new term's class codes: the expiring ones, with the payroll confirmed for renewal. */
  async copyClassCodes(
    m: EntityManager,
    fromId: string,
    toId: string,
    payroll: Array<{ state: string; classCode: string; payrollCents: number }>,
  ): Promise<void> {
    await m.query(
      `INSERT INTO application_class_codes (application_id, position, state, class_code,
              description, payroll_cents, full_time_employees, part_time_employees, source)
       SELECT $2, c.position, c.state, c.class_code, c.description,
              coalesce(n."payrollCents", c.payroll_cents), c.full_time_employees,
              c.part_time_employees, c.source
         FROM application_class_codes c
         LEFT JOIN jsonb_to_recordset($3::jsonb)
              AS n(state varchar, "classCode" varchar, "payrollCents" bigint)
           ON n.state = c.state AND n."classCode" = c.class_code
        WHERE c.application_id = $1`,
      [fromId, toId, JSON.stringify(payroll)],
    );
  }

  async selectCarrierQuote(m: EntityManager, applicationId: string, carrierQuoteId: string) {
    await m.query(`UPDATE applications SET selected_carrier_quote_id = $2 WHERE id = $1`, [
      applicationId,
      carrierQuoteId,
    ]);
  }

  /** Saves the new term's policy record (the policies table's entity, by name). */
  insertPolicy(m: EntityManager, fields: DeepPartial<Policy>): Promise<Policy> {
    const policies = m.getRepository<Policy>('Policy');
    return policies.save(policies.create(fields));
  }

  /** Links the expiring term to the one that renews it. */
  async linkRenewed(m: EntityManager, expiringId: string, renewalId: string): Promise<void> {
    await m.query(`UPDATE policies SET renewed_by = $2, updated_at = now() WHERE id = $1`, [
      expiringId,
      renewalId,
    ]);
  }

  /** The policy number of a policy record. */
  async policyNumber(policyId: string): Promise<string | null> {
    const [row] = await this.db.query<Array<{ n: string | null }>>(
      `SELECT policy_number AS n FROM policies WHERE id = $1`,
      [policyId],
    );
    return row?.n ?? null;
  }
}
