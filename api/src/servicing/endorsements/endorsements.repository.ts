/** Loads and stores endorsements and policy versions, and locks the policy an endorsement changes. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type DeepPartial, type EntityManager } from 'typeorm';
import { EndorsementStatus, type TermPremiumChange } from '@coverline/contracts';
import { PolicyEndorsement } from './entities/policy-endorsement.entity';
import { PolicyVersion } from './entities/policy-version.entity';

const OPEN = [EndorsementStatus.Quoted, EndorsementStatus.Referred, EndorsementStatus.Offered];

@Injectable()
export class EndorsementsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Locks the policy's row: endorsements of one policy are priced and issued one at a time. */
  async lockPolicy(m: EntityManager, policyId: string): Promise<void> {
    await m.query(`SELECT id FROM policies WHERE id = $1 FOR UPDATE`, [policyId]);
  }

  ofPolicy(policyId: string, m: EntityManager = this.db.manager): Promise<PolicyEndorsement[]> {
    return m.find(PolicyEndorsement, { where: { policyId }, order: { createdAt: 'DESC' } });
  }

  openOf(policyId: string, m: EntityManager): Promise<PolicyEndorsement[]> {
    return m.find(PolicyEndorsement, { where: { policyId, status: In(OPEN) } });
  }

  findOne(
    policyId: string,
    id: string,
    m: EntityManager = this.db.manager,
  ): Promise<PolicyEndorsement | null> {
    return m.findOneBy(PolicyEndorsement, { policyId, id });
  }

  insert(m: EntityManager, row: DeepPartial<PolicyEndorsement>): Promise<PolicyEndorsement> {
    return m.save(m.create(PolicyEndorsement, row));
  }

  save(m: EntityManager, row: PolicyEndorsement): Promise<PolicyEndorsement> {
    return m.save(row);
  }

  /** Marks the endorsement expired when it still is the offer it was (its own statement). */
  async expire(id: string): Promise<void> {
    await this.db.manager.update(
      PolicyEndorsement,
      { id, status: EndorsementStatus.Offered },
      { status: EndorsementStatus.Expired },
    );
  }

  /** The term's issued changes to the premium (endorsements that moved it), oldest first. */
  issuedChanges(
    policyId: string,
    m: EntityManager = this.db.manager,
  ): Promise<TermPremiumChange[]> {
    return m.query<TermPremiumChange[]>(
      `SELECT to_char(endorsement_date, 'YYYY-MM-DD') AS "effectiveDate",
              (new_annual_premium_cents - old_annual_premium_cents)::int AS "annualChangeCents",
              pro_rata_cents::int AS "proRataCents"
         FROM policy_endorsements
        WHERE policy_id = $1 AND status = $2 AND pro_rata_cents <> 0
        ORDER BY endorsement_date, created_at`,
      [policyId, EndorsementStatus.Issued],
    );
  }

  versions(policyId: string, m: EntityManager = this.db.manager): Promise<PolicyVersion[]> {
    return m.find(PolicyVersion, { where: { policyId }, order: { versionNo: 'ASC' } });
  }

  latestVersion(policyId: string, m: EntityManager = this.db.manager) {
    return m.findOne(PolicyVersion, { where: { policyId }, order: { versionNo: 'DESC' } });
  }

  insertVersion(m: EntityManager, row: DeepPartial<PolicyVersion>): Promise<PolicyVersion> {
    return m.save(m.create(PolicyVersion, row));
  }
}
