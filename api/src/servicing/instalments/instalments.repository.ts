/**
 * The instalment schedule's queries: writing a policy's schedule, the billing run's claims (each
 * instalment taken by one run at a time, with `SKIP LOCKED`), settling a charge only while it
 * is still the claimed one, and the receivables list over the ledger's entries.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { InstalmentStatus, NON_PAYMENT_NOTICE_DAYS, type Language } from '@coverline/contracts';
import { Instalment } from './entities/instalment.entity';

export type NewInstalment = Pick<
  Instalment,
  'policyId' | 'applicationId' | 'seq' | 'dueOn' | 'amountCents' | 'paymentOnFile' | 'customerEmail'
>;

/**
 * An instalment the run took, with the policy number its mails and charge name and the language
 * of the client who owns the policy (its mails are written in it, whoever the billing email is).
 */
export type ClaimedInstalment = Instalment & { policyNumber: string; language: Language };

export interface ReceivableRow {
  quote_id: string;
  policy_number: string;
  business_name: string | null;
  client_email: string;
  balance_due_cents: string;
  overdue_cents: string;
  oldest_overdue_on: string | null;
  notice_sent: boolean;
  total: string;
}

/** A claim left in Charging this long was interrupted; the next run asks again, same key. */
const STALE_CLAIM = `interval '10 minutes'`;

// Dates as text: the driver would read a date column as a local-time Date.
const COLUMNS = `i.id, i.policy_id, i.application_id, i.seq, to_char(i.due_on, 'YYYY-MM-DD') AS due_on,
  i.amount_cents, i.status, i.attempts, to_char(i.next_attempt_on, 'YYYY-MM-DD') AS next_attempt_on,
  i.payment_on_file, i.customer_email, i.pay_now_attempts, p.policy_number,
  to_char(i.cancellation_on, 'YYYY-MM-DD') AS cancellation_on,
  (SELECT c.language FROM applications a JOIN clients c ON c.id = a.client_id
    WHERE a.id = i.application_id) AS language`;

/**
 * The state of the risk of an instalment's policy (`i`): the business's primary location's, else
 * its first location's (the reference data's two-letter code), null without any.
 */
const RISK_STATE = `(SELECT l.state FROM applications a
    JOIN business_locations l ON l.business_id = a.business_id
   WHERE a.id = i.application_id
   ORDER BY l.is_primary DESC NULLS LAST, l.position LIMIT 1)`;

type Row = Record<string, unknown>;

/** An UPDATE ... RETURNING answers TypeORM's pair of the rows and the count. */
const returned = (result: unknown): ClaimedInstalment[] =>
  (result as [Row[], number])[0].map(claimed);

function claimed(row: Row): ClaimedInstalment {
  return {
    id: row.id,
    policyId: row.policy_id,
    applicationId: row.application_id,
    seq: Number(row.seq),
    dueOn: row.due_on,
    amountCents: Number(row.amount_cents),
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptOn: row.next_attempt_on,
    paymentOnFile: row.payment_on_file,
    customerEmail: row.customer_email,
    payNowAttempts: Number(row.pay_now_attempts),
    policyNumber: row.policy_number ?? '',
    cancellationOn: row.cancellation_on ?? null,
    language: row.language === 'es' ? 'es' : 'en',
  } as ClaimedInstalment;
}

@Injectable()
export class InstalmentsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async insertSchedule(m: EntityManager, rows: NewInstalment[]): Promise<void> {
    if (rows.length === 0) return;
    await m
      .createQueryBuilder()
      .insert()
      .into(Instalment)
      .values(
        rows.map((r) => ({
          ...r,
          status: InstalmentStatus.Scheduled,
          attempts: 0,
          payNowAttempts: 0,
          nextAttemptOn: r.dueOn,
        })),
      )
      // The schedule is written once per policy, however often binding is replayed.
      .orIgnore()
      .execute();
  }

  ofPolicy(policyId: string, m: EntityManager = this.db.manager): Promise<Instalment[]> {
    return m.find(Instalment, { where: { policyId }, order: { seq: 'ASC' } });
  }

  lock(m: EntityManager, id: string): Promise<Instalment | null> {
    return m.findOne(Instalment, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async update(m: EntityManager, id: string, fields: Partial<Instalment>): Promise<void> {
    await m.update(Instalment, { id }, fields);
  }

  /**
   * Takes up to `limit` instalments due to be charged on `today` (and claims interrupted long
   * ago), moving them to Charging. A fresh claim counts a new attempt; an interrupted one keeps
   * its attempt, so the provider is asked again with the same key and charges nothing twice.
   */
  async claimDue(today: string, limit: number): Promise<ClaimedInstalment[]> {
    const result = await this.db.query<unknown>(
      `UPDATE policy_instalments i
          SET status = 'Charging', claimed_at = now(), updated_at = now(),
              attempts = CASE WHEN i.status = 'Charging' THEN i.attempts ELSE i.attempts + 1 END
         FROM policies p
        WHERE p.id = i.policy_id AND i.id IN (
          SELECT id FROM policy_instalments
           WHERE (status IN ('Scheduled', 'Retrying') AND next_attempt_on <= $1)
              OR (status = 'Charging' AND claimed_at < now() - ${STALE_CLAIM})
           ORDER BY next_attempt_on, id
           LIMIT $2
           FOR UPDATE SKIP LOCKED)
        RETURNING ${COLUMNS}`,
      [today, limit],
    );
    return returned(result);
  }

  /**
   * Settles a claimed charge: changes the instalment only if it is still Charging on the same
   * attempt (a later claim or a second answer changes nothing). True when it changed.
   */
  async settle(
    m: EntityManager,
    id: string,
    attempts: number,
    fields: Partial<Instalment>,
  ): Promise<boolean> {
    const result = await m.update(
      Instalment,
      { id, attempts, status: InstalmentStatus.Charging },
      { ...fields, claimedAt: null },
    );
    return (result.affected ?? 0) > 0;
  }

  /**
   * Cancels the policy's instalments still to be paid (scheduled, retrying, missed or under
   * notice); answers how many. One being charged right now settles first and stays as it ends.
   */
  async cancelOpen(m: EntityManager, policyId: string): Promise<number> {
    const result = await m.update(
      Instalment,
      {
        policyId,
        status: In([
          InstalmentStatus.Scheduled,
          InstalmentStatus.Retrying,
          InstalmentStatus.Missed,
          InstalmentStatus.NoticeSent,
        ]),
      },
      { status: InstalmentStatus.Cancelled, nextAttemptOn: null },
    );
    return result.affected ?? 0;
  }

  /**
   * Marks up to `limit` scheduled instalments due by `dueBy` as reminded, in the transaction that
   * queues their reminders; returns them.
   */
  async remind(
    m: EntityManager,
    today: string,
    dueBy: string,
    limit: number,
  ): Promise<ClaimedInstalment[]> {
    const result = await m.query<unknown>(
      `UPDATE policy_instalments i SET reminded_on = $1, updated_at = now()
         FROM policies p
        WHERE p.id = i.policy_id AND i.id IN (
          SELECT id FROM policy_instalments
           WHERE status = 'Scheduled' AND reminded_on IS NULL AND due_on > $1 AND due_on <= $2
           ORDER BY due_on, id LIMIT $3 FOR UPDATE SKIP LOCKED)
        RETURNING ${COLUMNS}`,
      [today, dueBy, limit],
    );
    return returned(result);
  }

  /**
   * Moves up to `limit` instalments missed on or before `missedBy` to NoticeSent, each with the
   * cancellation date its notice announces: `today` plus the days of notice the policy's state
   * asks for non-payment (`NON_PAYMENT_NOTICE_DAYS`), `defaultDays` where it names none, in the
   * transaction that queues their notices. Returns them, the date included.
   */
  async giveNotice(
    m: EntityManager,
    today: string,
    missedBy: string,
    defaultDays: number,
    limit: number,
  ): Promise<ClaimedInstalment[]> {
    const result = await m.query<unknown>(
      `UPDATE policy_instalments i
          SET status = 'NoticeSent', notice_sent_on = $1,
              cancellation_on = $1::date + coalesce(($5::jsonb ->> upper(${RISK_STATE}))::int, $3),
              updated_at = now()
         FROM policies p
        WHERE p.id = i.policy_id AND i.id IN (
          SELECT id FROM policy_instalments
           WHERE status = 'Missed' AND missed_on <= $2
           ORDER BY missed_on, id LIMIT $4 FOR UPDATE SKIP LOCKED)
        RETURNING ${COLUMNS}`,
      [today, missedBy, defaultDays, limit, JSON.stringify(NON_PAYMENT_NOTICE_DAYS)],
    );
    return returned(result);
  }

  /**
   * Policies whose notice of cancellation for non-payment has come due on `today` (an
   * instalment still under notice whose announced date has passed), with the earliest date.
   */
  nonPaymentDue(
    today: string,
    limit: number,
  ): Promise<Array<{ policyId: string; applicationId: string; cancellationOn: string }>> {
    return this.db.query(
      `SELECT policy_id AS "policyId", application_id AS "applicationId",
              to_char(min(cancellation_on), 'YYYY-MM-DD') AS "cancellationOn"
         FROM policy_instalments
        WHERE status = 'NoticeSent' AND cancellation_on <= $1
        GROUP BY policy_id, application_id
        ORDER BY min(cancellation_on), policy_id
        LIMIT $2`,
      [today, limit],
    );
  }

  /**
   * Bound policies whose ledger says money is owed, most overdue first; `overdueOnly` keeps those
   * with an instalment past its date and unpaid. Reads the ledger's and the policy's tables by
   * name, read-only.
   */
  receivables(window: { skip: number; take: number; overdueOnly: boolean }) {
    return this.db.query<ReceivableRow[]>(
      `WITH balances AS (
         SELECT policy_id, sum(CASE kind
                  WHEN 'Billed' THEN amount_cents WHEN 'Refunded' THEN amount_cents
                  WHEN 'Collected' THEN -amount_cents WHEN 'ReturnPremium' THEN -amount_cents
                  ELSE 0 END) AS due
           FROM policy_ledger_entries GROUP BY policy_id),
       overdue AS (
         SELECT policy_id, sum(amount_cents) AS cents, min(due_on) AS oldest,
                bool_or(status = 'NoticeSent') AS notice_sent
           FROM policy_instalments WHERE status IN ('Retrying', 'Missed', 'NoticeSent')
          GROUP BY policy_id)
       SELECT p.application_id AS quote_id, p.policy_number, b.legal_name AS business_name,
              c.email AS client_email, bal.due AS balance_due_cents,
              coalesce(o.cents, 0) AS overdue_cents, to_char(o.oldest, 'YYYY-MM-DD') AS oldest_overdue_on,
              coalesce(o.notice_sent, false) AS notice_sent, count(*) OVER () AS total
         FROM balances bal
         JOIN policies p ON p.id = bal.policy_id
         JOIN applications a ON a.id = p.application_id
         JOIN clients c ON c.id = a.client_id
         LEFT JOIN businesses b ON b.id = a.business_id
         LEFT JOIN overdue o ON o.policy_id = p.id
        WHERE bal.due > 0 AND ($3::boolean IS FALSE OR o.policy_id IS NOT NULL)
        ORDER BY o.oldest NULLS LAST, bal.due DESC, p.application_id
        OFFSET $1 LIMIT $2`,
      [window.skip, window.take, window.overdueOnly],
    );
  }
}
