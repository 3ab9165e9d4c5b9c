import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Links every client record without an account to the confirmed client account with the same
 * email (compared case-insensitively), as confirming an email now does. Only unambiguous pairs
 * are linked: a record that matches more than one account, an account that matches more than
 * one record, or an account already linked to another record stays as it is for staff to sort
 * out. Down leaves the links: they are what the accounts proved.
 */
export class LinkClientsToConfirmedAccounts1768110001000 implements MigrationInterface {
  name = 'LinkClientsToConfirmedAccounts1768110001000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      WITH pairs AS (
        SELECT c.id AS client_id, u.id AS user_id,
               count(*) OVER (PARTITION BY c.id) AS accounts,
               count(*) OVER (PARTITION BY u.id) AS records
          FROM clients c
          JOIN users u ON lower(u.email) = lower(c.email)
         WHERE c.user_id IS NULL
           AND u.role = 'client'
           AND u.email_verified_at IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM clients linked WHERE linked.user_id = u.id)
      )
      UPDATE clients c SET user_id = p.user_id, updated_at = now()
        FROM pairs p
       WHERE c.id = p.client_id AND p.accounts = 1 AND p.records = 1`);
  }

  public async down(): Promise<void> {
    // The links stay: each one is an account that proved the record's email.
  }
}
