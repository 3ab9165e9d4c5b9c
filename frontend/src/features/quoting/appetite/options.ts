import { stateName, US_STATE_CODES } from '@coverline/contracts';

/** The 50 states and DC by name, as the appetite pages offer them. */
export const STATE_OPTIONS = US_STATE_CODES.map((code) => ({
  value: code,
  label: stateName(code),
}));
