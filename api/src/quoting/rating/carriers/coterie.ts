import { createSandboxCarrier } from './carrier-adapter';
import { allStatesExcept } from './states';

/**
 * Coterie: general liability and business owner's policies for main-street businesses, bound
 * online. No roofing, excavation, general carpentry, demolition, trucking, taxicabs, refuse
 * hauling, tree work, security guards, bars and nightclubs, day care, home health care or
 * schools. Property deductibles stop at $2,500; a $5,000 deductible is quoted at $2,500.
 */
const mainStreet = {
  states: allStatesExcept('AK', 'HI', 'FL', 'LA', 'NY'),
  declinedClassCodes: [
    '98678',
    '94007',
    '91342',
    '99986',
    '99793',
    '68001',
    '95233',
    '99777',
    '98751',
    '16940',
    '41715',
    '44501',
    '47475',
  ],
  maxRevenueCents: 500_000_000,
  maxContractorRevenueCents: 250_000_000,
  maxEmployees: 30,
  maxClaims: 2,
  referClaimsFrom: 2,
  referOpenClaims: true,
  maxLocationsThruApi: 3,
  onlyBasicLimitThruApi: true,
};

export const coterie = createSandboxCarrier({
  carrier: 'Coterie',
  maxBackdatedDays: 1,
  maxDaysAhead: 90,
  lines: {
    gl: mainStreet,
    bop: {
      ...mainStreet,
      maxBuildingCents: 100_000_000,
      maxBppCents: 50_000_000,
      deductiblesOffered: [50_000, 100_000, 250_000],
    },
  },
});
