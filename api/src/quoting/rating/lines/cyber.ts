import { BindabilityReason, type CarrierName } from '@coverline/contracts';
import type { RateTables } from '../tables/rate-tables';
import type { SecurityControl } from '../tables/types';
import type { CyberSubmission, RatingOptions } from '../submission';
import { WorksheetBuilder } from '../worksheet';
import {
  addCarrierDiscount,
  lcmFor,
  primaryState,
  rateLine,
  TableReader,
  unrated,
  type LineRating,
} from './common';
import { guardExposure } from './exposure';

const CONTROL_NAMES: Record<SecurityControl, string> = {
  mfa: 'multi-factor authentication',
  edr: 'endpoint detection and response',
  backups: 'offline backups',
  training: 'security awareness training',
};

/**
 * Cyber: base premium by revenue band x industry hazard x limit factor x retention factor x a
 * credit for each security control in place. Under $5M revenue the limit is capped at $2M; the
 * retention is raised to the minimum for the revenue band and for education and public
 * administration. The top revenue band includes its upper end ($100M exactly is rated).
 */
export function rateCyber(
  submission: CyberSubmission,
  tables: RateTables,
  carrier: CarrierName,
  options: RatingOptions = {},
): LineRating {
  return rateLine(() => {
    guardExposure(submission, tables);
    const read = new TableReader(tables, submission.effectiveDate);
    const table = read.get('cyber.rates', { line: 'cyber', carrier });
    const rates = read.carrierRates('cyber', carrier);
    const revenue = submission.business.annualSalesCents;
    // A band holds revenue from its lower end up to, not including, its upper end; the top
    // band's upper end is the most written and is included ($100M exactly is rated).
    const top = table.revenueBands[table.revenueBands.length - 1];
    const band =
      table.revenueBands.find((b) => revenue < b.upToCents) ??
      (top && revenue === top.upToCents ? top : undefined);
    if (!band) unrated(BindabilityReason.REVENUE_OVER_LIMIT);
    const sector = submission.business.naicsCode.slice(0, 2);
    const adjustments: BindabilityReason[] = [];

    let limit = submission.cyberLimitCents;
    const cap = table.limitCapUnderRevenue;
    if (revenue < cap.revenueBelowCents && limit > cap.maxLimitCents) {
      limit = cap.maxLimitCents;
      adjustments.push(BindabilityReason.CYBER_LIMIT_CAPPED);
    }
    const minimumRetention = Math.max(
      band.minimumRetentionCents,
      table.sectorMinimumRetention[sector] ?? 0,
    );
    let retention = submission.cyberRetentionCents;
    if (retention < minimumRetention) {
      retention = minimumRetention;
      adjustments.push(BindabilityReason.RETENTION_RAISED);
    }
    const limitFactor = table.limitFactors[`${limit}`];
    const retentionFactor = table.retentionFactors[`${retention}`];
    if (limitFactor === undefined || retentionFactor === undefined) {
      throw new RangeError(`No cyber factor for limit ${limit} or retention ${retention} cents`);
    }

    const ws = new WorksheetBuilder();
    ws.add(
      'cyber.base',
      `Base premium, revenue ${band.label}`,
      { annualSalesCents: revenue, band: band.label },
      band.basePremiumCents,
    );
    ws.factor(
      'cyber.hazard',
      `Industry hazard, NAICS sector ${sector}`,
      { naicsCode: submission.business.naicsCode, sector },
      table.hazardBySector[sector] ?? table.hazardBySector.default,
    );
    ws.factor(
      'cyber.limit',
      'Limit',
      { limitCents: limit, requestedLimitCents: submission.cyberLimitCents },
      limitFactor,
    );
    ws.factor(
      'cyber.retention',
      'Retention',
      {
        retentionCents: retention,
        requestedRetentionCents: submission.cyberRetentionCents,
        minimumRetentionCents: minimumRetention,
      },
      retentionFactor,
    );
    for (const control of Object.keys(CONTROL_NAMES) as SecurityControl[]) {
      if (!submission.securityControls[control]) continue;
      ws.factor(
        'cyber.securityControl',
        `Credit for ${CONTROL_NAMES[control]}`,
        { control },
        table.securityControlCredits[control],
      );
    }
    const state = primaryState(submission.locations);
    ws.factor('cyber.lcm', 'Carrier rate multiplier', { state }, lcmFor(rates, state));
    addCarrierDiscount(ws, 'cyber.carrierDiscount', options.carrierDiscountPercent);
    ws.floor('cyber.minimumPremium', 'Minimum premium', {}, rates.minimumPremiumCents ?? 0);

    const worksheet = ws.build();
    return {
      kind: 'rated',
      premiumCents: worksheet.premiumCents,
      worksheet,
      terms: { cyberLimitCents: limit, cyberRetentionCents: retention },
      adjustments,
      stateFunds: [],
      tableVersions: read.versions(),
    };
  });
}
