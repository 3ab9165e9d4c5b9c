import { createSandboxCarrier } from './carrier-adapter';
import { allStatesExcept } from './states';

/**
 * Markel: small risks only (revenue up to $3M, 25 employees), claims-free or nearly so.
 * Businesses under three years old wait for Markel's underwriting before binding. No roofing,
 * demolition, trucking or taxicabs in any line; no residential framing, sewer or tree work, or
 * farms, in workers compensation; bars and nightclubs and security guards are referred for
 * liability; day care goes to an underwriter.
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
      declinedClassCodes: ['5551', '5645', '5701', '6306', '0106', '7219', '7228', '7229', '7370'],
      declinedNaics: ['11'],
      maxPayrollCents: 150_000_000,
    },
    gl: {
      ...small,
      states: allStatesExcept('AK'),
      declinedClassCodes: ['98678', '99986', '99793', '68001', '95233'],
      referredClassCodes: ['16940', '98751', '41715'],
    },
    bop: {
      ...small,
      states: allStatesExcept('AK', 'HI', 'FL', 'LA'),
      declinedClassCodes: ['98678', '94007', '99986', '99793', '68001', '95233', '16940'],
      referredClassCodes: ['98751', '41715'],
      maxBuildingCents: 100_000_000,
      maxBppCents: 50_000_000,
    },
  },
});
