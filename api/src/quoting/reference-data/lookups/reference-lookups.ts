import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CoverageType, OwnerPayrollRule } from '@coverline/contracts';
import { AnnouncedCache } from '../../../common/database/announced-cache';
import { PgNotifications } from '../../../common/database/pg-notifications';
import { ReferenceLookupsRepository } from './reference-lookups.repository';

/** Where a trigger announces every change to the reference data read here. */
export const REFERENCE_DATA_CHANNEL = 'reference_data';

export interface CarrierSettings {
  name: string;
  initialQuoteMaxBackdatedDays: number;
  activeQuoteMaxBackdatedDays: number;
  /** The carrier's discount setting in percent, which its rating applies (docs/rating.md). */
  discountPercent: number;
}

/** A business type of the master index with the codes it is rated with. */
export interface BusinessTypeEntry {
  masterIndexCode: string;
  description: string;
  naicsCode: string;
  wcClassCode: string | null;
  glClassCode: string | null;
  keywords: string[];
}

export interface BusinessTypeCodes {
  /** States the mapping is limited to (null: every state). */
  payrollStates: string[] | null;
  /** Workers compensation class codes: the entry's own, then its custom ones. */
  wcCodes: Array<{ code: string; description: string | null }>;
  /** The general liability class the business is rated in. */
  glClassCode: string | null;
}

/**
 * The reference data quoting reads (carriers, the NAICS master index, owner payroll rules),
 * maintained by admins in the settings screens. Each answer is held in process until a change
 * to its table is announced (every instance drops them when the change commits), so a rating
 * reads none of them from the database.
 */
@Injectable()
export class ReferenceLookups {
  private readonly carriers: AnnouncedCache<CarrierSettings[]>;
  private readonly codes: AnnouncedCache<BusinessTypeCodes | null>;
  private readonly rules: AnnouncedCache<OwnerPayrollRule[]>;
  private readonly types: AnnouncedCache<BusinessTypeEntry[]>;

  constructor(
    @Inject(ReferenceLookupsRepository) private readonly repo: ReferenceLookupsRepository,
    @Inject(PgNotifications) notifications: PgNotifications,
  ) {
    this.carriers = new AnnouncedCache(notifications, REFERENCE_DATA_CHANNEL);
    this.codes = new AnnouncedCache(notifications, REFERENCE_DATA_CHANNEL);
    this.rules = new AnnouncedCache(notifications, REFERENCE_DATA_CHANNEL);
    this.types = new AnnouncedCache(notifications, REFERENCE_DATA_CHANNEL);
  }

  /**
   * Active carriers that write the coverage. Inside a transaction, pass its manager: a value
   * not held is then read on the transaction's own connection (a second connection from the
   * pool could wait for ever once every connection is held by such a transaction) and not kept.
   */
  carriersFor(coverage: CoverageType, m?: EntityManager): Promise<CarrierSettings[]> {
    return this.held(this.carriers, coverage, m, (tx) => this.repo.carriers(coverage, tx));
  }

  /** The class codes the business type maps to, by master index code or else NAICS code. */
  businessTypeCodes(
    masterIndexCode: string | null,
    naicsCode: string | null,
    m?: EntityManager,
  ): Promise<BusinessTypeCodes | null> {
    if (!masterIndexCode && !naicsCode) return Promise.resolve(null);
    return this.held(this.codes, JSON.stringify([masterIndexCode, naicsCode]), m, (tx) =>
      this.repo.businessTypeCodes(masterIndexCode, naicsCode, tx),
    );
  }

  /**
   * Every business type of the master index in use (what the appetite guide searches); the same
   * array until a change to the reference data is announced.
   */
  businessTypes(): Promise<BusinessTypeEntry[]> {
    return this.types.get('all', () => this.repo.businessTypes());
  }

  /** The owner payroll rules admins maintain, every year of them. */
  ownerPayrollRules(m?: EntityManager): Promise<OwnerPayrollRule[]> {
    return this.held(this.rules, 'all', m, (tx) => this.repo.ownerPayrollRules(tx));
  }

  private held<T>(
    cache: AnnouncedCache<T>,
    key: string,
    m: EntityManager | undefined,
    read: (m?: EntityManager) => Promise<T>,
  ): Promise<T> {
    if (!m) return cache.get(key, () => read());
    const value = cache.peek(key);
    return value !== undefined ? Promise.resolve(value) : read(m);
  }

  /** The most days any carrier of the line lets a new quote's effective date lie in the past. */
  async maxInitialBackdatedDays(coverage: CoverageType, m?: EntityManager): Promise<number> {
    const carriers = await this.carriersFor(coverage, m);
    return Math.max(0, ...carriers.map((c) => c.initialQuoteMaxBackdatedDays));
  }
}
