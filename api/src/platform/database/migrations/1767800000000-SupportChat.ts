import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Support chat: a request per conversation and its messages, every lifecycle event among them,
 * numbered per request (`seq`) so a client that lost its socket asks for everything after the
 * last number it saw. Each stored message is announced on the `chat_messages` channel when its
 * transaction commits, so every API instance can pass it to the sockets it holds.
 */
export class SupportChat1767800000000 implements MigrationInterface {
  name = 'SupportChat1767800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chat_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        access_key_hash char(64) NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'assistant'
          CONSTRAINT chat_requests_status_check
          CHECK (status IN ('assistant', 'waiting', 'unanswered', 'with_staff', 'closed')),
        asker_kind varchar(16) NOT NULL
          CONSTRAINT chat_requests_asker_kind_check
          CHECK (asker_kind IN ('visitor', 'guest', 'client', 'agent', 'admin', 'rep')),
        asker_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        asker_rep_id uuid REFERENCES payroll_reps(id) ON DELETE SET NULL,
        asker_quote_id uuid,
        asker_name varchar(200),
        asker_email varchar(254),
        staff_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        last_seq integer NOT NULL DEFAULT 0,
        handoff_deadline timestamptz,
        contact_email varchar(254),
        transcript_email varchar(254),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz
      )`);
    await q.query(`
      CREATE INDEX chat_requests_open_idx ON chat_requests (updated_at DESC)
        WHERE status <> 'closed'`);
    await q.query(`
      CREATE TABLE chat_messages (
        request_id uuid NOT NULL REFERENCES chat_requests(id) ON DELETE CASCADE,
        seq integer NOT NULL,
        sender_type varchar(8) NOT NULL
          CONSTRAINT chat_messages_sender_type_check
          CHECK (sender_type IN ('system', 'user', 'csr', 'bot')),
        event varchar(32)
          CONSTRAINT chat_messages_event_check
          CHECK (event IN ('request.create', 'request.close', 'request.handoff.requested',
            'request.handoff.success', 'request.handoff.failure', 'request.agent.join')),
        sender_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        sender_name varchar(200),
        sender_key varchar(80),
        body text NOT NULL CONSTRAINT chat_messages_body_length CHECK (length(body) <= 8000),
        sources jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chat_messages_pkey PRIMARY KEY (request_id, seq)
      )`);
    // Rate limits count a principal's recent messages, whichever instance stored them.
    await q.query(`
      CREATE INDEX chat_messages_sender_recent_idx ON chat_messages (sender_key, created_at)
        WHERE sender_key IS NOT NULL`);
    await q.query(`
      CREATE FUNCTION chat_messages_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('chat_messages', NEW.request_id::text || ':' || NEW.seq::text);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER chat_messages_announce AFTER INSERT ON chat_messages
        FOR EACH ROW EXECUTE FUNCTION chat_messages_notify()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE chat_messages');
    await q.query('DROP FUNCTION chat_messages_notify()');
    await q.query('DROP TABLE chat_requests');
  }
}
