import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An agent's profile fields the agents page edits: where the agent stands with licensing and
 * carrier appointments, and the day the agent joined the agency (which may be before the
 * account existed). Existing agents joined on the day their account was created.
 */
export class AgentProfile1767300000000 implements MigrationInterface {
  name = 'AgentProfile1767300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN agent_status varchar(32)`);
    await q.query(`ALTER TABLE users ADD COLUMN joined_on date`);
    await q.query(
      `UPDATE users SET agent_status = 'Onboarding', joined_on = (created_at AT TIME ZONE 'UTC')::date
        WHERE role = 'agent'`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN joined_on`);
    await q.query(`ALTER TABLE users DROP COLUMN agent_status`);
  }
}
