import { createSandboxCarrier } from './carrier-adapter';
import { allStatesExcept } from './states';

/**
 * Employers: small-business workers compensation in low and medium hazard classes, outside the
 * Northeast's high-cost states: no roofing, residential framing, demolition, sewer work, tree
 * work, trucking, taxicabs or farms; excavation is referred. No backdating; a large loss or two
 * claims go to an underwriter.
 */
export const employers = createSandboxCarrier({
  carrier: 'Employers',
  maxBackdatedDays: 0,
  // Its insureds' own cancellations are short rate.
  shortRateCancellation: true,
  maxDaysAhead: 90,
  lines: {
    wc: {
      states: allStatesExcept('ND', 'OH', 'WA', 'WY', 'NY', 'NJ', 'MA', 'ME', 'RI'),
      declinedClassCodes: [
        '5551',
        '5645',
        '7380',
        '3724',
        '0106',
        '5701',
        '6306',
        '7219',
        '7228',
        '7229',
        '7370',
      ],
      referredClassCodes: ['6217'],
      declinedNaics: ['11'],
      maxEmployees: 50,
      maxPayrollCents: 300_000_000,
      maxClaims: 2,
      referClaimsFrom: 2,
      referLossOverCents: 5_000_000,
      maxExperienceMod: 1.25,
      maxLocationsThruApi: 3,
    },
  },
});
