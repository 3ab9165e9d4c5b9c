import { MigrationInterface, QueryRunner } from 'typeorm';

/** The key unassigned applications count under. */
const UNASSIGNED = '00000000-0000-0000-0000-000000000000';
/** How many rows each agent and status's count is spread over. */
const SLOTS = 8;

/**
 * The pipeline's tab counts, spread over a few rows per agent and status. Every visitor's quote
 * is unassigned, so every start, submission and rating moved the same few rows (unassigned and
 * In process, Submitted, Quoted): each change waited for the one before it to commit, and each
 * left the row one more dead version for the next to step over. The count of an agent and status
 * is now the sum of up to eight rows, each transaction adding its +1 and -1 to the row of its
 * own database session (`pg_backend_pid()`), so concurrent changes touch different rows. A
 * slot's own number may go below zero; only the sum is a count. The readers sum
 * (back-office/applications/tab-counts-cache.ts).
 */
export class ApplicationTabCountsSpread1768550000000 implements MigrationInterface {
  name = 'ApplicationTabCountsSpread1768550000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE application_tab_counts ADD COLUMN slot smallint NOT NULL DEFAULT 0`);
    await q.query(`DROP INDEX "UQ_application_tab_counts"`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_application_tab_counts" ON application_tab_counts ((coalesce(agent_id, '${UNASSIGNED}'::uuid)), status, slot)`,
    );
    await q.query(`
      CREATE OR REPLACE FUNCTION application_tab_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        own_slot smallint := pg_backend_pid() % ${SLOTS};
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          INSERT INTO application_tab_counts (agent_id, status, slot, n)
          VALUES (OLD.agent_id, OLD.status, own_slot, -1)
          ON CONFLICT ((coalesce(agent_id, '${UNASSIGNED}'::uuid)), status, slot)
          DO UPDATE SET n = application_tab_counts.n - 1;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          INSERT INTO application_tab_counts (agent_id, status, slot, n)
          VALUES (NEW.agent_id, NEW.status, own_slot, 1)
          ON CONFLICT ((coalesce(agent_id, '${UNASSIGNED}'::uuid)), status, slot)
          DO UPDATE SET n = application_tab_counts.n + 1;
        END IF;
        RETURN NULL;
      END $$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION application_tab_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
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
    // Each agent and status's slots folded back into one row.
    await q.query(`
      CREATE TEMPORARY TABLE folded_tab_counts AS
        SELECT agent_id, status, sum(n)::bigint AS n FROM application_tab_counts
         GROUP BY agent_id, status`);
    await q.query(`DELETE FROM application_tab_counts`);
    await q.query(`DROP INDEX "UQ_application_tab_counts"`);
    await q.query(`ALTER TABLE application_tab_counts DROP COLUMN slot`);
    await q.query(
      `INSERT INTO application_tab_counts (agent_id, status, n) SELECT agent_id, status, n FROM folded_tab_counts`,
    );
    await q.query(`DROP TABLE folded_tab_counts`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_application_tab_counts" ON application_tab_counts ((coalesce(agent_id, '${UNASSIGNED}'::uuid)), status)`,
    );
  }
}
