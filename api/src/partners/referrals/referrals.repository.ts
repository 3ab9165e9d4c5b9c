/**
 * Loads and stores referrals: their rows as the lists and detail read them, the quote and
 * status history of one, the pay-as-you-go clients and payout lines of a payroll company, the
 * changes staff and the broker-of-record module make, and the status changes waiting for mail.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial, type EntityManager } from 'typeorm';
import {
  REFERRAL_CLOSING_STATUSES,
  ReferralType,
  type PayFrequency,
  type PaygoCarrierStatus,
  type ReferralStatus,
} from '@coverline/contracts';
import type { ReferralDto } from './dto/referral.dto';
import { Referral } from './entities/referral.entity';
import { REFERRAL_COLUMNS, REFERRAL_FROM, SqlConditions, type ReferralRow } from './referral-rows';

/** A page window and order as the lists give them. */
export interface RowWindow {
  skip: number;
  take: number;
  sort?: string;
  order?: string;
}

export interface PaygoRow {
  id: string;
  application_id: string;
  legal_name: string;
  dba: string | null;
  email: string;
  carrier: string;
  effective_date: string;
  expiration_date: string;
  pay_frequency: PayFrequency;
  carrier_status: PaygoCarrierStatus;
  created_at: Date;
  quote_status: string;
  policy_number: string | null;
  referral_number: string | null;
}

export interface QuoteRow {
  id: string;
  status: string;
  coverage_type: string;
  legal_name: string | null;
  email: string;
  policy_number: string | null;
  annual_premium_cents: string | null;
}

/** What a rep may read of the quote or broker-of-record change a referral led to. */
export interface RepOutcomeRow {
  status: string;
  coverage_type: string | null;
  policy_number: string | null;
  updated_at: Date;
}

export interface StatusEventRow {
  from_status: ReferralStatus | null;
  to_status: ReferralStatus;
  at: Date;
}

export interface PayoutRow {
  number: string;
  type: ReferralDto['type'];
  status: ReferralStatus;
  rep_first_name: string;
  rep_last_name: string;
  rep_email: string;
  business_name: string;
  policy_number: string | null;
  annual_premium_cents: string | null;
  created_at: Date;
  payout_decided_at: Date;
}

/**
 * A referral whose status changes are not mailed yet and have settled: its status now, the
 * status the rep last heard of, and the rep it is mailed to.
 */
export interface SettledReferral {
  referral_id: string;
  status: string;
  mailed_status: string | null;
  number: string;
  business_name: string;
  rep_email: string;
  rep_first_name: string;
  notify: boolean;
}

const orderOf = (w: RowWindow, table: string) => ({
  sort: w.sort === 'updatedAt' ? `${table}.updated_at` : `${table}.created_at`,
  order: w.order === 'ASC' ? 'ASC' : 'DESC',
});

@Injectable()
export class ReferralsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Runs the work in one transaction; every write of a change goes through its manager. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  insert(m: EntityManager, referral: DeepPartial<Referral>): Promise<Referral> {
    return m.save(m.create(Referral, referral));
  }

  async row(id: string): Promise<ReferralRow | undefined> {
    const rows: ReferralRow[] = await this.db.query(
      `SELECT ${REFERRAL_COLUMNS} ${REFERRAL_FROM} WHERE r.id = $1`,
      [id],
    );
    return rows[0];
  }

  async rowByToken(tokenHash: string): Promise<ReferralRow | undefined> {
    const rows: ReferralRow[] = await this.db.query(
      `SELECT ${REFERRAL_COLUMNS} ${REFERRAL_FROM} WHERE r.token_hash = $1`,
      [tokenHash],
    );
    return rows[0];
  }

  /** One page of the referrals the conditions select, and how many they select in all. */
  async page(c: SqlConditions, w: RowWindow): Promise<[ReferralRow[], number]> {
    const { sort, order } = orderOf(w, 'r');
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(
        `SELECT ${REFERRAL_COLUMNS} ${REFERRAL_FROM} ${c.sql()}
          ORDER BY ${sort} ${order}, r.number ${order}
          LIMIT ${w.take} OFFSET ${w.skip}`,
        c.params,
      ) as Promise<ReferralRow[]>,
      this.db.query(
        `SELECT count(*)::int AS total ${REFERRAL_FROM} ${c.sql()}`,
        c.params,
      ) as Promise<Array<{ total: number }>>,
    ]);
    return [rows, total];
  }

  /**
   * One page of a payroll company's pay-as-you-go clients: registrations whose payroll company
   * is the company, or whose quote one of the company's referrals follows, searched by name and
   * email.
   */
  async paygoPage(
    payrollCompanyId: string,
    searchLike: string | null,
    w: RowWindow,
  ): Promise<[PaygoRow[], number]> {
    const c = new SqlConditions();
    const co = c.param(payrollCompanyId);
    c.where.push(`(g.payroll_company_id = ${co} OR r.payroll_company_id = ${co})`);
    if (searchLike) {
      const p = c.param(searchLike);
      c.where.push(`(g.legal_name ILIKE ${p} OR g.dba ILIKE ${p} OR g.email ILIKE ${p})`);
    }
    const from = `FROM paygo_registrations g
      JOIN applications a ON a.id = g.application_id
      LEFT JOIN policies p ON p.application_id = g.application_id
      LEFT JOIN referrals r ON r.application_id = g.application_id`;
    const { sort, order } = orderOf(w, 'g');
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(
        `SELECT g.id, g.application_id, g.legal_name, g.dba, g.email, g.carrier,
                to_char(g.effective_date, 'YYYY-MM-DD') AS effective_date,
                to_char(g.expiration_date, 'YYYY-MM-DD') AS expiration_date,
                g.pay_frequency, g.carrier_status, g.created_at, a.status AS quote_status,
                p.policy_number, r.number AS referral_number
           ${from} ${c.sql()}
          ORDER BY ${sort} ${order}, g.id LIMIT ${w.take} OFFSET ${w.skip}`,
        c.params,
      ) as Promise<PaygoRow[]>,
      this.db.query(`SELECT count(*)::int AS total ${from} ${c.sql()}`, c.params) as Promise<
        Array<{ total: number }>
      >,
    ]);
    return [rows, total];
  }

  /** The quote a referral follows, with its client, business and policy. */
  async quote(quoteId: string): Promise<QuoteRow | undefined> {
    const rows: QuoteRow[] = await this.db.query(
      `SELECT a.id, a.status, a.coverage_type, b.legal_name, c.email, p.policy_number,
              p.annual_premium_cents
         FROM applications a
         JOIN clients c ON c.id = a.client_id
         JOIN businesses b ON b.id = a.business_id
         LEFT JOIN policies p ON p.application_id = a.id
        WHERE a.id = $1`,
      [quoteId],
    );
    return rows[0];
  }

  /**
   * The quote's stage as a rep reads it: status, line, the policy number once issued, and when
   * it last changed. Never the premium, the agent or staff's notes.
   */
  async repQuoteOutcome(quoteId: string): Promise<RepOutcomeRow | undefined> {
    const rows: RepOutcomeRow[] = await this.db.query(
      `SELECT a.status, a.coverage_type, p.policy_number, a.updated_at
         FROM applications a
         LEFT JOIN policies p ON p.application_id = a.id
        WHERE a.id = $1`,
      [quoteId],
    );
    return rows[0];
  }

  /** The broker-of-record change's stage as a rep reads it: status, line and last change. */
  async repBorOutcome(borApplicationId: string): Promise<RepOutcomeRow | undefined> {
    const rows: RepOutcomeRow[] = await this.db.query(
      `SELECT status, coverage_type, NULL AS policy_number, updated_at
         FROM bor_applications WHERE id = $1`,
      [borApplicationId],
    );
    return rows[0];
  }

  /** The referral's status changes, oldest first. */
  history(id: string): Promise<StatusEventRow[]> {
    return this.db.query(
      `SELECT from_status, to_status, at FROM referral_status_events
        WHERE referral_id = $1 ORDER BY at, id`,
      [id],
    );
  }

  /** The referral under a row lock, for a change in the caller's transaction. */
  locked(m: EntityManager, id: string): Promise<Referral | null> {
    return m.findOne(Referral, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  find(m: EntityManager, id: string): Promise<Referral> {
    return m.findOneByOrFail(Referral, { id });
  }

  async quoteExists(m: EntityManager, quoteId: string): Promise<boolean> {
    const rows: Array<{ id: string }> = await m.query(`SELECT id FROM applications WHERE id = $1`, [
      quoteId,
    ]);
    return rows.length > 0;
  }

  followingQuote(m: EntityManager, quoteId: string): Promise<Referral | null> {
    return m.findOneBy(Referral, { applicationId: quoteId });
  }

  async update(m: EntityManager, id: string, changes: DeepPartial<Referral>): Promise<void> {
    await m.update(Referral, { id }, changes);
  }

  /** The referral following the quote takes the status the quote's maps to. */
  async followQuote(m: EntityManager, quoteId: string): Promise<void> {
    await m.query(`SELECT referral_follow_quote($1)`, [quoteId]);
  }

  /** The referrals of a payroll company marked eligible for payout in a month (UTC). */
  payoutRows(payrollCompanyId: string, monthStart: string): Promise<PayoutRow[]> {
    return this.db.query(
      `SELECT r.number, r.type, r.status, r.rep_first_name, r.rep_last_name, r.rep_email,
              r.business_name, p.policy_number, p.annual_premium_cents, r.created_at,
              r.payout_decided_at
         FROM referrals r
         LEFT JOIN policies p ON p.application_id = r.application_id
        WHERE r.payroll_company_id = $1 AND r.payout = 'eligible'
          AND r.payout_decided_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'
          AND r.payout_decided_at < (($2::date) + interval '1 month')::timestamp AT TIME ZONE 'UTC'
        ORDER BY r.payout_decided_at, r.number`,
      [payrollCompanyId, monthStart],
    );
  }

  /**
   * Attaches the BOR application to the open BOR referral of the token, unless that referral
   * already follows one, with the status given (kept when null). Returns whether it attached.
   */
  /** Attaches a new quote to the open referral of the link, unless one is attached already. */
  async attachQuote(m: EntityManager, quoteId: string, tokenHash: string): Promise<boolean> {
    const [rows] = (await m.query(
      `UPDATE referrals SET application_id = $1, attached_at = now(), updated_at = now()
        WHERE token_hash = $2 AND application_id IS NULL AND NOT (status = ANY($3))
        RETURNING id`,
      [quoteId, tokenHash, REFERRAL_CLOSING_STATUSES],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  async attachBor(
    m: EntityManager,
    borApplicationId: string,
    tokenHash: string,
    status: ReferralStatus | null,
  ): Promise<boolean> {
    const [rows] = (await m.query(
      `UPDATE referrals SET bor_application_id = $1, attached_at = now(), updated_at = now(),
              status = coalesce($4, status)
        WHERE token_hash = $2 AND type = $3 AND bor_application_id IS NULL
          AND NOT (status = ANY($5))
        RETURNING id`,
      [borApplicationId, tokenHash, ReferralType.BOR, status, REFERRAL_CLOSING_STATUSES],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  /**
   * The open referral following the BOR application takes the status; returns whether one
   * changed.
   */
  async followBor(
    m: EntityManager,
    borApplicationId: string,
    status: ReferralStatus,
  ): Promise<boolean> {
    const [rows] = (await m.query(
      `UPDATE referrals SET status = $2, updated_at = now()
        WHERE bor_application_id = $1 AND status <> $2 AND NOT (status = ANY($3))
        RETURNING id`,
      [borApplicationId, status, REFERRAL_CLOSING_STATUSES],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  /**
   * Up to `limit` referrals with status changes not mailed yet, none of them later than
   * `settledBefore`; locked for the caller's transaction and skipped by concurrent ones. The
   * status the rep last heard of is the last handled change's.
   */
  settledReferrals(
    m: EntityManager,
    settledBefore: Date,
    limit: number,
  ): Promise<SettledReferral[]> {
    return m.query(
      `SELECT r.id AS referral_id, r.status, r.number, r.business_name,
              p.email AS rep_email, p.first_name AS rep_first_name,
              (p.active AND p.notify_referral_status) AS notify,
              (SELECT d.to_status FROM referral_status_events d
                WHERE d.referral_id = r.id AND d.notified_at IS NOT NULL
                ORDER BY d.id DESC LIMIT 1) AS mailed_status
         FROM referrals r
         JOIN payroll_reps p ON p.id = r.rep_id
        WHERE EXISTS (SELECT 1 FROM referral_status_events e
                       WHERE e.referral_id = r.id AND e.notified_at IS NULL)
          AND NOT EXISTS (SELECT 1 FROM referral_status_events e
                           WHERE e.referral_id = r.id AND e.notified_at IS NULL AND e.at > $1)
        ORDER BY r.id
        LIMIT ${limit}
          FOR UPDATE OF r SKIP LOCKED`,
      [settledBefore],
    );
  }

  /** Marks every change of the referrals not handled yet as handled (mailed or not). */
  async markNotified(m: EntityManager, referralIds: string[]): Promise<void> {
    await m.query(
      `UPDATE referral_status_events SET notified_at = now()
        WHERE referral_id = ANY($1) AND notified_at IS NULL`,
      [referralIds],
    );
  }
}
