/**
 * The rating's writes, in raw SQL so each is one statement: the claim that lets one rating run
 * per quote, the carrier rows set to rating, and each carrier's answer as it arrives.
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
   * Claims the quote for a rating; false while another one runs. A claim older than
   * `staleAfterMs` is taken over: its process died.
   */
  async claim(applicationId: string, staleAfterMs: number): Promise<boolean> {
    const [claimed] = (await this.db.query(
      `UPDATE applications SET rating_started_at = now()
        WHERE id = $1 AND (rating_started_at IS NULL
          OR rating_started_at < now() - make_interval(secs => $2))
        RETURNING id`,
      [applicationId, staleAfterMs / 1000],
    )) as [unknown[], number];
    return claimed.length > 0;
  }

  async release(applicationId: string): Promise<void> {
    await this.db.query(`UPDATE applications SET rating_started_at = NULL WHERE id = $1`, [
      applicationId,
    ]);
  }

  /** Every carrier about to rate shows as rating, its previous answer cleared (one statement). */
  async startRows(applicationId: string, adapters: CarrierAdapter[]): Promise<void> {
    await this.db.query(
      `INSERT INTO carrier_quotes (application_id, carrier, rating_state, sync_status, quote_source, sandbox)
       SELECT $1::uuid, r.carrier, 'rating', 'Not submitted', 'api', r.sandbox
         FROM unnest($2::varchar[], $3::boolean[]) AS r(carrier, sandbox)
       ON CONFLICT (application_id, carrier) DO UPDATE SET
         rating_state = 'rating', annual_premium_cents = NULL, bindability = NULL,
         reasons = '{}', worksheet = NULL, sync_status = 'Not submitted',
         effective_date = NULL, expiration_date = NULL, rated_version = NULL, rated_at = NULL,
         sandbox = EXCLUDED.sandbox, updated_at = now()`,
      [applicationId, adapters.map((a) => a.carrier), adapters.map((a) => a.sandbox)],
    );
  }

  /**
   * Stores one carrier's answer. It is up to date only if the submission has not changed
   * since rating began.
   */
  async store(
    applicationId: string,
    ratedVersion: number,
    submittedEffectiveDate: string,
    answer: CarrierAnswer,
  ): Promise<void> {
    const effectiveDate = answer.premiumCents === null ? null : submittedEffectiveDate;
    await this.db.query(
      `UPDATE carrier_quotes SET
         rating_state = $3, annual_premium_cents = $4, bindability = $5, reasons = $6,
         worksheet = $7, effective_date = $8, expiration_date = $9, rated_version = $10,
         rated_at = now(), updated_at = now(),
         sync_status = CASE WHEN (SELECT version FROM applications WHERE id = $1) = $10
                            THEN $11 ELSE $12 END
       WHERE application_id = $1 AND carrier = $2`,
      [
        applicationId,
        answer.carrier,
        RatingState.Done,
        answer.premiumCents,
        answer.bindability,
        answer.reasons.map((r) => r.code),
        answer.worksheet === null ? null : JSON.stringify(answer.worksheet),
        effectiveDate,
        effectiveDate ? addYearsIso(effectiveDate, 1) : null,
        ratedVersion,
        CarrierSyncStatus.UpToDate,
        CarrierSyncStatus.OutOfSync,
      ],
    );
  }
}
