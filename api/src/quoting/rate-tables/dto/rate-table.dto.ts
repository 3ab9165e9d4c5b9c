import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsISO8601,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import {
  CARRIER_NAMES,
  COVERAGE_TYPES,
  US_STATE_CODES,
  type CarrierName,
  type CoverageType,
  type UsStateCode,
} from '@coverline/contracts';
import { PageQueryDto } from '../../../common/http/pagination';
import type { TableKind } from '../../rating';
import { RATE_FILE_FORMATS, type RateFileFormat } from '../rules/rate-file';
import type { RateTableSummaryRow, RateTableVersionRow } from '../rate-tables.repository';

/**
 * The kinds of table admins keep here. The owner payroll rules have their own settings tab
 * (payroll-rules), which the rating reads in place of the shipped ones.
 */
export const ADMIN_TABLE_KINDS = [
  'wc.state',
  'wc.classes',
  'wc.factors',
  'gl.classes',
  'bop.property',
  'cyber.rates',
  'carrier.rates',
] as const satisfies readonly TableKind[];
export type AdminTableKind = (typeof ADMIN_TABLE_KINDS)[number];

const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.toUpperCase() : value;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What names one table: kind and line, and the carrier and state where the table has them. */
export class RateTableKeyDto {
  @ApiProperty({ enum: ADMIN_TABLE_KINDS, enumName: 'RateTableKind' })
  @IsIn(ADMIN_TABLE_KINDS)
  kind: AdminTableKind;

  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' })
  @IsIn(COVERAGE_TYPES)
  line: CoverageType;

  @ApiPropertyOptional({
    enum: CARRIER_NAMES,
    enumName: 'CarrierName',
    description: 'Carrier tables only',
  })
  @IsOptional()
  @IsIn(CARRIER_NAMES)
  carrier?: CarrierName;

  @ApiPropertyOptional({
    enum: US_STATE_CODES,
    enumName: 'UsStateCode',
    description: 'State tables only',
  })
  @IsOptional()
  @Transform(upper)
  @IsIn(US_STATE_CODES)
  state?: UsStateCode;
}

/** A page of the tables, narrowed by kind, line, carrier and state (no sorting: the list has its own order). */
export class RateTablesQueryDto extends PickType(PageQueryDto, ['page', 'pageSize'] as const) {
  @ApiPropertyOptional({ enum: ADMIN_TABLE_KINDS, enumName: 'RateTableKind' })
  @IsOptional()
  @IsIn(ADMIN_TABLE_KINDS)
  kind?: AdminTableKind;

  @ApiPropertyOptional({ enum: COVERAGE_TYPES, enumName: 'CoverageType' })
  @IsOptional()
  @IsIn(COVERAGE_TYPES)
  line?: CoverageType;

  @ApiPropertyOptional({ enum: CARRIER_NAMES, enumName: 'CarrierName' })
  @IsOptional()
  @IsIn(CARRIER_NAMES)
  carrier?: CarrierName;

  @ApiPropertyOptional({ enum: US_STATE_CODES, enumName: 'UsStateCode' })
  @IsOptional()
  @Transform(upper)
  @IsIn(US_STATE_CODES)
  state?: UsStateCode;
}

export class RateTableSummaryDto {
  @ApiProperty({ enum: ADMIN_TABLE_KINDS, enumName: 'RateTableKind' }) kind: AdminTableKind;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) line: CoverageType;
  @ApiProperty({ enum: CARRIER_NAMES, enumName: 'CarrierName', nullable: true })
  carrier: CarrierName | null;
  @ApiProperty({ enum: US_STATE_CODES, enumName: 'UsStateCode', nullable: true })
  state: UsStateCode | null;
  @ApiProperty({ description: 'How many versions the table has' }) versions: number;
  @ApiProperty({ type: String, nullable: true, description: 'The version in force today' })
  inForceVersion: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) inForceFrom: string | null;
  @ApiProperty({ type: String, format: 'date', description: 'The latest effective date' })
  latestFrom: string;
}

export class RateTablePageDto {
  @ApiProperty({
    description: "The page's items, in the list's order.",
    type: [RateTableSummaryDto],
  })
  items: RateTableSummaryDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}

export class RateTableVersionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ADMIN_TABLE_KINDS, enumName: 'RateTableKind' }) kind: AdminTableKind;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) line: CoverageType;
  @ApiProperty({ enum: CARRIER_NAMES, enumName: 'CarrierName', nullable: true })
  carrier: CarrierName | null;
  @ApiProperty({ enum: US_STATE_CODES, enumName: 'UsStateCode', nullable: true })
  state: UsStateCode | null;
  @ApiProperty() version: string;
  @ApiProperty({ type: String, format: 'date' }) effectiveFrom: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The figures' })
  data: Record<string, unknown>;
  @ApiProperty({ description: 'Where the figures come from' }) source: string;
  @ApiProperty({ description: 'Shipped with the platform rather than added by an admin' })
  shipped: boolean;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'The email of the admin who added it' })
  createdBy: string | null;
}

export const mapRateTableVersion = (row: RateTableVersionRow): RateTableVersionDto => ({
  id: row.id,
  kind: row.kind as AdminTableKind,
  line: row.line,
  carrier: row.carrier,
  state: row.state,
  version: row.version,
  effectiveFrom: row.effectiveFrom,
  data: row.data as Record<string, unknown>,
  source: row.source,
  shipped: row.shipped,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdByEmail,
});

export const mapRateTableSummary = (row: RateTableSummaryRow): RateTableSummaryDto => ({
  ...row,
  kind: row.kind as AdminTableKind,
});

/** What every new version says about itself. */
class NewVersionFieldsDto {
  @ApiProperty({ minLength: 1, maxLength: 40, example: 'CA-2026.7' })
  @IsString()
  @Matches(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
    message: 'version must be letters, digits, dots, dashes or underscores.',
  })
  @MaxLength(40)
  version: string;

  @ApiProperty({ type: String, format: 'date', example: '2026-07-01' })
  @IsISO8601({ strict: true, strictSeparator: true })
  @Matches(DATE, { message: 'effectiveFrom must be a date (YYYY-MM-DD).' })
  effectiveFrom: string;

  @ApiProperty({
    minLength: 1,
    maxLength: 200,
    description: 'Where the figures come from (a filing, a carrier rate file)',
  })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  source: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  note?: string;
}

export class CreateRateTableVersionDto extends NewVersionFieldsDto {
  @ApiProperty({ enum: ADMIN_TABLE_KINDS, enumName: 'RateTableKind' })
  @IsIn(ADMIN_TABLE_KINDS)
  kind: AdminTableKind;

  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' })
  @IsIn(COVERAGE_TYPES)
  line: CoverageType;

  @ApiPropertyOptional({ enum: CARRIER_NAMES, enumName: 'CarrierName' })
  @IsOptional()
  @IsIn(CARRIER_NAMES)
  carrier?: CarrierName;

  @ApiPropertyOptional({ enum: US_STATE_CODES, enumName: 'UsStateCode' })
  @IsOptional()
  @Transform(upper)
  @IsIn(US_STATE_CODES)
  state?: UsStateCode;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The figures, as the kind of table holds them (docs/rating.md)',
  })
  @IsObject()
  data: Record<string, unknown>;
}

/** Past this a file is not a rate file (the body limit is 1 MB). */
const CSV_MAX_LENGTH = 900_000;

export class ImportRateFileDto extends NewVersionFieldsDto {
  @ApiProperty({ enum: RATE_FILE_FORMATS, enumName: 'RateFileFormat' })
  @IsIn(RATE_FILE_FORMATS)
  format: RateFileFormat;

  @ApiPropertyOptional({
    enum: CARRIER_NAMES,
    enumName: 'CarrierName',
    description: 'For carrier-lcms',
  })
  @IsOptional()
  @IsIn(CARRIER_NAMES)
  carrier?: CarrierName;

  @ApiPropertyOptional({
    enum: COVERAGE_TYPES,
    enumName: 'CoverageType',
    description: 'For carrier-lcms',
  })
  @IsOptional()
  @IsIn(COVERAGE_TYPES)
  line?: CoverageType;

  @ApiProperty({
    maxLength: CSV_MAX_LENGTH,
    description: 'The file, as CSV text with a header row',
  })
  @IsString()
  @MinLength(1)
  @MaxLength(CSV_MAX_LENGTH)
  csv: string;
}

export class ImportedVersionDto {
  @ApiProperty({ enum: ADMIN_TABLE_KINDS, enumName: 'RateTableKind' }) kind: AdminTableKind;
  @ApiProperty({ enum: COVERAGE_TYPES, enumName: 'CoverageType' }) line: CoverageType;
  @ApiProperty({ enum: CARRIER_NAMES, enumName: 'CarrierName', nullable: true })
  carrier: CarrierName | null;
  @ApiProperty({ enum: US_STATE_CODES, enumName: 'UsStateCode', nullable: true })
  state: UsStateCode | null;
  @ApiProperty() version: string;
  @ApiProperty({ type: String, format: 'date' }) effectiveFrom: string;
}

export class RateImportResultDto {
  @ApiProperty({ type: [ImportedVersionDto], description: 'The versions the file added' })
  versions: ImportedVersionDto[];
}
