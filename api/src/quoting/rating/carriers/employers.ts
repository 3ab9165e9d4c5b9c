import { createSandboxCarrier } from './carrier-adapter';
import { allStatesExcept } from './states';

/**
 * Employers: small-business workers compensation in low and medium hazard classes, outside the
 * Northeast's high-cost states. No backdating; a large loss or two claims go to an underwriter.
 */
export const employers = createSandboxCarrier({
  carrier: 'Employers',
  maxBackdatedDays: 0,
  maxDaysAhead: 90,
  lines: {
    wc: {
      states: allStatesExcept('ND', 'OH', 'WA', 'WY', 'NY', 'NJ', 'MA', 'ME', 'RI'),
      declinedClassCodes: ['5551', '5645', '7380', '3724'],
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
