import { createSandboxCarrier } from './carrier-adapter';
import { allStatesExcept, PRIVATE_WC_STATES } from './states';

/**
 * Hartford: workers compensation, general liability and business owner's policies for small
 * and mid-sized businesses almost everywhere. One location (and at most two workers
 * compensation states) binds online; more are added on Hartford's site. Agents also work quotes
 * in Hartford's own tool, which its API reports (`ownTool`).
 */
export const hartford = createSandboxCarrier({
  carrier: 'Hartford',
  maxBackdatedDays: 3,
  maxDaysAhead: 90,
  ownTool: true,
  lines: {
    wc: {
      states: PRIVATE_WC_STATES,
      declinedClassCodes: ['5551'],
      referredClassCodes: ['5645'],
      maxEmployees: 100,
      maxPayrollCents: 500_000_000,
      maxClaims: 3,
      referClaimsFrom: 2,
      referOpenClaims: true,
      maxExperienceMod: 1.5,
      maxLocationsThruApi: 1,
      maxStatesThruApi: 2,
    },
    gl: {
      states: allStatesExcept('AK', 'HI'),
      declinedClassCodes: ['98678', '94007'],
      maxRevenueCents: 1_000_000_000,
      maxEmployees: 100,
      maxClaims: 3,
      referClaimsFrom: 2,
      referOpenClaims: true,
      maxLocationsThruApi: 1,
      onlyBasicLimitThruApi: true,
    },
    bop: {
      states: allStatesExcept('AK', 'HI'),
      declinedClassCodes: ['98678', '94007'],
      maxRevenueCents: 1_000_000_000,
      maxContractorRevenueCents: 500_000_000,
      maxEmployees: 50,
      maxBuildingCents: 100_000_000,
      maxBppCents: 50_000_000,
      maxClaims: 2,
      referClaimsFrom: 2,
      referOpenClaims: true,
      maxLocationsThruApi: 1,
      onlyBasicLimitThruApi: true,
    },
  },
});
