import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
} from 'class-validator';
import { COVERAGE_TYPES, EMAIL_DOMAIN_PATTERN, type CoverageType } from '@coverline/contracts';
import { PageQueryDto } from '../../../../common/http/pagination';
import { COMPANY_NAME_PATTERN } from '../../common/dto';
import { emptyToNull, lowerOrNull, trim, upper } from '../../common/transforms';
import type { PayrollCompany } from '../entities/payroll-company.entity';

export class CreatePayrollCompanyDto {
  @ApiProperty({ maxLength: 100, example: 'Gusto' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'name is required.' })
  @MaxLength(100)
  @Matches(COMPANY_NAME_PATTERN, { message: 'name must not contain special characters.' })
  name: string;

  @ApiProperty({ maxLength: 20, example: 'GUSTO', description: 'Stored upper-case' })
  @Transform(upper)
  @IsString()
  @Matches(/^[A-Z0-9][A-Z0-9_-]{0,19}$/, {
    message: 'code must be letters, digits, hyphens or underscores (up to 20).',
  })
  code: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 253, example: 'gusto.com' })
  @IsOptional()
  @Transform(lowerOrNull)
  @IsString()
  @MaxLength(253)
  @Matches(EMAIL_DOMAIN_PATTERN, {
    message: 'emailDomain must be a valid email domain, e.g. example.com.',
  })
  emailDomain?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, format: 'uri' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(500)
  @IsUrl(
    { require_protocol: true, protocols: ['http', 'https'] },
    { message: 'url must be a valid URL.' },
  )
  url?: string | null;

  @ApiPropertyOptional({
    enum: COVERAGE_TYPES,
    enumName: 'CoverageType',
    isArray: true,
    default: [],
    description: 'The coverages its clients can be quoted for',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(COVERAGE_TYPES.length)
  @ArrayUnique()
  @IsIn(COVERAGE_TYPES, {
    each: true,
    message: `each coverage must be one of ${COVERAGE_TYPES.join(', ')}.`,
  })
  quotingCoverages?: CoverageType[];
}

export class UpdatePayrollCompanyDto extends PartialType(CreatePayrollCompanyDto) {}

export class PayrollCompanyCodeParamDto {
  @ApiProperty({ maxLength: 20 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(20)
  code: string;
}

export class PayrollCompaniesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: COVERAGE_TYPES,
    enumName: 'CoverageType',
    description: 'Quotable for',
  })
  @IsOptional()
  @IsIn(COVERAGE_TYPES)
  coverage?: CoverageType;
}

export class PayrollCompanySearchQueryDto {
  @ApiProperty({ minLength: 1, maxLength: 100, example: 'pay' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'q is required.' })
  @MaxLength(100)
  q: string;
}

export class PayrollCompanyDto {
  @ApiProperty({ description: "The payroll company's id.", format: 'uuid' }) id: string;
  @ApiProperty({ description: "The payroll company's name.", example: 'Acme Payroll' })
  name: string;
  @ApiProperty({
    description: "The company's short code.",
    example: 'ACME',
  })
  code: string;
  @ApiProperty({
    description:
      "The email domain of the company's addresses, by which a rep's address is matched to the company.",
    example: 'acmepayroll.example',
    type: String,
    nullable: true,
  })
  emailDomain: string | null;
  @ApiProperty({ description: "The company's website.", type: String, nullable: true }) url:
    string | null;
  @ApiProperty({
    description: 'The lines its referred clients can be quoted for.',
    enum: COVERAGE_TYPES,
    enumName: 'CoverageType',
    isArray: true,
  })
  quotingCoverages: CoverageType[];
  @ApiProperty({ description: 'When the company was added.' }) createdAt: string;
  @ApiProperty({ description: 'When the company last changed.' }) updatedAt: string;
}

export class PayrollCompanyPageDto {
  @ApiProperty({ description: "The page's items, in the list's order.", type: [PayrollCompanyDto] })
  items: PayrollCompanyDto[];
  @ApiProperty({ description: 'How many items match, over all pages.' }) total: number;
  @ApiProperty({ description: "This page's number, from 1." }) page: number;
  @ApiProperty({ description: 'How many items a page holds.' }) pageSize: number;
}

export function mapPayrollCompany(c: PayrollCompany): PayrollCompanyDto {
  return {
    id: c.id,
    name: c.name,
    code: c.code,
    emailDomain: c.emailDomain,
    url: c.url,
    quotingCoverages: c.quotingCoverages,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
