/**
 * The rating's writes, in raw SQL so each is one statement: the claim that lets one rating run
 * per quote with the carrier rows set to rating, the carriers' answers as they arrive (which
 * answer the stored rows, so nothing is read again), and the release.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { addYearsIso, CarrierSyncStatus, QuoteSource, RatingState } from '@coverline/contracts';
import { preparedQuery } from '../../common/database/prepared';
import type { CarrierAdapter, CarrierQuote as CarrierAnswer } from '../rating';
import { CarrierQuote } from './entities/carrier-quote.entity';

/**
 * The columns a stored carrier quote is answered with (its worksheet and rated terms are the
 * answer's own: not read back).
 */
const STORED_COLUMNS = `cq.id, cq.created_at, cq.updated_at, cq.application_id, cq.carrier,
  cq.rating_state, cq.annual_premium_cents, cq.bindability, cq.reasons, cq.sync_status,
  cq.quote_source, cq.sandbox, cq.effective_date::text AS effective_date,
  cq.expiration_date::text AS expiration_date, cq.rated_version, cq.rated_at, cq.notes`;

/** The answers as `jsonb_to_recordset` reads them (`ANSWER_COLUMNS`). */
const ANSWER_COLUMNS = `u(carrier varchar, sandbox boolean, premium bigint, bindability varchar,
  reasons jsonb, worksheet jsonb, rated_terms jsonb, effective_date date, expiration_date date)`;

/** Ends the claim of the quote `$1` (when `condition` holds) and answers its version. */
const releaseClaim = (condition = '') =>
  `UPDATE applications SET rating_started_at = NULL WHERE id = $1 ${condition} RETURNING version`;

@Injectable()
export class RatingRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Claims the quote for a rating and shows every carrier about to rate as rating, its previous
   * answer cleared, in one statement; false (and nothing written) while another rating runs. A
   * claim older than `staleAfterMs` is taken over: its process died.
   */
  async claimAndStart(
    applicationId: string,
    staleAfterMs: number,
    adapters: CarrierAdapter[],
  ): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `WITH claimed AS (
         UPDATE applications SET rating_started_at = now()
          WHERE id = $1 AND (rating_started_at IS NULL
            OR rating_started_at < now() - make_interval(secs => $2))
          RETURNING id)
       INSERT INTO carrier_quotes (application_id, carrier, rating_state, sync_status, quote_source, sandbox)
       SELECT claimed.id, r.carrier, 'rating', 'Not submitted', 'api', r.sandbox
         FROM claimed, unnest($3::varchar[], $4::boolean[]) AS r(carrier, sandbox)
       ON CONFLICT (application_id, carrier) DO UPDATE SET
         rating_state = 'rating', annual_premium_cents = NULL, bindability = NULL,
         reasons = '{}', worksheet = NULL, rated_terms = NULL, sync_status = 'Not submitted',
         effective_date = NULL, expiration_date = NULL, rated_version = NULL, rated_at = NULL,
         sandbox = EXCLUDED.sandbox, updated_at = now()
       RETURNING 1`,
      [
        applicationId,
        staleAfterMs / 1000,
        adapters.map((a) => a.carrier),
        adapters.map((a) => a.sandbox),
      ],
    );
    return rows.length > 0;
  }

  /** Ends the claim; answers the quote's version now (null when the quote is gone). */
  async release(applicationId: string): Promise<number | null> {
    // UPDATE ... RETURNING answers [rows, count] through TypeORM.
    const [rows] = (await this.db.query(releaseClaim(), [applicationId])) as [
      Array<{ version: number }>,
      number,
    ];
    return rows[0]?.version ?? null;
  }

  /**
   * Stores carriers' answers, in one statement however many arrive together, and answers the
   * stored rows as the carrier quotes they now are (the worksheet is the answer's own: it is not
   * sent back). Each is up to date only if the submission has not changed since rating began.
   * The answers travel as one JSON document rather than one array per column. With `release`,
   * the same statement ends the claim and answers the quote's version (as `release` does).
   */
  async store(
    applicationId: string,
    ratedVersion: number,
    submittedEffectiveDate: string,
    answers: CarrierAnswer[],
    { release = false }: { release?: boolean } = {},
  ): Promise<{ stored: CarrierQuote[]; version: number | null }> {
    const rows: Array<StoredRow & { app_version: number | null }> = await this.db.query(
      `WITH stored AS (UPDATE carrier_quotes cq SET
         rating_state = $3, annual_premium_cents = u.premium, bindability = u.bindability,
         reasons = ARRAY(SELECT jsonb_array_elements_text(u.reasons)),
         worksheet = u.worksheet, rated_terms = u.rated_terms, effective_date = u.effective_date,
         expiration_date = u.expiration_date, rated_version = $2, rated_at = now(),
         updated_at = now(),
         sync_status = CASE WHEN (SELECT version FROM applications WHERE id = $1) = $2
                            THEN $4 ELSE $5 END
        FROM jsonb_to_recordset($6::jsonb) AS ${ANSWER_COLUMNS}
       WHERE cq.application_id = $1 AND cq.carrier = u.carrier
       RETURNING ${STORED_COLUMNS}),
       released AS (${releaseClaim('AND $7')})
       SELECT stored.*, (SELECT version FROM released) AS app_version FROM stored`,
      [
        applicationId,
        ratedVersion,
        RatingState.Done,
        CarrierSyncStatus.UpToDate,
        CarrierSyncStatus.OutOfSync,
        answersDocument(answers, submittedEffectiveDate),
        release,
      ],
    );
    return { stored: storedQuotes(rows, answers), version: rows[0]?.app_version ?? null };
  }

  /**
   * Answers that are all in before anything was written (carriers priced in process) go in one
   * statement: it checks no other rating holds the quote (as `claimAndStart` does), writes every carrier row with its answer and answers the stored rows
   * and the quote's version; nothing is claimed, as nothing is left to wait for. Null, and
   * nothing written, while another rating runs. Prepared: each connection plans it once.
   */
  async storeUnclaimed(
    applicationId: string,
    staleAfterMs: number,
    ratedVersion: number,
    submittedEffectiveDate: string,
    answers: CarrierAnswer[],
  ): Promise<{ stored: CarrierQuote[]; version: number } | null> {
    const rows = await preparedQuery<StoredRow & { app_version: number }>(
      this.db,
      `WITH free AS (
         SELECT id, version FROM applications
          WHERE id = $1 AND (rating_started_at IS NULL
            OR rating_started_at < now() - make_interval(secs => $2))),
       stored AS (
         INSERT INTO carrier_quotes AS cq (application_id, carrier, rating_state,
           annual_premium_cents, bindability, reasons, worksheet, rated_terms, sync_status,
           quote_source, sandbox, effective_date, expiration_date, rated_version, rated_at)
         SELECT free.id, u.carrier, $3, u.premium, u.bindability,
                ARRAY(SELECT jsonb_array_elements_text(u.reasons)), u.worksheet, u.rated_terms,
                CASE WHEN free.version = $4 THEN $5 ELSE $6 END, $7, u.sandbox,
                u.effective_date, u.expiration_date, $4, now()
           FROM free, jsonb_to_recordset($8::jsonb) AS ${ANSWER_COLUMNS}
         ON CONFLICT (application_id, carrier) DO UPDATE SET
           rating_state = EXCLUDED.rating_state,
           annual_premium_cents = EXCLUDED.annual_premium_cents,
           bindability = EXCLUDED.bindability, reasons = EXCLUDED.reasons,
           worksheet = EXCLUDED.worksheet, rated_terms = EXCLUDED.rated_terms,
           sync_status = EXCLUDED.sync_status,
           sandbox = EXCLUDED.sandbox, effective_date = EXCLUDED.effective_date,
           expiration_date = EXCLUDED.expiration_date, rated_version = EXCLUDED.rated_version,
           rated_at = EXCLUDED.rated_at, updated_at = now()
         RETURNING ${STORED_COLUMNS})
       SELECT stored.*, free.version AS app_version FROM stored, free`,
      [
        applicationId,
        staleAfterMs / 1000,
        RatingState.Done,
        ratedVersion,
        CarrierSyncStatus.UpToDate,
        CarrierSyncStatus.OutOfSync,
        QuoteSource.Api,
        answersDocument(answers, submittedEffectiveDate),
      ],
    );
    if (rows.length === 0) return null;
    return { stored: storedQuotes(rows, answers), version: rows[0].app_version };
  }

  /**
   * Settles the choice of a carrier quote its carrier has just rated again: the application's
   * status set, the choice cleared when `note` is given (and the note left on the carrier
   * quote), in one statement, and only while the quote is still at the version rated and that
   * carrier quote still chosen. Answers the new version, or null when the quote moved on.
   */
  async settleChoice(
    applicationId: string,
    ratedVersion: number,
    carrierQuoteId: string,
    status: string,
    note: string | null,
  ): Promise<number | null> {
    const rows: Array<{ version: number }> = await this.db.query(
      `WITH settled AS (
         UPDATE applications SET status = $4,
                selected_carrier_quote_id = CASE WHEN $5::text IS NULL THEN $3::uuid END,
                version = version + 1, updated_at = now()
          WHERE id = $1 AND version = $2 AND selected_carrier_quote_id = $3
          RETURNING version),
       noted AS (
         UPDATE carrier_quotes SET notes = $5, updated_at = now()
          WHERE id = $3 AND $5::text IS NOT NULL AND EXISTS (SELECT 1 FROM settled))
       SELECT version FROM settled`,
      [applicationId, ratedVersion, carrierQuoteId, status, note],
    );
    return rows[0]?.version ?? null;
  }
}

/** The terms an answer priced; none without a premium. */
const pricedTerms = (a: CarrierAnswer) => (a.premiumCents === null ? null : a.terms);

/** The answers as one JSON document, a record per carrier (`ANSWER_COLUMNS`). */
function answersDocument(answers: CarrierAnswer[], submittedEffectiveDate: string): string {
  return JSON.stringify(
    answers.map((a) => {
      const effective = a.premiumCents === null ? null : submittedEffectiveDate;
      return {
        carrier: a.carrier,
        sandbox: a.sandbox,
        premium: a.premiumCents,
        bindability: a.bindability,
        reasons: a.reasons.map((r) => r.code),
        worksheet: a.worksheet,
        rated_terms: pricedTerms(a),
        effective_date: effective,
        expiration_date: effective ? addYearsIso(effective, 1) : null,
      };
    }),
  );
}

/** The stored rows as carrier quotes, each with the worksheet and rated terms of its answer. */
function storedQuotes(rows: StoredRow[], answers: CarrierAnswer[]): CarrierQuote[] {
  const byCarrier = new Map<string, CarrierAnswer>(answers.map((a) => [a.carrier, a]));
  return rows.map((row) => {
    const answer = byCarrier.get(row.carrier);
    return Object.assign(new CarrierQuote(), {
      id: row.id,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      applicationId: row.application_id,
      carrier: row.carrier,
      ratingState: row.rating_state,
      annualPremiumCents:
        row.annual_premium_cents === null ? null : Number(row.annual_premium_cents),
      bindability: row.bindability,
      reasons: row.reasons,
      worksheet: answer?.worksheet ?? null,
      syncStatus: row.sync_status,
      quoteSource: row.quote_source,
      sandbox: row.sandbox,
      effectiveDate: row.effective_date,
      expirationDate: row.expiration_date,
      ratedVersion: row.rated_version,
      ratedAt: row.rated_at,
      notes: row.notes,
      ratedTerms: answer ? pricedTerms(answer) : null,
    });
  });
}

/** A stored carrier quote as the store statement returns it. */
interface StoredRow {
  id: string;
  created_at: Date;
  updated_at: Date;
  application_id: string;
  carrier: string;
  rating_state: CarrierQuote['ratingState'];
  annual_premium_cents: string | null;
  bindability: CarrierQuote['bindability'];
  reasons: CarrierQuote['reasons'];
  sync_status: CarrierQuote['syncStatus'];
  quote_source: CarrierQuote['quoteSource'];
  sandbox: boolean;
  effective_date: string | null;
  expiration_date: string | null;
  rated_version: number | null;
  rated_at: Date | null;
  notes: string | null;
}
