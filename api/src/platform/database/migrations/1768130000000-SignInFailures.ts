import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed password sign-ins counted per email address, known or not, so an account's back-off
 * neither depends on nor reveals whether the account exists. The key is a keyed hash of the
 * address (no address is stored readable); a row goes on the next right password.
 */
export class SignInFailures1768130000000 implements MigrationInterface {
  name = 'SignInFailures1768130000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sign_in_failures (
        email_key text PRIMARY KEY,
        failures integer NOT NULL CHECK (failures > 0),
        last_failed_at timestamptz NOT NULL,
        retry_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX sign_in_failures_last_failed_at ON sign_in_failures (last_failed_at)`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sign_in_failures`);
  }
}
