import { US_STATE_CODES } from '@coverline/contracts';
import { createSandboxCarrier } from './carrier-adapter';
import { allStatesExcept, PRIVATE_WC_STATES } from './states';

/**
 * Hartford: workers compensation, general liability and business owner's policies for small
 * and mid-sized businesses almost everywhere, and cyber everywhere for revenue up to $50M
 * (financial institutions and health care go to an underwriter; without multi-factor
 * authentication, so does everyone). One location (and at most two workers
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
      declinedClassCodes: ['5551', '5701', '7229', '7370'],
      referredClassCodes: ['5645', '0106', '6217', '6306', '7219', '7228'],
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
      declinedClassCodes: ['98678', '94007', '99986', '99793', '68001'],
      referredClassCodes: ['16940', '99777', '95233'],
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
      declinedClassCodes: ['98678', '94007', '99986', '99793', '68001', '95233', '16940'],
      referredClassCodes: ['99777'],
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
    cyber: {
      states: US_STATE_CODES,
      referredNaics: ['52', '62'],
      declinedNaics: ['92'],
      maxRevenueCents: 5_000_000_000,
      maxClaims: 1,
      referClaimsFrom: 1,
      mfaRequired: true,
    },
  },
});
