import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A submitted broker-of-record application belongs to a client (found or created by the
 * applicant's email), so staff keep its notes, and find it, with the rest of that client's
 * business. Submitted applications already stored are linked the same way.
 */
export class BorClient1767660000000 implements MigrationInterface {
  name = 'BorClient1767660000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE bor_applications ADD COLUMN client_id uuid REFERENCES clients (id) ON DELETE SET NULL`,
    );
    await q.query(`CREATE INDEX "IDX_bor_applications_client" ON bor_applications (client_id)`);
    await q.query(`
      INSERT INTO clients (email)
      SELECT DISTINCT lower(email) FROM bor_applications WHERE status <> 'draft'
      ON CONFLICT (email) DO NOTHING`);
    await q.query(`
      UPDATE bor_applications b SET client_id = c.id
        FROM clients c
       WHERE c.email = lower(b.email) AND b.status <> 'draft'`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bor_applications DROP COLUMN client_id`);
  }
}
