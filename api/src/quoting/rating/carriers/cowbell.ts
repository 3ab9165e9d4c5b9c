import { US_STATE_CODES } from '@coverline/contracts';
import { createSandboxCarrier } from './carrier-adapter';

/**
 * Cowbell: cyber only, for revenue up to $100M, in every state. Without multi-factor
 * authentication, or with a cyber claim, an underwriter reviews the risk.
 */
export const cowbell = createSandboxCarrier({
  carrier: 'Cowbell',
  maxBackdatedDays: 0,
  maxDaysAhead: 90,
  lines: {
    cyber: {
      states: US_STATE_CODES,
      maxRevenueCents: 10_000_000_000,
      maxClaims: 2,
      referClaimsFrom: 1,
      mfaRequired: true,
    },
  },
});
