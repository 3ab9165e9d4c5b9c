import { Inject, Injectable } from '@nestjs/common';
import {
  checkPayrollRuleAmounts,
  describePayrollRuleCode,
  ErrorCode,
  PayrollRuleCode,
  resolveOwnerPayroll,
  type OwnerPayrollOutcome,
} from '@coverline/contracts';
import { DomainException } from '../../../common/errors/domain.exception';
import { pageWindow, type Page } from '../../../common/http/pagination';
import type {
  DiffYearsQueryDto,
  PayrollRuleChangeDto,
  PayrollRulesQueryDto,
  PayrollYearSummaryDto,
  ResolveOwnerPayrollQueryDto,
  UpdatePayrollRuleDto,
} from './dto/payroll-rule.dto';
import type { OwnerPayrollRuleEntity } from './entities/owner-payroll-rule.entity';
import { PayrollRulesRepository } from './payroll-rules.repository';

export interface PayrollRuleDiff {
  fromYear: number;
  toYear: number;
  added: OwnerPayrollRuleEntity[];
  removed: OwnerPayrollRuleEntity[];
  changed: PayrollRuleChangeDto[];
  unchanged: number;
}

/** A refusal worded as the payroll rule code says (e.g. `P-1010: ...`). */
const refusal = (code: ErrorCode, rule: keyof typeof PayrollRuleCode) =>
  new DomainException(code, describePayrollRuleCode(PayrollRuleCode[rule]));

const keyOf = (r: OwnerPayrollRuleEntity) => `${r.state}|${r.entityType}`;
const amountsOf = (r: OwnerPayrollRuleEntity) => ({
  setAmountCents: r.setAmountCents,
  minAmountCents: r.minAmountCents,
  maxAmountCents: r.maxAmountCents,
});

@Injectable()
export class PayrollRulesService {
  constructor(@Inject(PayrollRulesRepository) private readonly rules: PayrollRulesRepository) {}

  async list(query: PayrollRulesQueryDto): Promise<Page<OwnerPayrollRuleEntity>> {
    const { skip, take, page, pageSize } = pageWindow(query);
    const [items, total] = await this.rules.page(query, { skip, take });
    return { items, total, page, pageSize };
  }

  years(): Promise<PayrollYearSummaryDto[]> {
    return this.rules.years();
  }

  forYear(year: number): Promise<OwnerPayrollRuleEntity[]> {
    return this.rules.forYear(year);
  }

  /** Changes a rule's amounts; inconsistent amounts are refused with their rule code. */
  async update(id: string, dto: UpdatePayrollRuleDto): Promise<OwnerPayrollRuleEntity> {
    const problems = checkPayrollRuleAmounts(dto);
    if (problems.length) {
      throw new DomainException(
        ErrorCode.PayrollRuleInvalid,
        problems.map(describePayrollRuleCode),
      );
    }
    const rule = await this.rules.findById(id);
    if (!rule) throw new DomainException(ErrorCode.PayrollRuleNotFound);
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
    if (toYear === fromYear) throw refusal(ErrorCode.PayrollYearExists, 'TargetYearExists');
    // One duplication of a year at a time, so two admins cannot both fill it.
    return this.rules.locked(`payroll-rules:${toYear}`, async (manager) => {
      if ((await this.rules.countOfYear(manager, toYear)) > 0) {
        throw refusal(ErrorCode.PayrollYearExists, 'TargetYearExists');
      }
      const copied = await this.rules.copyYear(manager, fromYear, toYear);
      if (!copied) throw refusal(ErrorCode.PayrollYearEmpty, 'SourceYearEmpty');
      return { year: toYear, rules: copied };
    });
  }

  /** Removes a year's rules; the last remaining year stays so owner payroll can always resolve. */
  async deleteYear(year: number): Promise<PayrollYearSummaryDto> {
    return this.rules.locked('payroll-rules:delete', async (manager) => {
      const years = await this.rules.yearsIn(manager);
      if (!years.includes(year)) throw refusal(ErrorCode.PayrollYearNotFound, 'NoRulesForYear');
      if (years.length === 1) throw refusal(ErrorCode.PayrollLastYear, 'LastYearNotDeletable');
      return { year, rules: await this.rules.deleteYear(manager, year) };
    });
  }

  /** The payroll an owner adds for a year, work state and entity type, with its rule codes. */
  async resolve(query: ResolveOwnerPayrollQueryDto): Promise<OwnerPayrollOutcome> {
    const years = (await this.years()).map((y) => y.year);
    const rules = await this.rules.of(query.state, query.entityType);
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
