import * as z from 'zod/mini';
import { CoverageType, isValidEmailDomain } from '@coverline/contracts';
import type {
  CreatePayrollCompanyDto,
  PayrollCompanyDto,
} from '@coverline/contracts/generated/model';
import { companyName, optionalUrl, orNull, urlOrNull } from '../schemas';

export const PAYROLL_COMPANY_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{0,19}$/;

export const payrollCompanySchema = z.object({
  name: companyName,
  code: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, 'validation.required'),
      z.regex(PAYROLL_COMPANY_CODE_PATTERN, 'payroll.validation.code'),
    ),
  emailDomain: z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.refine(
      (value) => value === '' || isValidEmailDomain(value),
      'payroll.validation.emailDomain',
    ),
  ),
  url: optionalUrl,
  quotingCoverages: z.array(z.enum(CoverageType)),
});

export type PayrollCompanyValues = z.infer<typeof payrollCompanySchema>;

export function payrollCompanyValues(company?: PayrollCompanyDto): PayrollCompanyValues {
  return {
    name: company?.name ?? '',
    code: company?.code ?? '',
    emailDomain: company?.emailDomain ?? '',
    url: company?.url ?? '',
    quotingCoverages: company?.quotingCoverages ?? [],
  };
}

export function payrollCompanyBody(values: PayrollCompanyValues): CreatePayrollCompanyDto {
  return {
    name: values.name,
    code: values.code,
    emailDomain: orNull(values.emailDomain),
    url: urlOrNull(values.url),
    quotingCoverages: values.quotingCoverages,
  };
}
