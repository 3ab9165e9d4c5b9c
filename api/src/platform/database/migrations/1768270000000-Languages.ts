import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language a person reads the product in (`en` or `es`), on their account and on the client
 * record a guest's quote starts: the mails they receive are written in it.
 */
export class Languages1768270000000 implements MigrationInterface {
  name = 'Languages1768270000000';

  public async up(q: QueryRunner): Promise<void> {
    for (const table of ['users', 'clients']) {
      await q.query(
        `ALTER TABLE ${table} ADD COLUMN language varchar(2) NOT NULL DEFAULT 'en'
           CONSTRAINT ${table}_language_known CHECK (language IN ('en', 'es'))`,
      );
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE clients DROP COLUMN language`);
    await q.query(`ALTER TABLE users DROP COLUMN language`);
  }
}
