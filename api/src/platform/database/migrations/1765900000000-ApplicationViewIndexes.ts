import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the staff applications pipeline: every list is ordered by the last change or by
 * creation (with the id as tie-break), alone, within an agent's book or within a status; the New
 * tab is the unassigned, unarchived applications; the deals read policies by the day they were
 * bound. Counting every application on each dashboard view would read the whole table, so a
 * trigger keeps the number per agent and status in application_tab_counts. Plans at 50,000
 * applications are in docs/applications.md.
 */
/** The key unassigned applications count under. */
const UNASSIGNED = '00000000-0000-0000-0000-000000000000';

export class ApplicationViewIndexes1765900000000 implements MigrationInterface {
  name = 'ApplicationViewIndexes1765900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_applications_updated" ON applications (updated_at, id)`);
    await q.query(`CREATE INDEX "IDX_applications_created" ON applications (created_at, id)`);
    await q.query(
      `CREATE INDEX "IDX_applications_agent_updated" ON applications (agent_id, updated_at, id)`,
    );
    await q.query(
      `CREATE INDEX "IDX_applications_agent_created" ON applications (agent_id, created_at, id)`,
    );
    await q.query(
      `CREATE INDEX "IDX_applications_status_created" ON applications (status, created_at, id)`,
    );
    await q.query(
      `CREATE INDEX "IDX_applications_new" ON applications (updated_at, id) WHERE agent_id IS NULL AND status <> 'Archive'`,
    );
    await q.query(
      `CREATE INDEX "IDX_policies_bound_at" ON policies (bound_at) WHERE bound_at IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE application_tab_counts (
        agent_id uuid,
        status varchar(24) NOT NULL,
        n bigint NOT NULL
      )`);
    // Unassigned applications count under one row per status: NULL keys do not collide.
    await q.query(
      `CREATE UNIQUE INDEX "UQ_application_tab_counts" ON application_tab_counts ((coalesce(agent_id, '${UNASSIGNED}'::uuid)), status)`,
    );
    await q.query(`
      INSERT INTO application_tab_counts (agent_id, status, n)
      SELECT agent_id, status, count(*) FROM applications GROUP BY agent_id, status`);
    await q.query(`
      CREATE FUNCTION application_tab_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE application_tab_counts SET n = n - 1
           WHERE coalesce(agent_id, '${UNASSIGNED}'::uuid) = coalesce(OLD.agent_id, '${UNASSIGNED}'::uuid)
             AND status = OLD.status;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          INSERT INTO application_tab_counts (agent_id, status, n)
          VALUES (NEW.agent_id, NEW.status, 1)
          ON CONFLICT ((coalesce(agent_id, '${UNASSIGNED}'::uuid)), status)
          DO UPDATE SET n = application_tab_counts.n + 1;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER application_tab_counts_insert_delete
        AFTER INSERT OR DELETE ON applications
        FOR EACH ROW EXECUTE FUNCTION application_tab_counts_follow()`);
    // Only a change of agent or status moves an application between counts.
    await q.query(`
      CREATE TRIGGER application_tab_counts_update
        AFTER UPDATE OF agent_id, status ON applications
        FOR EACH ROW
        WHEN (OLD.agent_id IS DISTINCT FROM NEW.agent_id OR OLD.status IS DISTINCT FROM NEW.status)
        EXECUTE FUNCTION application_tab_counts_follow()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER application_tab_counts_update ON applications`);
    await q.query(`DROP TRIGGER application_tab_counts_insert_delete ON applications`);
    await q.query(`DROP FUNCTION application_tab_counts_follow()`);
    await q.query(`DROP TABLE application_tab_counts`);
    await q.query(`DROP INDEX "IDX_policies_bound_at"`);
    await q.query(`DROP INDEX "IDX_applications_new"`);
    await q.query(`DROP INDEX "IDX_applications_status_created"`);
    await q.query(`DROP INDEX "IDX_applications_agent_created"`);
    await q.query(`DROP INDEX "IDX_applications_agent_updated"`);
    await q.query(`DROP INDEX "IDX_applications_created"`);
    await q.query(`DROP INDEX "IDX_applications_updated"`);
  }
}
