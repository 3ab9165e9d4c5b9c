import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the staff applications pipeline: every list is ordered by the last change or by
 * creation (with the id as tie-break), alone, within an agent's book or within a status; the New
 * tab is the unassigned, unarchived applications; the deals read policies by the day they were
 * bound. Plans at 50,000 applications are in docs/applications.md.
 */
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
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_policies_bound_at"`);
    await q.query(`DROP INDEX "IDX_applications_new"`);
    await q.query(`DROP INDEX "IDX_applications_status_created"`);
    await q.query(`DROP INDEX "IDX_applications_agent_created"`);
    await q.query(`DROP INDEX "IDX_applications_agent_updated"`);
    await q.query(`DROP INDEX "IDX_applications_created"`);
    await q.query(`DROP INDEX "IDX_applications_updated"`);
  }
}
