import type { CarrierName } from '@coverline/contracts';
import { multiplyCents, multiplyDivideCents, percentOfCents, roundedProduct } from '../money';
import type { RateTables } from '../tables/rate-tables';
import type { BopSubmission, RatingOptions } from '../submission';
import { WorksheetBuilder } from '../worksheet';
import {
  addCarrierDiscount,
  lcmFor,
  primaryState,
  rateLine,
  TableReader,
  type LineRating,
} from './common';
import { guardExposure } from './exposure';
import { addLiabilityPremium, increasedLimitsFactor } from './liability';

/**
 * Business owner's policy: property for each location's building and business personal
 * property (rate per $100 = base x construction x sprinklers x deductible x LCM, rounded to 3
 * places), then liability by class as for general liability at the carrier's package discount,
 * less the carrier's discount setting on the whole, raised to the carrier's minimum premium.
 */
export function rateBusinessOwners(
  submission: BopSubmission,
  tables: RateTables,
  carrier: CarrierName,
  options: RatingOptions = {},
): LineRating {
  return rateLine(() => {
    guardExposure(submission, tables);
    const read = new TableReader(tables, submission.effectiveDate);
    const property = read.get('bop.property', { line: 'bop' });
    const glClasses = read.get('gl.classes', { line: 'gl' });
    const rates = read.carrierRates('bop', carrier);
    const deductible = property.deductibles[`${submission.propertyDeductibleCents}`];
    if (deductible === undefined) {
      throw new RangeError(`No deductible factor for ${submission.propertyDeductibleCents} cents`);
    }
    const ws = new WorksheetBuilder();

    submission.locations.forEach((location, index) => {
      const base =
        property.baseRatesPer100.byState[location.state] ?? property.baseRatesPer100.default;
      const construction = property.construction[location.construction ?? 'Wood Frame'];
      const sprinklers = location.sprinklers
        ? property.sprinklers.sprinklered
        : property.sprinklers.notSprinklered;
      const lcm = lcmFor(rates, location.state);
      const coverages = [
        ['bop.building', 'Building', base.building, location.buildingCoverageCents ?? 0],
        ['bop.bpp', 'Business personal property', base.bpp, location.bppCoverageCents ?? 0],
      ] as const;
      for (const [code, name, baseRate, limitCents] of coverages) {
        if (limitCents <= 0) continue;
        const rate = roundedProduct(
          property.ratePlaces,
          baseRate,
          construction,
          sprinklers,
          deductible,
          lcm,
        );
        ws.add(
          code,
          `${name}, location ${index + 1} (${location.state})`,
          {
            state: location.state,
            limitCents,
            baseRatePer100: baseRate,
            construction: location.construction ?? 'Wood Frame',
            constructionFactor: construction,
            sprinklered: location.sprinklers ?? false,
            sprinklerFactor: sprinklers,
            deductibleCents: submission.propertyDeductibleCents,
            deductibleFactor: deductible,
            lcm,
            ratePer100: rate,
          },
          multiplyDivideCents(limitCents, [rate], 100),
        );
      }
    });

    const { amountCents: liability } = addLiabilityPremium(ws, 'bop.liability', glClasses, rates, {
      classCode: submission.glClassCode,
      state: primaryState(submission.locations),
      business: submission.business,
      carrier,
    });
    const ilf = increasedLimitsFactor(glClasses, submission.glLimit);
    const limited = multiplyCents(liability, ilf);
    ws.add(
      'bop.increasedLimits',
      `Liability limits ${submission.glLimit}`,
      { limit: submission.glLimit, factor: ilf, liabilityPremiumCents: liability },
      limited - liability,
    );
    const discountPercent = rates.packageDiscountPercent ?? 0;
    ws.add(
      'bop.packageDiscount',
      'Package discount on liability',
      { percent: discountPercent, liabilityPremiumCents: limited },
      -percentOfCents(limited, discountPercent),
    );
    addCarrierDiscount(ws, 'bop.carrierDiscount', options.carrierDiscountPercent);
    ws.floor('bop.minimumPremium', 'Minimum premium', {}, rates.minimumPremiumCents ?? 0);

    const worksheet = ws.build();
    return {
      kind: 'rated',
      premiumCents: worksheet.premiumCents,
      worksheet,
      terms: {
        propertyDeductibleCents: submission.propertyDeductibleCents,
        glLimit: submission.glLimit,
      },
      adjustments: [],
      stateFunds: [],
      tableVersions: read.versions(),
    };
  });
}
