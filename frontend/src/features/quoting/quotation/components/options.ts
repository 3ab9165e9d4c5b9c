import { STATE_CODES, STATE_NAMES, US_STATE_CODES } from '@coverline/contracts';

/** Addresses accept the states, DC and the territories. */
export const ADDRESS_STATE_OPTIONS = STATE_CODES.map((code) => ({
  value: code,
  label: `${STATE_NAMES[code]} (${code})`,
}));

/** Payroll, owners and rules belong to the 50 states and DC. */
export const US_STATE_OPTIONS = US_STATE_CODES.map((code) => ({
  value: code,
  label: `${STATE_NAMES[code]} (${code})`,
}));
