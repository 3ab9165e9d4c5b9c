import type { CarrierName } from '@coverline/contracts';
import type { RateTables } from '../tables/rate-tables';
import type { GlSubmission } from '../submission';
import { WorksheetBuilder } from '../worksheet';
import { primaryState, rateLine, TableReader, type LineRating } from './common';
import { addLiabilityPremium, increasedLimitsFactor } from './liability';

/**
 * General liability (ISO): exposure / 1,000 x class rate x increased limits factor, raised to
 * the class minimum premium, plus the flat charges of the endorsements asked for.
 */
export function rateGeneralLiability(
  submission: GlSubmission,
  tables: RateTables,
  carrier: CarrierName,
): LineRating {
  return rateLine(() => {
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
    ws.factor(
      'gl.increasedLimits',
      `Limits ${submission.glLimit}`,
      { limit: submission.glLimit },
      increasedLimitsFactor(glClasses, submission.glLimit),
    );
    ws.floor(
      'gl.minimumPremium',
      'Minimum premium of the class',
      {
        classCode: submission.glClassCode,
      },
      minimumPremiumCents,
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
