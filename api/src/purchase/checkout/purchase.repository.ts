/**
 * The purchase's transaction and the lock that serialises checkout, payment results and
 * signatures of one application (the quote's rows themselves are read and written through
 * quoting's `QuoteRecords`).
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

@Injectable()
export class PurchaseRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Runs the work in one transaction; every write of a change goes through its manager. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Locks the application row for the purchase. Not FOR UPDATE: the checkout row references
   * the application, so its insert (on the payments module's own connection) must not wait.
   */
  async lockApplication(m: EntityManager, id: string): Promise<void> {
    await m.query(`SELECT id FROM applications WHERE id = $1 FOR NO KEY UPDATE`, [id]);
  }
}
