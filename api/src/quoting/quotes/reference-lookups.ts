import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { CoverageType, EntityType, OwnerPayrollRule, UsStateCode } from '@coverline/contracts';
import { AnnouncedCache } from '../../common/database/announced-cache';
import { PgNotifications } from '../../common/database/pg-notifications';

/** Where a read runs: the pool, or a transaction's own connection. */
type Queryable = Pick<DataSource, 'query'> | Pick<EntityManager, 'query'>;

/** Where a trigger announces every change to the reference data read here. */
export const REFERENCE_DATA_CHANNEL = 'reference_data';

export interface CarrierSettings {
  name: string;
  initialQuoteMaxBackdatedDays: number;
  activeQuoteMaxBackdatedDays: number;
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

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PgNotifications) notifications: PgNotifications,
  ) {
    this.carriers = new AnnouncedCache(notifications, REFERENCE_DATA_CHANNEL);
    this.codes = new AnnouncedCache(notifications, REFERENCE_DATA_CHANNEL);
    this.rules = new AnnouncedCache(notifications, REFERENCE_DATA_CHANNEL);
  }

  /**
   * Active carriers that write the coverage. Inside a transaction, pass its manager: a value
   * not held is then read on the transaction's own connection (a second connection from the
   * pool could wait for ever once every connection is held by such a transaction) and not kept.
   */
  carriersFor(coverage: CoverageType, m?: EntityManager): Promise<CarrierSettings[]> {
    return this.held(this.carriers, coverage, m, (q) => this.readCarriers(q, coverage));
  }

  /** The class codes the business type maps to, by master index code or else NAICS code. */
  businessTypeCodes(
    masterIndexCode: string | null,
    naicsCode: string | null,
    m?: EntityManager,
  ): Promise<BusinessTypeCodes | null> {
    if (!masterIndexCode && !naicsCode) return Promise.resolve(null);
    return this.held(this.codes, JSON.stringify([masterIndexCode, naicsCode]), m, (q) =>
      this.readBusinessTypeCodes(q, masterIndexCode, naicsCode),
    );
  }

  /** The owner payroll rules admins maintain, every year of them. */
  ownerPayrollRules(m?: EntityManager): Promise<OwnerPayrollRule[]> {
    return this.held(this.rules, 'all', m, (q) => this.readOwnerPayrollRules(q));
  }

  private held<T>(
    cache: AnnouncedCache<T>,
    key: string,
    m: EntityManager | undefined,
    read: (q: Queryable) => Promise<T>,
  ): Promise<T> {
    if (!m) return cache.get(key, () => read(this.db));
    const value = cache.peek(key);
    return value !== undefined ? Promise.resolve(value) : read(m);
  }

  private async readCarriers(q: Queryable, coverage: CoverageType): Promise<CarrierSettings[]> {
    const rows: Array<{ name: string; initial: number; active: number }> = await q.query(
      `SELECT name, initial_quote_max_backdated_days AS initial,
              active_quote_max_backdated_days AS active
         FROM carriers WHERE active AND $1 = ANY(coverages) ORDER BY name`,
      [coverage],
    );
    return rows.map((r) => ({
      name: r.name,
      initialQuoteMaxBackdatedDays: r.initial,
      activeQuoteMaxBackdatedDays: r.active,
    }));
  }

  /** The most days any carrier of the line lets a new quote's effective date lie in the past. */
  async maxInitialBackdatedDays(coverage: CoverageType, m?: EntityManager): Promise<number> {
    const carriers = await this.carriersFor(coverage, m);
    return Math.max(0, ...carriers.map((c) => c.initialQuoteMaxBackdatedDays));
  }

  private async readBusinessTypeCodes(
    q: Queryable,
    masterIndexCode: string | null,
    naicsCode: string | null,
  ): Promise<BusinessTypeCodes | null> {
    const rows: Array<{
      payroll_state: string | null;
      wc_class_code: string | null;
      wc_class_description: string | null;
      custom_class_codes: Array<{ code: string; description: string | null }>;
      gl_class_code: string | null;
    }> = await q.query(
      `SELECT payroll_state, wc_class_code, wc_class_description, custom_class_codes, gl_class_code
         FROM naics_mappings
        WHERE NOT archived
          AND (master_index_code = $1::varchar OR ($1::varchar IS NULL AND naics_code = $2::varchar))
        ORDER BY master_index_code LIMIT 1`,
      [masterIndexCode, naicsCode],
    );
    const row = rows[0];
    if (!row) return null;
    const wcCodes = [
      ...(row.wc_class_code
        ? [{ code: row.wc_class_code, description: row.wc_class_description }]
        : []),
      ...row.custom_class_codes.map((c) => ({ code: c.code, description: c.description })),
    ].filter((c) => /^\d{4}$/.test(c.code));
    return {
      payrollStates: row.payroll_state ? row.payroll_state.split(',').map((s) => s.trim()) : null,
      wcCodes,
      glClassCode: row.gl_class_code,
    };
  }

  private async readOwnerPayrollRules(q: Queryable): Promise<OwnerPayrollRule[]> {
    const rows: Array<{
      year: number;
      entity_type: EntityType;
      state: UsStateCode;
      set_amount_cents: number;
      min_amount_cents: number;
      max_amount_cents: number;
    }> = await q.query(
      `SELECT year, entity_type, state, set_amount_cents, min_amount_cents, max_amount_cents
         FROM owner_payroll_rules ORDER BY year, state, entity_type`,
    );
    return rows.map((r) => ({
      year: r.year,
      entityType: r.entity_type,
      state: r.state,
      setAmountCents: r.set_amount_cents,
      minAmountCents: r.min_amount_cents,
      maxAmountCents: r.max_amount_cents,
    }));
  }
}
