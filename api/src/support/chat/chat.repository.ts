import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  ChatAskerKind,
  ChatEvent,
  ChatMessageView,
  ChatRequestStatus,
  ChatSenderType,
  ChatSource,
} from '@coverline/contracts';

export interface ChatRequestRow {
  id: string;
  access_key_hash: string;
  status: ChatRequestStatus;
  asker_kind: ChatAskerKind;
  asker_user_id: string | null;
  asker_rep_id: string | null;
  asker_quote_id: string | null;
  asker_name: string | null;
  asker_email: string | null;
  staff_user_id: string | null;
  staff_name: string | null;
  last_seq: number;
  handoff_deadline: Date | null;
  contact_email: string | null;
  transcript_email: string | null;
  created_at: Date;
  updated_at: Date;
  closed_at: Date | null;
  last_body: string | null;
  asker_page: string | null;
  asker_language: 'en' | 'es' | null;
  /** The asker's first message (lists only). */
  first_body?: string | null;
  /** When the asker last asked for a person (lists only). */
  handoff_requested_at?: Date | null;
}

interface MessageRow {
  request_id: string;
  seq: number;
  sender_type: ChatSenderType;
  event: ChatEvent | null;
  sender_name: string | null;
  body: string;
  sources: ChatSource[];
  created_at: Date;
}

/** A message as a transcript shows it. */
export interface TranscriptRow {
  sender_type: string;
  sender_name: string | null;
  body: string;
  sources: Array<{ title: string; text: string }>;
  created_at: Date;
}

export interface NewMessage {
  senderType: ChatSenderType;
  event?: ChatEvent | null;
  senderUserId?: string | null;
  senderName?: string | null;
  /** The principal a rate limit counts the message against; null for system and bot messages. */
  senderKey?: string | null;
  body: string;
  sources?: ChatSource[];
}

export interface NewRequest {
  accessKeyHash: string;
  askerKind: ChatAskerKind;
  askerUserId: string | null;
  askerRepId: string | null;
  askerQuoteId: string | null;
  askerName: string | null;
  askerEmail: string | null;
  askerPage: string | null;
  askerLanguage: 'en' | 'es' | null;
}

const mapMessage = (r: MessageRow): ChatMessageView => ({
  requestId: r.request_id,
  seq: r.seq,
  senderType: r.sender_type,
  event: r.event,
  senderName: r.sender_name,
  body: r.body,
  sources: r.sources ?? [],
  createdAt: new Date(r.created_at).toISOString(),
});

const REQUEST_COLUMNS = `r.*, s.first_name || ' ' || s.last_name AS staff_name,
  (SELECT m.body FROM chat_messages m WHERE m.request_id = r.id AND m.event IS NULL
    ORDER BY m.seq DESC LIMIT 1) AS last_body,
  (SELECT m.body FROM chat_messages m WHERE m.request_id = r.id AND m.sender_type = 'user'
    ORDER BY m.seq LIMIT 1) AS first_body,
  (SELECT max(m.created_at) FROM chat_messages m WHERE m.request_id = r.id
    AND m.event = 'request.handoff.requested') AS handoff_requested_at`;

/** Chat requests and their numbered messages, in SQL. */
@Injectable()
export class ChatRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async create(tx: EntityManager, r: NewRequest): Promise<string> {
    const rows: Array<{ id: string }> = await tx.query(
      `INSERT INTO chat_requests (access_key_hash, asker_kind, asker_user_id, asker_rep_id,
         asker_quote_id, asker_name, asker_email, asker_page, asker_language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        r.accessKeyHash,
        r.askerKind,
        r.askerUserId,
        r.askerRepId,
        r.askerQuoteId,
        r.askerName,
        r.askerEmail,
        r.askerPage,
        r.askerLanguage,
      ],
    );
    return rows[0].id;
  }

  async find(id: string, tx?: EntityManager): Promise<ChatRequestRow | undefined> {
    const rows: ChatRequestRow[] = await (tx ?? this.db).query(
      `SELECT ${REQUEST_COLUMNS} FROM chat_requests r LEFT JOIN users s ON s.id = r.staff_user_id
        WHERE r.id = $1`,
      [id],
    );
    return rows[0];
  }

  /** The request locked for the rest of the transaction: its changes and numbering are serial. */
  async lock(tx: EntityManager, id: string): Promise<ChatRequestRow | undefined> {
    const rows: ChatRequestRow[] = await tx.query(
      `SELECT r.*, NULL AS staff_name, NULL AS last_body FROM chat_requests r
        WHERE r.id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0];
  }

  async update(
    tx: EntityManager,
    id: string,
    fields: Partial<{
      status: ChatRequestStatus;
      staff_user_id: string | null;
      handoff_deadline: Date | null;
      contact_email: string | null;
      transcript_email: string | null;
      closed_at: Date | null;
    }>,
  ): Promise<void> {
    const keys = Object.keys(fields);
    if (keys.length === 0) return;
    const sets = keys.map((k, i) => `${k} = $${i + 2}`).join(', ');
    await tx.query(`UPDATE chat_requests SET ${sets}, updated_at = now() WHERE id = $1`, [
      id,
      ...keys.map((k) => fields[k as keyof typeof fields]),
    ]);
  }

  /** Stores a message under the request's next number. */
  async append(tx: EntityManager, requestId: string, m: NewMessage): Promise<ChatMessageView> {
    const rows: MessageRow[] = await tx.query(
      `WITH next AS (
         UPDATE chat_requests SET last_seq = last_seq + 1, updated_at = now()
          WHERE id = $1 RETURNING last_seq)
       INSERT INTO chat_messages (request_id, seq, sender_type, event, sender_user_id,
         sender_name, sender_key, body, sources)
       SELECT $1, next.last_seq, $2, $3, $4, $5, $6, $7, $8 FROM next
       RETURNING request_id, seq, sender_type, event, sender_name, body, sources, created_at`,
      [
        requestId,
        m.senderType,
        m.event ?? null,
        m.senderUserId ?? null,
        m.senderName ?? null,
        m.senderKey ?? null,
        m.body,
        JSON.stringify(m.sources ?? []),
      ],
    );
    return mapMessage(rows[0]);
  }

  async messagesAfter(requestId: string, after: number, limit: number): Promise<ChatMessageView[]> {
    const rows: MessageRow[] = await this.db.query(
      `SELECT request_id, seq, sender_type, event, sender_name, body, sources, created_at
         FROM chat_messages WHERE request_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
      [requestId, after, limit],
    );
    return rows.map(mapMessage);
  }

  async message(requestId: string, seq: number): Promise<ChatMessageView | undefined> {
    const rows: MessageRow[] = await this.db.query(
      `SELECT request_id, seq, sender_type, event, sender_name, body, sources, created_at
         FROM chat_messages WHERE request_id = $1 AND seq = $2`,
      [requestId, seq],
    );
    return rows[0] && mapMessage(rows[0]);
  }

  /** Starts the handoff wait on the database's clock, the one delayed jobs run by. */
  async startHandoffWait(tx: EntityManager, id: string, seconds: number): Promise<void> {
    await tx.query(
      `UPDATE chat_requests SET status = 'waiting',
         handoff_deadline = now() + make_interval(secs => $2), updated_at = now()
        WHERE id = $1`,
      [id, seconds],
    );
  }

  /** Whether the handoff wait is over, and how long it was (from its request to its deadline). */
  async handoffWait(
    tx: EntityManager,
    id: string,
  ): Promise<{ due: boolean; seconds: number } | undefined> {
    const rows: Array<{ due: boolean; seconds: number | null }> = await tx.query(
      `SELECT r.handoff_deadline <= now() AS due,
              round(extract(epoch FROM r.handoff_deadline - (
                SELECT max(m.created_at) FROM chat_messages m
                 WHERE m.request_id = r.id AND m.event = 'request.handoff.requested')))::int AS seconds
         FROM chat_requests r WHERE r.id = $1 AND r.handoff_deadline IS NOT NULL`,
      [id],
    );
    const row = rows[0];
    return row && { due: row.due, seconds: row.seconds ?? 0 };
  }

  /** Messages the principal sent in the last minute, on every instance. */
  async recentCount(senderKey: string): Promise<number> {
    const rows: Array<{ n: number }> = await this.db.query(
      `SELECT count(*)::int AS n FROM chat_messages
        WHERE sender_key = $1 AND created_at > now() - interval '1 minute'`,
      [senderKey],
    );
    return rows[0].n;
  }

  async hasJoined(requestId: string, userId: string, tx?: EntityManager): Promise<boolean> {
    const rows: unknown[] = await (tx ?? this.db).query(
      `SELECT 1 FROM chat_messages WHERE request_id = $1 AND event = 'request.agent.join'
          AND sender_user_id = $2 LIMIT 1`,
      [requestId, userId],
    );
    return rows.length > 0;
  }

  /**
   * Requests for the staff inbox, newest activity first. `open`: not closed; `abandoned`: nobody
   * joined in time (unanswered) and the asker left no email to answer at.
   */
  async list(
    filter: 'open' | 'abandoned' | 'all',
    skip: number,
    take: number,
  ): Promise<{ rows: ChatRequestRow[]; total: number }> {
    const where =
      filter === 'open'
        ? `WHERE r.status <> 'closed'`
        : filter === 'abandoned'
          ? `WHERE r.status = 'unanswered' AND r.contact_email IS NULL`
          : '';
    const rows: ChatRequestRow[] = await this.db.query(
      `SELECT ${REQUEST_COLUMNS} FROM chat_requests r LEFT JOIN users s ON s.id = r.staff_user_id
        ${where} ORDER BY r.updated_at DESC LIMIT $1 OFFSET $2`,
      [take, skip],
    );
    const count: Array<{ n: number }> = await this.db.query(
      `SELECT count(*)::int AS n FROM chat_requests r ${where}`,
    );
    return { rows, total: count[0].n };
  }

  /**
   * Locks the unanswered requests among the ids (every unanswered one without ids), oldest
   * first, at most `limit`.
   */
  async lockUnanswered(
    tx: EntityManager,
    ids: string[] | null,
    limit: number,
  ): Promise<ChatRequestRow[]> {
    return tx.query(
      `SELECT r.*, NULL AS staff_name, NULL AS last_body FROM chat_requests r
        WHERE r.status = 'unanswered' AND r.contact_email IS NULL
          AND ($1::uuid[] IS NULL OR r.id = ANY($1::uuid[]))
        ORDER BY r.updated_at LIMIT $2 FOR UPDATE`,
      [ids, limit],
    );
  }

  /** The statuses of the requests among the ids. */
  async statuses(tx: EntityManager, ids: string[]): Promise<Array<{ id: string; status: string }>> {
    return tx.query(`SELECT id, status FROM chat_requests WHERE id = ANY($1::uuid[])`, [ids]);
  }

  /** Someone's display name and email. */
  async userName(userId: string): Promise<{ name: string; email: string } | undefined> {
    const rows: Array<{ name: string; email: string }> = await this.db.query(
      `SELECT first_name || ' ' || last_name AS name, email FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0];
  }

  async repName(repId: string): Promise<{ name: string; email: string } | undefined> {
    const rows: Array<{ name: string; email: string }> = await this.db.query(
      `SELECT first_name || ' ' || last_name AS name, email FROM payroll_reps WHERE id = $1`,
      [repId],
    );
    return rows[0];
  }

  /** Every message of the request, in order, as a transcript shows them. */
  transcript(tx: EntityManager, requestId: string): Promise<TranscriptRow[]> {
    return tx.query(
      `SELECT sender_type, sender_name, body, sources, created_at FROM chat_messages
          WHERE request_id = $1 ORDER BY seq`,
      [requestId],
    );
  }
}
