import { createSandboxCarrier } from './carrier-adapter';
import { PRIVATE_WC_STATES } from './states';

/**
 * AmTrust: workers compensation in every state open to private carriers, with the widest
 * appetite of the panel (larger payrolls, more claims); roofing goes to an underwriter.
 */
export const amtrust = createSandboxCarrier({
  carrier: 'AmTrust',
  maxBackdatedDays: 7,
  maxDaysAhead: 90,
  lines: {
    wc: {
      states: PRIVATE_WC_STATES,
      referredClassCodes: ['5551'],
      maxEmployees: 250,
      maxPayrollCents: 1_000_000_000,
      maxClaims: 4,
      referClaimsFrom: 3,
      maxExperienceMod: 1.6,
      maxLocationsThruApi: 5,
    },
  },
});
