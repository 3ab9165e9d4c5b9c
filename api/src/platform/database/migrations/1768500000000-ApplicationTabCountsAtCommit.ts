import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The pipeline's tab counts are kept by triggers on `applications`, and every visitor's new
 * quote (unassigned, Started) counts on the same row. Fired with each statement, the count's
 * row stayed locked until the whole save committed, so under load every other save of a new
 * quote queued behind it (pool connections held waiting, some over the pool's 5 s wait). As
 * deferred constraint triggers they run at commit: the row is locked only for the commit itself.
 * The counts stay exact (each trigger still sees its own row's old and new values).
 */
export class ApplicationTabCountsAtCommit1768500000000 implements MigrationInterface {
  name = 'ApplicationTabCountsAtCommit1768500000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER application_tab_counts_update ON applications`);
    await q.query(`DROP TRIGGER application_tab_counts_insert_delete ON applications`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER application_tab_counts_insert_delete
        AFTER INSERT OR DELETE ON applications
        DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION application_tab_counts_follow()`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER application_tab_counts_update
        AFTER UPDATE OF agent_id, status ON applications
        DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW
        WHEN (OLD.agent_id IS DISTINCT FROM NEW.agent_id OR OLD.status IS DISTINCT FROM NEW.status)
        EXECUTE FUNCTION application_tab_counts_follow()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER application_tab_counts_update ON applications`);
    await q.query(`DROP TRIGGER application_tab_counts_insert_delete ON applications`);
    await q.query(`
      CREATE TRIGGER application_tab_counts_insert_delete
        AFTER INSERT OR DELETE ON applications
        FOR EACH ROW EXECUTE FUNCTION application_tab_counts_follow()`);
    await q.query(`
      CREATE TRIGGER application_tab_counts_update
        AFTER UPDATE OF agent_id, status ON applications
        FOR EACH ROW
        WHEN (OLD.agent_id IS DISTINCT FROM NEW.agent_id OR OLD.status IS DISTINCT FROM NEW.status)
        EXECUTE FUNCTION application_tab_counts_follow()`);
  }
}
