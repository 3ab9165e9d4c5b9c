import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The status history of applications: one row each time an application enters a status (its
 * creation included), kept by triggers on `applications` whoever writes the row, so the
 * dashboard's activity and its chart of applications by status per week read real times.
 * Applications created before this migration get their creation and, when they are no longer
 * In process, one move into their current status at their last change: the only times known.
 * Indexes on the times of signatures, payments and staff actions serve the activity's newest
 * rows and the audit trail's pages.
 */
export class ApplicationStatusEvents1766950000000 implements MigrationInterface {
  name = 'ApplicationStatusEvents1766950000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE application_status_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        application_id uuid NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        from_status varchar(24),
        to_status varchar(24) NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "IDX_application_status_events_at" ON application_status_events (at, id)`,
    );
    await q.query(
      `CREATE INDEX "IDX_application_status_events_application" ON application_status_events (application_id, at)`,
    );
    await q.query(`
      INSERT INTO application_status_events (application_id, from_status, to_status, at)
      SELECT id, NULL, 'In process', created_at FROM applications`);
    await q.query(`
      INSERT INTO application_status_events (application_id, from_status, to_status, at)
      SELECT id, 'In process', status, greatest(updated_at, created_at)
        FROM applications WHERE status <> 'In process'`);
    await q.query(`
      CREATE FUNCTION application_status_events_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO application_status_events (application_id, from_status, to_status, at)
          VALUES (NEW.id, NULL, NEW.status, NEW.created_at);
        ELSE
          INSERT INTO application_status_events (application_id, from_status, to_status, at)
          VALUES (NEW.id, OLD.status, NEW.status, now());
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER application_status_events_insert
        AFTER INSERT ON applications
        FOR EACH ROW EXECUTE FUNCTION application_status_events_follow()`);
    await q.query(`
      CREATE TRIGGER application_status_events_update
        AFTER UPDATE OF status ON applications
        FOR EACH ROW
        WHEN (OLD.status IS DISTINCT FROM NEW.status)
        EXECUTE FUNCTION application_status_events_follow()`);
    await q.query(
      `CREATE INDEX "IDX_signature_signers_signed_at" ON signature_signers (signed_at) WHERE signed_at IS NOT NULL`,
    );
    await q.query(`CREATE INDEX "IDX_payments_paid_at" ON payments (paid_at)`);
    await q.query(`CREATE INDEX "IDX_audit_records_created" ON audit_records (created_at, id)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_audit_records_created"`);
    await q.query(`DROP INDEX "IDX_payments_paid_at"`);
    await q.query(`DROP INDEX "IDX_signature_signers_signed_at"`);
    await q.query(`DROP TRIGGER application_status_events_update ON applications`);
    await q.query(`DROP TRIGGER application_status_events_insert ON applications`);
    await q.query(`DROP FUNCTION application_status_events_follow()`);
    await q.query(`DROP TABLE application_status_events`);
  }
}
