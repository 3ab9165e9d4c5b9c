/**
 * The rating's writes, in raw SQL so each is one statement: the claim that lets one rating run
 * per quote with the carrier rows set to rating, and the carriers' answers as they arrive.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { addYearsIso, CarrierSyncStatus, RatingState } from '@coverline/contracts';
import type { CarrierAdapter, CarrierQuote as CarrierAnswer } from '../rating';

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
         reasons = '{}', worksheet = NULL, sync_status = 'Not submitted',
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

  async release(applicationId: string): Promise<void> {
    await this.db.query(`UPDATE applications SET rating_started_at = NULL WHERE id = $1`, [
      applicationId,
    ]);
  }

  /**
   * Stores carriers' answers, in one statement however many arrive together. Each is up to date
   * only if the submission has not changed since rating began.
   */
  async store(
    applicationId: string,
    ratedVersion: number,
    submittedEffectiveDate: string,
    answers: CarrierAnswer[],
  ): Promise<void> {
    const effective = answers.map((a) => (a.premiumCents === null ? null : submittedEffectiveDate));
    await this.db.query(
      `UPDATE carrier_quotes cq SET
         rating_state = $3, annual_premium_cents = u.premium, bindability = u.bindability,
         reasons = ARRAY(SELECT jsonb_array_elements_text(u.reasons)),
         worksheet = u.worksheet, effective_date = u.effective_date,
         expiration_date = u.expiration_date, rated_version = $2, rated_at = now(),
         updated_at = now(),
         sync_status = CASE WHEN (SELECT version FROM applications WHERE id = $1) = $2
                            THEN $4 ELSE $5 END
        FROM unnest($6::varchar[], $7::bigint[], $8::varchar[], $9::jsonb[], $10::jsonb[],
                    $11::date[], $12::date[])
          AS u(carrier, premium, bindability, reasons, worksheet, effective_date, expiration_date)
       WHERE cq.application_id = $1 AND cq.carrier = u.carrier`,
      [
        applicationId,
        ratedVersion,
        RatingState.Done,
        CarrierSyncStatus.UpToDate,
        CarrierSyncStatus.OutOfSync,
        answers.map((a) => a.carrier),
        answers.map((a) => a.premiumCents),
        answers.map((a) => a.bindability),
        answers.map((a) => JSON.stringify(a.reasons.map((r) => r.code))),
        answers.map((a) => (a.worksheet === null ? null : JSON.stringify(a.worksheet))),
        effective,
        effective.map((d) => (d ? addYearsIso(d, 1) : null)),
      ],
    );
  }
}
