import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail of staff actions: who (user and the role they acted in), what, on which
 * application or user, the state before and after, and when. Rows are only ever inserted; the
 * actor's id is kept without a foreign key so a record outlives the account it names.
 */
export class AuditTrail1765800000000 implements MigrationInterface {
  name = 'AuditTrail1765800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_records (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_user_id uuid NOT NULL,
        actor_role varchar(16) NOT NULL,
        action varchar(48) NOT NULL,
        application_id uuid,
        target_user_id uuid,
        before jsonb,
        after jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "IDX_audit_records_application" ON audit_records (application_id, created_at DESC) WHERE application_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX "IDX_audit_records_actor" ON audit_records (actor_user_id, created_at DESC)`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_records`);
  }
}
