import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The call log's batches by age, for the daily retention job that deletes the batches whose
 * last call is older than the retention period (`API_CALL_LOG_RETENTION_DAYS`): it finds them
 * through this index instead of reading the whole log.
 */
export class ApiClientCallBatchesByAge1768530000000 implements MigrationInterface {
  name = 'ApiClientCallBatchesByAge1768530000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX idx_api_client_call_batches_last_at ON api_client_call_batches (last_at)`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_api_client_call_batches_last_at`);
  }
}
