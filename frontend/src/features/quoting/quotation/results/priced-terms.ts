import { EMPLOYERS_LIABILITY_LIMITS } from '@coverline/contracts';
import type { CarrierQuoteDto, QuoteDto } from '@coverline/contracts/generated/model';

/** A term the carrier priced differently from the one asked, as a text key and its values. */
export interface PricedTermChange {
  key:
    'retention' | 'cyberLimit' | 'deductible' | 'glLimit' | 'employersLiability' | 'ownerPayroll';
  values: Record<string, string | number>;
}

const levelText = (level: number | null | undefined): string =>
  level === 1 || level === 2 || level === 3 ? EMPLOYERS_LIABILITY_LIMITS[level] : '';

/**
 * Where the carrier quote was priced on other terms than the quote asked for: a retention raised
 * to the minimum, a capped limit, a carrier's own deductible, a state's required employers
 * liability limits, owners' payroll added to a class. Empty when it was priced as asked.
 */
export function pricedTermChanges(
  quote: Pick<
    QuoteDto,
    | 'cyberRetentionCents'
    | 'cyberLimitCents'
    | 'propertyDeductibleCents'
    | 'glLimit'
    | 'employersLiabilityLevel'
  >,
  carrierQuote: Pick<CarrierQuoteDto, 'ratedTerms'>,
  money: (cents: number) => string,
): PricedTermChange[] {
  const rated = carrierQuote.ratedTerms;
  if (!rated) return [];
  const changes: PricedTermChange[] = [];
  const differs = (priced: unknown, asked: unknown) =>
    priced !== undefined &&
    priced !== null &&
    asked !== null &&
    asked !== undefined &&
    priced !== asked;
  if (differs(rated.cyberRetentionCents, quote.cyberRetentionCents)) {
    changes.push({
      key: 'retention',
      values: {
        priced: money(rated.cyberRetentionCents!),
        asked: money(quote.cyberRetentionCents!),
      },
    });
  }
  if (differs(rated.cyberLimitCents, quote.cyberLimitCents)) {
    changes.push({
      key: 'cyberLimit',
      values: { priced: money(rated.cyberLimitCents!), asked: money(quote.cyberLimitCents!) },
    });
  }
  if (differs(rated.propertyDeductibleCents, quote.propertyDeductibleCents)) {
    changes.push({
      key: 'deductible',
      values: {
        priced: money(rated.propertyDeductibleCents!),
        asked: money(quote.propertyDeductibleCents!),
      },
    });
  }
  if (differs(rated.glLimit, quote.glLimit)) {
    changes.push({ key: 'glLimit', values: { priced: rated.glLimit!, asked: quote.glLimit! } });
  }
  if (differs(rated.employersLiabilityLevel, quote.employersLiabilityLevel)) {
    changes.push({
      key: 'employersLiability',
      values: {
        priced: levelText(rated.employersLiabilityLevel),
        asked: levelText(quote.employersLiabilityLevel),
      },
    });
  }
  for (const c of rated.classPayrolls ?? []) {
    if (c.ownerPayrollCents <= 0) continue;
    changes.push({
      key: 'ownerPayroll',
      values: {
        classCode: c.classCode,
        state: c.state,
        priced: money(c.payrollCents),
        owners: money(c.ownerPayrollCents),
        entered: money(c.employeePayrollCents),
      },
    });
  }
  return changes;
}
