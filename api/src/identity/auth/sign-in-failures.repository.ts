import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** What is on record for an email's failed password sign-ins. */
export interface SignInFailureRecord {
  /** Seconds until the next attempt may be checked; 0 when it may be now. */
  waitSeconds: number;
}

/** Failures older than this start the count afresh. */
const FORGET_AFTER = `interval '1 day'`;

/** The count after one more failure of row `f`: one again when the last was long ago. */
const NEXT_COUNT = `CASE WHEN f.last_failed_at < now() - ${FORGET_AFTER} THEN 1 ELSE f.failures + 1 END`;

/**
 * When the attempt after `failures` failures may come: from the `$2`-th on, after
 * 2^(failures - $2 + 1) seconds (2, 4, 8, ...), at most `$3`; else at once (null).
 */
const retryAt = (failures: string) =>
  `CASE WHEN ${failures} >= $2::int
        THEN now() + make_interval(secs => LEAST(power(2, ${failures} - $2::int + 1), $3::int))
   END`;

/**
 * Failed password sign-ins per email (`sign_in_failures`, keyed by a keyed hash of the address):
 * read by primary key before a password is checked, counted up on a wrong one, removed on a
 * right one.
 */
@Injectable()
export class SignInFailuresRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The record for this key, if any failures are on it (one primary-key read). */
  async find(key: string): Promise<SignInFailureRecord | null> {
    const rows: Array<{ wait: number }> = await this.db.query(
      `SELECT GREATEST(0, CEIL(EXTRACT(EPOCH FROM retry_at - now())))::int AS wait
         FROM sign_in_failures WHERE email_key = $1`,
      [key],
    );
    return rows[0] ? { waitSeconds: rows[0].wait ?? 0 } : null;
  }

  /**
   * For a key with failures on record and no wait left: counts this attempt as a failure before
   * its password is checked, setting the wait for the one after it, so attempts sent together
   * cannot all slip through the same opening. False when another attempt took the opening first
   * (or the record went).
   */
  async claimAttempt(key: string, threshold: number, maxSeconds: number): Promise<boolean> {
    // An UPDATE answers its rows and the count through TypeORM: the count says who claimed.
    const [, claimed] = (await this.db.query(
      `UPDATE sign_in_failures AS f
          SET failures = ${NEXT_COUNT}, last_failed_at = now(), retry_at = ${retryAt(NEXT_COUNT)}
        WHERE email_key = $1 AND (retry_at IS NULL OR retry_at <= now())`,
      [key, threshold, maxSeconds],
    )) as [unknown[], number];
    return claimed > 0;
  }

  /**
   * Counts a failure for a key that had none on record when its attempt began. Failures a day
   * old are forgotten, here for this key and, in passing, for every other key.
   */
  async recordFailure(key: string, threshold: number, maxSeconds: number): Promise<void> {
    await this.db.query(
      `WITH stale AS (
         DELETE FROM sign_in_failures
          WHERE last_failed_at < now() - ${FORGET_AFTER} AND email_key <> $1
       )
       INSERT INTO sign_in_failures AS f (email_key, failures, last_failed_at, retry_at)
       VALUES ($1, 1, now(), ${retryAt('1')})
       ON CONFLICT (email_key) DO UPDATE
          SET failures = ${NEXT_COUNT}, last_failed_at = now(), retry_at = ${retryAt(NEXT_COUNT)}`,
      [key, threshold, maxSeconds],
    );
  }

  /** Forgets the failures: the right password was given. */
  async clear(key: string): Promise<void> {
    await this.db.query(`DELETE FROM sign_in_failures WHERE email_key = $1`, [key]);
  }
}
