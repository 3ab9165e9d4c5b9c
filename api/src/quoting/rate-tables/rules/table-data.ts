/**
 * What the figures of each kind of rate table must hold for the rating to read them: checked on
 * every version an admin adds or imports, so a version in force never breaks a rating. Fields the
 * rating does not read may be present; they are kept as sent.
 */
import { z } from 'zod';
import type { TableKind } from '../../rating';

const rate = z.number().nonnegative();
const factor = z.number().positive();
const cents = z.number().int().nonnegative();
const percent = z.number().min(0).max(100);
const byKey = <T extends z.ZodType>(value: T) => z.record(z.string().min(1), value);

const wcState = z.object({
  lossCosts: byKey(rate),
  expenseConstantCents: cents,
  terrorismRatePer100: rate,
  catastropheRatePer100: rate,
  assessments: z.array(
    z.object({
      name: z.string().min(1),
      percent,
      basis: z.enum(['standard', 'manual']).optional(),
    }),
  ),
  minimumPremium: z.object({ multiplier: rate, capCents: cents }),
});

const wcClasses = z.object({
  classes: byKey(z.object({ description: z.string(), hazardGroup: z.string().min(1) })),
});

const wcFactors = z.object({
  employersLiability: z.object({ '1': factor, '2': factor, '3': factor }),
  scheduleMaxPercent: percent,
  waiverOfSubrogation: z.object({ percent, minimumCents: cents }),
  premiumDiscount: z.array(z.object({ upToCents: cents.nullable(), percent })).min(1),
});

const ownerPayrollRules = z.object({
  rules: z.array(
    z.object({
      year: z.number().int(),
      state: z.string().length(2),
      entityType: z.string().min(1),
      setAmountCents: cents,
      minAmountCents: cents,
      maxAmountCents: cents,
    }),
  ),
});

const glClasses = z.object({
  classes: byKey(
    z.object({
      description: z.string(),
      exposureBasis: z.enum(['sales', 'payroll']),
      lossCostPer1000: rate,
      minimumPremiumCents: cents,
    }),
  ),
  stateRelativities: byKey(factor),
  increasedLimits: z.object({ '1M/2M': factor, '2M/4M': factor }),
});

const buildingAndContents = z.object({ building: rate, bpp: rate });
const bopProperty = z.object({
  baseRatesPer100: z.object({ default: buildingAndContents, byState: byKey(buildingAndContents) }),
  construction: z.object({ 'Wood Frame': factor, 'Concrete/Brick/Masonry': factor }),
  sprinklers: z.object({ sprinklered: factor, notSprinklered: factor }),
  deductibles: byKey(factor),
  ratePlaces: z.number().int().min(0).max(6),
});

const cyberRates = z.object({
  revenueBands: z
    .array(
      z.object({
        label: z.string().min(1),
        upToCents: cents,
        basePremiumCents: cents,
        minimumRetentionCents: cents,
      }),
    )
    .min(1),
  hazardBySector: byKey(factor).and(z.object({ default: factor })),
  limitFactors: byKey(factor),
  retentionFactors: byKey(factor),
  limitCapUnderRevenue: z.object({ revenueBelowCents: cents, maxLimitCents: cents }),
  sectorMinimumRetention: byKey(cents),
  securityControlCredits: z.object({ mfa: rate, edr: rate, backups: rate, training: rate }),
});

const carrierRates = z.object({
  lcm: z.object({ default: factor, byState: byKey(factor) }),
  schedule: z
    .object({
      claimsFreeCreditPercent: percent,
      perClaimDebitPercent: percent,
      yearsInBusiness: z
        .object({ minimum: z.number().int().min(0), creditPercent: percent })
        .nullable(),
    })
    .optional(),
  endorsements: z
    .object({ blanketAdditionalInsuredCents: cents, waiverOfSubrogationCents: cents })
    .optional(),
  packageDiscountPercent: percent.optional(),
  minimumPremiumCents: cents.optional(),
});

const SCHEMAS: Record<TableKind, z.ZodType> = {
  'wc.state': wcState,
  'wc.classes': wcClasses,
  'wc.factors': wcFactors,
  'wc.ownerPayrollRules': ownerPayrollRules,
  'gl.classes': glClasses,
  'bop.property': bopProperty,
  'cyber.rates': cyberRates,
  'carrier.rates': carrierRates,
};

/** What is wrong with a table's figures, one line per problem naming where; empty when none. */
export function tableDataProblems(kind: TableKind, data: unknown): string[] {
  const result = SCHEMAS[kind].safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const at = issue.path.length ? issue.path.join('.') : 'data';
    return `${at}: ${issue.message}`;
  });
}
