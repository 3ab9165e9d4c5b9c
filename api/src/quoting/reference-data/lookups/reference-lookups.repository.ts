/**
 * The reads behind `ReferenceLookups`: carriers of a line, a business type's class codes and the
 * owner payroll rules, on the pool or on a transaction's own connection.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { CoverageType, EntityType, OwnerPayrollRule, UsStateCode } from '@coverline/contracts';
import type { BusinessTypeCodes, BusinessTypeEntry, CarrierSettings } from './reference-lookups';

@Injectable()
export class ReferenceLookupsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Where a read runs: the transaction's own connection when given, else the pool. */
  private on(m: EntityManager | undefined): Pick<DataSource, 'query'> {
    return m ?? this.db;
  }

  /** Active carriers that write the coverage, by name, with their backdating limits and discount. */
  async carriers(coverage: CoverageType, m?: EntityManager): Promise<CarrierSettings[]> {
    const rows: Array<{ name: string; initial: number; active: number; discount: string }> =
      await this.on(m).query(
        `SELECT name, initial_quote_max_backdated_days AS initial,
                active_quote_max_backdated_days AS active, discount_percent AS discount
           FROM carriers WHERE active AND $1 = ANY(coverages) ORDER BY name`,
        [coverage],
      );
    return rows.map((r) => ({
      name: r.name,
      initialQuoteMaxBackdatedDays: r.initial,
      activeQuoteMaxBackdatedDays: r.active,
      discountPercent: Number(r.discount),
    }));
  }

  /** The class codes the entry in use maps to, by master index code or else NAICS code. */
  async businessTypeCodes(
    masterIndexCode: string | null,
    naicsCode: string | null,
    m?: EntityManager,
  ): Promise<BusinessTypeCodes | null> {
    const rows: Array<{
      payroll_state: string | null;
      wc_class_code: string | null;
      wc_class_description: string | null;
      custom_class_codes: Array<{ code: string; description: string | null }>;
      gl_class_code: string | null;
    }> = await this.on(m).query(
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

  /** Every business type of the master index in use, by master index code. */
  async businessTypes(m?: EntityManager): Promise<BusinessTypeEntry[]> {
    const rows: Array<{
      master_index_code: string;
      master_index_description: string;
      naics_code: string;
      wc_class_code: string | null;
      gl_class_code: string | null;
      keywords: string[];
    }> = await this.on(m).query(
      `SELECT master_index_code, master_index_description, naics_code, wc_class_code,
              gl_class_code, keywords
         FROM naics_mappings WHERE NOT archived ORDER BY master_index_description, master_index_code`,
    );
    return rows.map((r) => ({
      masterIndexCode: r.master_index_code,
      description: r.master_index_description,
      naicsCode: r.naics_code.trim(),
      wcClassCode: r.wc_class_code,
      glClassCode: r.gl_class_code,
      keywords: r.keywords,
    }));
  }

  /** Every year's owner payroll rules. */
  async ownerPayrollRules(m?: EntityManager): Promise<OwnerPayrollRule[]> {
    const rows: Array<{
      year: number;
      entity_type: EntityType;
      state: UsStateCode;
      set_amount_cents: number;
      min_amount_cents: number;
      max_amount_cents: number;
    }> = await this.on(m).query(
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
