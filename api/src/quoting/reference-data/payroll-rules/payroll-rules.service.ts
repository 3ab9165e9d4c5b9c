import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import {
  checkPayrollRuleAmounts,
  describePayrollRuleCode,
  PayrollRuleCode,
  resolveOwnerPayroll,
  type OwnerPayrollOutcome,
} from '@coverline/contracts';
import { pageWindow, type Page } from '../../../common/http/pagination';
import type {
  DiffYearsQueryDto,
  PayrollRuleChangeDto,
  PayrollRulesQueryDto,
  PayrollYearSummaryDto,
  ResolveOwnerPayrollQueryDto,
  UpdatePayrollRuleDto,
} from './dto/payroll-rule.dto';
import { OwnerPayrollRuleEntity } from './entities/owner-payroll-rule.entity';

export interface PayrollRuleDiff {
  fromYear: number;
  toYear: number;
  added: OwnerPayrollRuleEntity[];
  removed: OwnerPayrollRuleEntity[];
  changed: PayrollRuleChangeDto[];
  unchanged: number;
}

const keyOf = (r: OwnerPayrollRuleEntity) => `${r.state}|${r.entityType}`;
const amountsOf = (r: OwnerPayrollRuleEntity) => ({
  setAmountCents: r.setAmountCents,
  minAmountCents: r.minAmountCents,
  maxAmountCents: r.maxAmountCents,
});

@Injectable()
export class PayrollRulesService {
  private readonly rules: Repository<OwnerPayrollRuleEntity>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.rules = db.getRepository(OwnerPayrollRuleEntity);
  }

  async list(query: PayrollRulesQueryDto): Promise<Page<OwnerPayrollRuleEntity>> {
    const { skip, take, page, pageSize } = pageWindow(query);
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
    const [items, total] = await qb.addOrderBy('r.id').skip(skip).take(take).getManyAndCount();
    return { items, total, page, pageSize };
  }

  async years(): Promise<PayrollYearSummaryDto[]> {
    const rows = await this.db.query<Array<{ year: number; rules: string }>>(
      `SELECT year, count(*) AS rules FROM owner_payroll_rules GROUP BY year ORDER BY year DESC`,
    );
    return rows.map((r) => ({ year: r.year, rules: Number(r.rules) }));
  }

  forYear(year: number): Promise<OwnerPayrollRuleEntity[]> {
    return this.rules.find({ where: { year }, order: { state: 'ASC', entityType: 'ASC' } });
  }

  /** Changes a rule's amounts; inconsistent amounts are refused with their rule code. */
  async update(id: string, dto: UpdatePayrollRuleDto): Promise<OwnerPayrollRuleEntity> {
    const problems = checkPayrollRuleAmounts(dto);
    if (problems.length) throw new BadRequestException(problems.map(describePayrollRuleCode));
    const rule = await this.rules.findOneBy({ id });
    if (!rule) throw new NotFoundException('Rule not found');
    return this.rules.save(this.rules.merge(rule, dto));
  }

  /** What differs between two years' rules, matched by work state and entity type. */
  async diff({ fromYear, toYear }: DiffYearsQueryDto): Promise<PayrollRuleDiff> {
    const [from, to] = await Promise.all([this.forYear(fromYear), this.forYear(toYear)]);
    const later = new Map(to.map((r) => [keyOf(r), r]));
    const earlier = new Set(from.map(keyOf));
    const changed: PayrollRuleChangeDto[] = [];
    const removed: OwnerPayrollRuleEntity[] = [];
    let unchanged = 0;
    for (const rule of from) {
      const match = later.get(keyOf(rule));
      if (!match) removed.push(rule);
      else if (
        match.setAmountCents !== rule.setAmountCents ||
        match.minAmountCents !== rule.minAmountCents ||
        match.maxAmountCents !== rule.maxAmountCents
      ) {
        changed.push({
          state: rule.state,
          entityType: rule.entityType,
          from: amountsOf(rule),
          to: amountsOf(match),
        });
      } else unchanged++;
    }
    const added = to.filter((r) => !earlier.has(keyOf(r)));
    return { fromYear, toYear, added, removed, changed, unchanged };
  }

  /** Copies every rule of a year into a year that has none (by default the next one). */
  async duplicateYear(fromYear: number, toYear = fromYear + 1): Promise<PayrollYearSummaryDto> {
    if (toYear === fromYear) {
      throw new ConflictException(describePayrollRuleCode(PayrollRuleCode.TargetYearExists));
    }
    return this.db.transaction(async (manager) => {
      // One duplication of a year at a time, so two admins cannot both fill it.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `payroll-rules:${toYear}`,
      ]);
      const [{ count: existing }] = await manager.query<Array<{ count: string }>>(
        'SELECT count(*) FROM owner_payroll_rules WHERE year = $1',
        [toYear],
      );
      if (Number(existing) > 0) {
        throw new ConflictException(describePayrollRuleCode(PayrollRuleCode.TargetYearExists));
      }
      const copied = await manager.query<unknown[]>(
        `INSERT INTO owner_payroll_rules
           (year, entity_type, state, set_amount_cents, min_amount_cents, max_amount_cents)
         SELECT $2, entity_type, state, set_amount_cents, min_amount_cents, max_amount_cents
           FROM owner_payroll_rules WHERE year = $1
         RETURNING id`,
        [fromYear, toYear],
      );
      if (!copied.length) {
        throw new NotFoundException(describePayrollRuleCode(PayrollRuleCode.SourceYearEmpty));
      }
      return { year: toYear, rules: copied.length };
    });
  }

  /** Removes a year's rules; the last remaining year stays so owner payroll can always resolve. */
  async deleteYear(year: number): Promise<PayrollYearSummaryDto> {
    return this.db.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['payroll-rules:delete']);
      const years = await manager.query<Array<{ year: number }>>(
        'SELECT DISTINCT year FROM owner_payroll_rules',
      );
      if (!years.some((y) => y.year === year)) {
        throw new NotFoundException(describePayrollRuleCode(PayrollRuleCode.NoRulesForYear));
      }
      if (years.length === 1) {
        throw new ConflictException(describePayrollRuleCode(PayrollRuleCode.LastYearNotDeletable));
      }
      const deleted = await manager.query<[unknown[], number]>(
        'DELETE FROM owner_payroll_rules WHERE year = $1',
        [year],
      );
      return { year, rules: deleted[1] };
    });
  }

  /** The payroll an owner adds for a year, work state and entity type, with its rule codes. */
  async resolve(query: ResolveOwnerPayrollQueryDto): Promise<OwnerPayrollOutcome> {
    const years = (await this.years()).map((y) => y.year);
    const rules = await this.rules.find({
      where: { state: query.state, entityType: query.entityType },
    });
    return resolveOwnerPayroll(
      {
        year: query.year,
        state: query.state,
        entityType: query.entityType,
        included: query.included ?? true,
        requestedCents: query.requestedCents,
      },
      years,
      rules,
    );
  }
}
