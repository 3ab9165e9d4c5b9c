import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  ENTITY_TYPES,
  PAYROLL_RULE_CODES,
  ReferenceLimits,
  US_STATE_CODES,
  type EntityType,
  type PayrollRuleCode,
  type UsStateCode,
} from '@coverline/contracts';
import { PageQueryDto } from '../../../../common/http/pagination';
import { upper } from '../../common/transforms';
import type { OwnerPayrollRuleEntity } from '../entities/owner-payroll-rule.entity';

/** Amounts are cents; $10M is far above any owner payroll rule. */
const AMOUNT_MAX_CENTS = 1_000_000_000;
const { payrollRuleYearMin: YEAR_MIN, payrollRuleYearMax: YEAR_MAX } = ReferenceLimits;

const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

export class YearParamDto {
  @ApiProperty({ minimum: YEAR_MIN, maximum: YEAR_MAX, example: 2026 })
  @Type(() => Number)
  @IsInt({ message: 'year must be a whole number.' })
  @Min(YEAR_MIN)
  @Max(YEAR_MAX)
  year: number;
}

export class PayrollRulesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ minimum: YEAR_MIN, maximum: YEAR_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(YEAR_MIN)
  @Max(YEAR_MAX)
  year?: number;

  @ApiPropertyOptional({ enum: US_STATE_CODES, enumName: 'UsStateCode' })
  @IsOptional()
  @Transform(upper)
  @IsIn(US_STATE_CODES)
  state?: UsStateCode;

  @ApiPropertyOptional({ enum: ENTITY_TYPES, enumName: 'EntityType' })
  @IsOptional()
  @IsIn(ENTITY_TYPES)
  entityType?: EntityType;
}

export class UpdatePayrollRuleDto {
  @ApiProperty({ minimum: 0, maximum: AMOUNT_MAX_CENTS, description: 'Cents' })
  @IsInt()
  @Min(0)
  @Max(AMOUNT_MAX_CENTS)
  setAmountCents: number;

  @ApiProperty({ minimum: 0, maximum: AMOUNT_MAX_CENTS, description: 'Cents' })
  @IsInt()
  @Min(0)
  @Max(AMOUNT_MAX_CENTS)
  minAmountCents: number;

  @ApiProperty({ minimum: 0, maximum: AMOUNT_MAX_CENTS, description: 'Cents' })
  @IsInt()
  @Min(0)
  @Max(AMOUNT_MAX_CENTS)
  maxAmountCents: number;
}

export class DiffYearsQueryDto {
  @ApiProperty({ minimum: YEAR_MIN, maximum: YEAR_MAX, example: 2025 })
  @Type(() => Number)
  @IsInt()
  @Min(YEAR_MIN)
  @Max(YEAR_MAX)
  fromYear: number;

  @ApiProperty({ minimum: YEAR_MIN, maximum: YEAR_MAX, example: 2026 })
  @Type(() => Number)
  @IsInt()
  @Min(YEAR_MIN)
  @Max(YEAR_MAX)
  toYear: number;
}

export class DuplicateYearDto {
  @ApiProperty({ minimum: YEAR_MIN, maximum: YEAR_MAX, example: 2026 })
  @IsInt()
  @Min(YEAR_MIN)
  @Max(YEAR_MAX)
  fromYear: number;

  @ApiPropertyOptional({
    minimum: YEAR_MIN,
    maximum: YEAR_MAX,
    description: 'Defaults to the year after fromYear',
  })
  @IsOptional()
  @IsInt()
  @Min(YEAR_MIN)
  @Max(YEAR_MAX)
  toYear?: number;
}

export class ResolveOwnerPayrollQueryDto {
  @ApiProperty({ minimum: YEAR_MIN, maximum: YEAR_MAX, example: 2026 })
  @Type(() => Number)
  @IsInt()
  @Min(YEAR_MIN)
  @Max(YEAR_MAX)
  year: number;

  @ApiProperty({ enum: US_STATE_CODES, enumName: 'UsStateCode' })
  @Transform(upper)
  @IsIn(US_STATE_CODES, { message: 'state must be a US state or DC.' })
  state: UsStateCode;

  @ApiProperty({ enum: ENTITY_TYPES, enumName: 'EntityType' })
  @IsIn(ENTITY_TYPES, { message: `entityType must be one of ${ENTITY_TYPES.join(', ')}.` })
  entityType: EntityType;

  @ApiPropertyOptional({ default: true, description: 'Excluded owners add no payroll' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  included?: boolean;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: AMOUNT_MAX_CENTS,
    description: "The owner's estimate, cents",
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(AMOUNT_MAX_CENTS)
  requestedCents?: number;
}

export class PayrollRuleDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() year: number;
  @ApiProperty({ enum: ENTITY_TYPES, enumName: 'EntityType' }) entityType: EntityType;
  @ApiProperty({ enum: US_STATE_CODES, enumName: 'UsStateCode' }) state: UsStateCode;
  @ApiProperty({ description: 'Cents' }) setAmountCents: number;
  @ApiProperty({ description: 'Cents' }) minAmountCents: number;
  @ApiProperty({ description: 'Cents' }) maxAmountCents: number;
  @ApiProperty() updatedAt: string;
}

export class PayrollRulePageDto {
  @ApiProperty({ description: "The page's items, in the list's order.", type: [PayrollRuleDto] })
  items: PayrollRuleDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}

export class PayrollAmountsDto {
  @ApiProperty() setAmountCents: number;
  @ApiProperty() minAmountCents: number;
  @ApiProperty() maxAmountCents: number;
}

export class PayrollRuleChangeDto {
  @ApiProperty({ enum: US_STATE_CODES, enumName: 'UsStateCode' }) state: UsStateCode;
  @ApiProperty({ enum: ENTITY_TYPES, enumName: 'EntityType' }) entityType: EntityType;
  @ApiProperty({ type: PayrollAmountsDto }) from: PayrollAmountsDto;
  @ApiProperty({ type: PayrollAmountsDto }) to: PayrollAmountsDto;
}

export class PayrollRuleDiffDto {
  @ApiProperty() fromYear: number;
  @ApiProperty() toYear: number;
  @ApiProperty({ type: [PayrollRuleDto], description: 'Rules only the later year has' })
  added: PayrollRuleDto[];
  @ApiProperty({ type: [PayrollRuleDto], description: 'Rules only the earlier year has' })
  removed: PayrollRuleDto[];
  @ApiProperty({ type: [PayrollRuleChangeDto] }) changed: PayrollRuleChangeDto[];
  @ApiProperty() unchanged: number;
}

export class PayrollYearSummaryDto {
  @ApiProperty() year: number;
  @ApiProperty({ description: 'How many rules the year holds' }) rules: number;
}

export class OwnerPayrollOutcomeDto {
  @ApiProperty({ description: 'Cents; 0 when no payroll applies' }) amountCents: number;
  @ApiProperty({ type: Number, nullable: true }) ruleYear: number | null;
  @ApiProperty({ enum: PAYROLL_RULE_CODES, enumName: 'PayrollRuleCode', isArray: true })
  codes: PayrollRuleCode[];
  @ApiProperty({ type: [String], description: 'What each code means, in order' })
  messages: string[];
}

export function mapPayrollRule(r: OwnerPayrollRuleEntity): PayrollRuleDto {
  return {
    id: r.id,
    year: r.year,
    entityType: r.entityType,
    state: r.state,
    setAmountCents: r.setAmountCents,
    minAmountCents: r.minAmountCents,
    maxAmountCents: r.maxAmountCents,
    updatedAt: r.updatedAt.toISOString(),
  };
}
