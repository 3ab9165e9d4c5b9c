import * as z from 'zod/mini';
import {
  checkPayrollRuleAmounts,
  PayrollRuleCode,
  ReferenceLimits,
  type OwnerPayrollAmounts,
} from '@coverline/contracts';
import { centsToDollars } from '../../../../lib/currency';
import type { PayrollRuleDto, UpdatePayrollRuleDto } from '@coverline/contracts/generated/model';

/** The API's ceiling for one amount: $10,000,000. */
const AMOUNT_MAX_CENTS = 1_000_000_000;

/** Dollars as people type them: "52000", "52,000", "$52,000.50". */
export function dollarsToCents(text: string): number | undefined {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= AMOUNT_MAX_CENTS ? cents : undefined;
}

const amount = z
  .string()
  .check(
    z.refine((value) => dollarsToCents(value) !== undefined, 'payrollRules.validation.amount'),
  );

function amountsOf(values: {
  setAmount: string;
  minAmount: string;
  maxAmount: string;
}): OwnerPayrollAmounts | undefined {
  const setAmountCents = dollarsToCents(values.setAmount);
  const minAmountCents = dollarsToCents(values.minAmount);
  const maxAmountCents = dollarsToCents(values.maxAmount);
  if (setAmountCents === undefined || minAmountCents === undefined) return undefined;
  if (maxAmountCents === undefined) return undefined;
  return { setAmountCents, minAmountCents, maxAmountCents };
}

/** The shared rule check decides; each of its codes is shown at the field it is about. */
const consistent = (code: PayrollRuleCode, field: 'setAmount' | 'minAmount') =>
  z.refine<{ setAmount: string; minAmount: string; maxAmount: string }>(
    (values) => {
      const amounts = amountsOf(values);
      return !amounts || !checkPayrollRuleAmounts(amounts).includes(code);
    },
    { path: [field], message: `ruleCodes.${code}` },
  );

export const payrollRuleSchema = z
  .object({ setAmount: amount, minAmount: amount, maxAmount: amount })
  .check(
    consistent(PayrollRuleCode.MinAboveMax, 'minAmount'),
    consistent(PayrollRuleCode.SetBelowMin, 'setAmount'),
    consistent(PayrollRuleCode.SetAboveMax, 'setAmount'),
  );

export type PayrollRuleValues = z.infer<typeof payrollRuleSchema>;

export function payrollRuleValues(rule: PayrollRuleDto): PayrollRuleValues {
  return {
    setAmount: centsToDollars(rule.setAmountCents),
    minAmount: centsToDollars(rule.minAmountCents),
    maxAmount: centsToDollars(rule.maxAmountCents),
  };
}

export function payrollRuleBody(values: PayrollRuleValues): UpdatePayrollRuleDto {
  const amounts = amountsOf(values);
  if (!amounts) throw new Error('payrollRuleBody needs amounts the schema accepted');
  return amounts;
}

const { payrollRuleYearMin: YEAR_MIN, payrollRuleYearMax: YEAR_MAX } = ReferenceLimits;

/** The year to copy into: a valid year that has no rules yet. */
export function duplicateYearSchema(existing: readonly number[]) {
  return z.object({
    fromYear: z.string(),
    toYear: z.string().check(
      z.trim(),
      z.refine((value) => {
        const year = Number(value);
        return /^\d{4}$/.test(value) && year >= YEAR_MIN && year <= YEAR_MAX;
      }, `ruleCodes.${PayrollRuleCode.YearOutOfRange}`),
      z.refine(
        (value) => !existing.includes(Number(value)),
        `ruleCodes.${PayrollRuleCode.TargetYearExists}`,
      ),
    ),
  });
}

export type DuplicateYearValues = z.infer<ReturnType<typeof duplicateYearSchema>>;
