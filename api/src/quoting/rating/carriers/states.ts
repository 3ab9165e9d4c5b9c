import { MONOPOLISTIC_WC_STATES, US_STATE_CODES, type UsStateCode } from '@coverline/contracts';

/** The 50 states and DC less those listed. */
export function allStatesExcept(...excluded: UsStateCode[]): UsStateCode[] {
  return US_STATE_CODES.filter((s) => !excluded.includes(s));
}

/** Where private carriers may write workers compensation. */
export const PRIVATE_WC_STATES: readonly UsStateCode[] = allStatesExcept(...MONOPOLISTIC_WC_STATES);
