import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live certificates: each issue of a certificate gets a random public verification id and
 * keeps the policy facts its PDF printed, so the public page can say whether they still hold;
 * and the policy events certificate holders were told of (a cancellation, a non-renewal), one
 * of each kind per policy.
 */
export class LiveCertificates1768380000000 implements MigrationInterface {
  name = 'LiveCertificates1768380000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE certificate_verifications (
        verification_id varchar(32) PRIMARY KEY,
        certificate_id uuid NOT NULL REFERENCES certificates(id) ON DELETE CASCADE,
        issued_on date NOT NULL,
        business_name varchar(200),
        business_dba varchar(200),
        insured_city varchar(100) NOT NULL,
        insured_state varchar(2) NOT NULL,
        facts jsonb NOT NULL,
        sandbox boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "IDX_certificate_verifications_certificate"
         ON certificate_verifications (certificate_id, created_at)`,
    );
    await q.query(`
      CREATE TABLE certificate_policy_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        policy_id uuid NOT NULL REFERENCES policies(id) ON DELETE CASCADE,
        event varchar(20) NOT NULL CHECK (event IN ('cancelled', 'not_renewed')),
        effective_on date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_certificate_policy_events_policy_event" UNIQUE (policy_id, event)
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE certificate_policy_events`);
    await q.query(`DROP TABLE certificate_verifications`);
  }
}
