/**
 * Every query of an application's billing information, and the payment types the carrier
 * offers that it is checked against.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial, type EntityManager } from 'typeorm';
import { BillingInfo } from './entities/billing-info.entity';

@Injectable()
export class BillingRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Runs the work in one transaction; every write of a change goes through its manager. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The application's billing information, if saved. */
  find(applicationId: string, m: EntityManager = this.db.manager): Promise<BillingInfo | null> {
    return m.findOneBy(BillingInfo, { applicationId });
  }

  /** Saves the application's billing information, replacing what was saved before. */
  save(m: EntityManager, fields: DeepPartial<BillingInfo>): Promise<BillingInfo> {
    return m.save(m.create(BillingInfo, fields));
  }
}
