/**
 * Loads and stores the owner payroll rules: pages of them, a year's, the years there are, and
 * the copying and deleting of whole years, each year's change under its advisory lock.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial, type EntityManager } from 'typeorm';
import type { EntityType, UsStateCode } from '@coverline/contracts';
import type { PayrollRulesQueryDto } from './dto/payroll-rule.dto';
import { OwnerPayrollRuleEntity } from './entities/owner-payroll-rule.entity';

@Injectable()
export class PayrollRulesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private get rules() {
    return this.db.getRepository(OwnerPayrollRuleEntity);
  }

  page(
    query: PayrollRulesQueryDto,
    window: { skip: number; take: number },
  ): Promise<[OwnerPayrollRuleEntity[], number]> {
    const qb = this.rules.createQueryBuilder('r');
    if (query.year !== undefined) qb.andWhere('r.year = :year', { year: query.year });
    if (query.state) qb.andWhere('r.state = :state', { state: query.state });
    if (query.entityType)
      qb.andWhere('r.entity_type = :entityType', { entityType: query.entityType });
    if (query.sort) qb.orderBy(`r.${query.sort}`, query.order ?? 'DESC');
    else
      qb.orderBy('r.year', query.order ?? 'DESC')
        .addOrderBy('r.state')
        .addOrderBy('r.entity_type');
    return qb.addOrderBy('r.id').skip(window.skip).take(window.take).getManyAndCount();
  }

  /** Each year that has rules, newest first, with how many. */
  async years(): Promise<Array<{ year: number; rules: number }>> {
    const rows = await this.db.query<Array<{ year: number; rules: string }>>(
      `SELECT year, count(*) AS rules FROM owner_payroll_rules GROUP BY year ORDER BY year DESC`,
    );
    return rows.map((r) => ({ year: r.year, rules: Number(r.rules) }));
  }

  forYear(year: number): Promise<OwnerPayrollRuleEntity[]> {
    return this.rules.find({ where: { year }, order: { state: 'ASC', entityType: 'ASC' } });
  }

  /** Every year's rule of the work state and entity type. */
  of(state: UsStateCode, entityType: EntityType): Promise<OwnerPayrollRuleEntity[]> {
    return this.rules.find({ where: { state, entityType } });
  }

  findById(id: string): Promise<OwnerPayrollRuleEntity | null> {
    return this.rules.findOneBy({ id });
  }

  merge(
    rule: OwnerPayrollRuleEntity,
    fields: DeepPartial<OwnerPayrollRuleEntity>,
  ): OwnerPayrollRuleEntity {
    return this.rules.merge(rule, fields);
  }

  save(rule: OwnerPayrollRuleEntity): Promise<OwnerPayrollRuleEntity> {
    return this.rules.save(rule);
  }

  /** Runs the work in one transaction holding the advisory lock of the name. */
  locked<T>(lock: string, work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lock]);
      return work(m);
    });
  }

  async countOfYear(m: EntityManager, year: number): Promise<number> {
    const [{ count }] = await m.query<Array<{ count: string }>>(
      'SELECT count(*) FROM owner_payroll_rules WHERE year = $1',
      [year],
    );
    return Number(count);
  }

  /** Copies every rule of a year into another; answers how many were copied. */
  async copyYear(m: EntityManager, fromYear: number, toYear: number): Promise<number> {
    const copied = await m.query<unknown[]>(
      `INSERT INTO owner_payroll_rules
         (year, entity_type, state, set_amount_cents, min_amount_cents, max_amount_cents)
       SELECT $2, entity_type, state, set_amount_cents, min_amount_cents, max_amount_cents
         FROM owner_payroll_rules WHERE year = $1
       RETURNING id`,
      [fromYear, toYear],
    );
    return copied.length;
  }

  async yearsIn(m: EntityManager): Promise<number[]> {
    const years = await m.query<Array<{ year: number }>>(
      'SELECT DISTINCT year FROM owner_payroll_rules',
    );
    return years.map((y) => y.year);
  }

  /** Deletes a year's rules; answers how many there were. */
  async deleteYear(m: EntityManager, year: number): Promise<number> {
    const deleted = await m.query<[unknown[], number]>(
      'DELETE FROM owner_payroll_rules WHERE year = $1',
      [year],
    );
    return deleted[1];
  }
}
