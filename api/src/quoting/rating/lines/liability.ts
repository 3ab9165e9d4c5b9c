import { BindabilityReason, type CarrierName, type UsStateCode } from '@coverline/contracts';
import { multiplyDivideCents, roundedProduct } from '../money';
import type { BusinessProfile } from '../submission';
import type { CarrierRatesTable, GlClassesTable, GlLimit } from '../tables/types';
import type { WorksheetBuilder } from '../worksheet';
import { lcmFor, unrated } from './common';

/** General liability class rates are per $1,000 of exposure, rounded to 3 places. */
const RATE_PLACES = 3;

/**
 * Adds the liability premium of a class to a worksheet: exposure / 1,000 x class rate, where
 * the class rate is the class loss cost x state relativity x the carrier's LCM. Returns the
 * class's minimum premium. Shared by general liability and the business owner's policy.
 */
export function addLiabilityPremium(
  ws: WorksheetBuilder,
  code: string,
  glClasses: GlClassesTable,
  carrierRates: CarrierRatesTable,
  input: { classCode: string; state: UsStateCode; business: BusinessProfile; carrier: CarrierName },
): { amountCents: number; minimumPremiumCents: number } {
  const cls = glClasses.classes[input.classCode];
  if (!cls) unrated(BindabilityReason.CLASS_OUT_OF_APPETITE);
  const relativity = glClasses.stateRelativities[input.state] ?? 1;
  const lcm = lcmFor(carrierRates, input.state);
  const rate = roundedProduct(RATE_PLACES, cls.lossCostPer1000, relativity, lcm);
  const exposureCents =
    cls.exposureBasis === 'sales' ? input.business.annualSalesCents : input.business.payrollCents;
  const amountCents = ws.add(
    code,
    `Liability ${input.classCode} ${cls.description}`,
    {
      classCode: input.classCode,
      state: input.state,
      exposureBasis: cls.exposureBasis,
      exposureCents,
      lossCostPer1000: cls.lossCostPer1000,
      stateRelativity: relativity,
      lcm,
      ratePer1000: rate,
    },
    multiplyDivideCents(exposureCents, [rate], 1000),
  );
  return { amountCents, minimumPremiumCents: cls.minimumPremiumCents };
}

export function increasedLimitsFactor(glClasses: GlClassesTable, limit: GlLimit): number {
  return glClasses.increasedLimits[limit];
}
