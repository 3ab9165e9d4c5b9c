import type { CarrierName } from '@coverline/contracts';
import type { RateTables } from '../tables/rate-tables';
import { multiplyCents } from '../money';
import type { GlSubmission, RatingOptions } from '../submission';
import { WorksheetBuilder } from '../worksheet';
import { addCarrierDiscount, primaryState, rateLine, TableReader, type LineRating } from './common';
import { guardExposure } from './exposure';
import { addLiabilityPremium, increasedLimitsFactor } from './liability';

/**
 * General liability (ISO): exposure / 1,000 x class rate x increased limits factor (less the
 * carrier's discount setting), raised to the class minimum premium scaled by the same limits
 * factor, plus the flat charges of the endorsements asked for.
 */
export function rateGeneralLiability(
  submission: GlSubmission,
  tables: RateTables,
  carrier: CarrierName,
  options: RatingOptions = {},
): LineRating {
  return rateLine(() => {
    guardExposure(submission, tables);
    const read = new TableReader(tables, submission.effectiveDate);
    const glClasses = read.get('gl.classes', { line: 'gl' });
    const rates = read.carrierRates('gl', carrier);
    const state = primaryState(submission.locations);
    const ws = new WorksheetBuilder();

    const { minimumPremiumCents } = addLiabilityPremium(ws, 'gl.premium', glClasses, rates, {
      classCode: submission.glClassCode,
      state,
      business: submission.business,
      carrier,
    });
    const ilf = increasedLimitsFactor(glClasses, submission.glLimit);
    ws.factor(
      'gl.increasedLimits',
      `Limits ${submission.glLimit}`,
      { limit: submission.glLimit },
      ilf,
    );
    addCarrierDiscount(ws, 'gl.carrierDiscount', options.carrierDiscountPercent);
    // The class minimum is for basic limits: higher limits raise it by the same factor.
    ws.floor(
      'gl.minimumPremium',
      'Minimum premium of the class at the limits chosen',
      {
        classCode: submission.glClassCode,
        classMinimumCents: minimumPremiumCents,
        increasedLimitsFactor: ilf,
      },
      multiplyCents(minimumPremiumCents, ilf),
    );
    const endorsements = rates.endorsements ?? {
      blanketAdditionalInsuredCents: 0,
      waiverOfSubrogationCents: 0,
    };
    if (submission.blanketAdditionalInsured) {
      ws.add(
        'gl.blanketAdditionalInsured',
        'Blanket additional insured endorsement',
        {},
        endorsements.blanketAdditionalInsuredCents,
      );
    }
    if (submission.waiverOfSubrogation) {
      ws.add(
        'gl.waiverOfSubrogation',
        'Blanket waiver of subrogation endorsement',
        {},
        endorsements.waiverOfSubrogationCents,
      );
    }

    const worksheet = ws.build();
    return {
      kind: 'rated',
      premiumCents: worksheet.premiumCents,
      worksheet,
      terms: {
        glLimit: submission.glLimit,
        blanketAdditionalInsured: submission.blanketAdditionalInsured,
        waiverOfSubrogation: submission.waiverOfSubrogation,
      },
      adjustments: [],
      stateFunds: [],
      tableVersions: read.versions(),
    };
  });
}
