import { US_STATE_CODES } from '@coverline/contracts';
import { createSandboxCarrier } from './carrier-adapter';
import { PRIVATE_WC_STATES } from './states';

/**
 * AmTrust: workers compensation in every state open to private carriers, with the widest
 * appetite of the panel (larger payrolls, more claims, the heavier trades others decline);
 * roofing, demolition, long-haul trucking and taxicabs go to an underwriter. General liability
 * and business owner's policies for small contractors and main-street businesses everywhere,
 * Alaska and Hawaii included; the heaviest liability classes are referred.
 */
const HEAVY_LIABILITY = ['98678', '99986', '99793', '68001', '16940'];

export const amtrust = createSandboxCarrier({
  carrier: 'AmTrust',
  maxBackdatedDays: 7,
  // Its insureds' own cancellations are short rate.
  shortRateCancellation: true,
  maxDaysAhead: 90,
  lines: {
    wc: {
      states: PRIVATE_WC_STATES,
      referredClassCodes: ['5551', '5701', '7229', '7370'],
      maxEmployees: 250,
      maxPayrollCents: 1_000_000_000,
      maxClaims: 4,
      referClaimsFrom: 3,
      maxExperienceMod: 1.6,
      maxLocationsThruApi: 5,
    },
    gl: {
      states: US_STATE_CODES,
      referredClassCodes: HEAVY_LIABILITY,
      maxRevenueCents: 1_500_000_000,
      maxEmployees: 100,
      maxClaims: 3,
      referClaimsFrom: 2,
      maxLocationsThruApi: 3,
    },
    bop: {
      states: US_STATE_CODES,
      referredClassCodes: HEAVY_LIABILITY,
      maxRevenueCents: 1_000_000_000,
      maxContractorRevenueCents: 500_000_000,
      maxEmployees: 50,
      maxBuildingCents: 200_000_000,
      maxBppCents: 100_000_000,
      maxClaims: 2,
      referClaimsFrom: 2,
      maxLocationsThruApi: 3,
      deductiblesOffered: [50_000, 100_000, 250_000, 500_000],
    },
  },
});
