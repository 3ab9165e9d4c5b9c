import { createSandboxCarrier } from './carrier-adapter';
import { allStatesExcept } from './states';

/**
 * Markel: small risks only (revenue up to $3M, 25 employees), claims-free or nearly so.
 * Businesses under three years old wait for Markel's underwriting before binding.
 */
const small = {
  maxRevenueCents: 300_000_000,
  maxEmployees: 25,
  maxClaims: 1,
  referClaimsFrom: 1,
  minYearsInBusiness: 3,
  maxLocationsThruApi: 2,
};

export const markel = createSandboxCarrier({
  carrier: 'Markel',
  maxBackdatedDays: 5,
  maxDaysAhead: 60,
  lines: {
    wc: {
      ...small,
      states: allStatesExcept(
        'ND',
        'OH',
        'WA',
        'WY',
        'CA',
        'AK',
        'HI',
        'ME',
        'MT',
        'OR',
        'ID',
        'VT',
      ),
      declinedClassCodes: ['5551', '5645'],
      maxPayrollCents: 150_000_000,
    },
    gl: {
      ...small,
      states: allStatesExcept('AK', 'HI'),
      declinedClassCodes: ['98678'],
    },
    bop: {
      ...small,
      states: allStatesExcept('AK', 'HI', 'FL', 'LA'),
      declinedClassCodes: ['98678', '94007'],
      maxBuildingCents: 100_000_000,
      maxBppCents: 50_000_000,
    },
  },
});
