import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff notes on a client, or on one of the client's applications (a policy note). Pinned notes
 * carry their place in the pinned list; archiving takes a note out of it.
 */
export class Notes1765700000000 implements MigrationInterface {
  name = 'Notes1765700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE client_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        scope varchar(10) NOT NULL CHECK (scope IN ('client', 'policy')),
        application_id uuid REFERENCES applications(id) ON DELETE CASCADE,
        text varchar(2000) NOT NULL,
        author_id uuid REFERENCES users(id) ON DELETE SET NULL,
        pinned_position integer CHECK (pinned_position >= 0),
        archived boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((scope = 'policy') = (application_id IS NOT NULL)),
        CHECK (NOT (archived AND pinned_position IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX "IDX_client_notes_client" ON client_notes (client_id, created_at)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE client_notes`);
  }
}
