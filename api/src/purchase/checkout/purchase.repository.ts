/**
 * The purchase's reads and writes of the quote's rows: its transaction, the lock that
 * serialises checkout, payment results and signatures of one application, the application's
 * status row and the owners' signature status.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SignatureStatus } from '@coverline/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { BusinessOwner } from '../../quoting/business/entities/business-owner.entity';
import { Application } from '../../quoting/quotes/entities/application.entity';

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

  findApplication(m: EntityManager, id: string): Promise<Application | null> {
    return m.findOneBy(Application, { id });
  }

  async setOwnerSignatureStatus(
    m: EntityManager,
    ownerId: string,
    signatureStatus: SignatureStatus,
  ): Promise<void> {
    await m.update(BusinessOwner, { id: ownerId }, { signatureStatus });
  }
}
