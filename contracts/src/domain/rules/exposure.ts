/**
 * Whether the exposure a premium is figured on (payroll, revenue) is there and plausible for
 * the business, and whether an experience modification is a number a bureau could have given.
 * The wizard, the submission and the rating read the same rules, so they refuse with the same
 * words. See docs/rating.md for the reasoning behind the numbers.
 */

/** The federal minimum wage, in cents per hour: the floor where a state sets less or none. */
export const FEDERAL_MINIMUM_WAGE_CENTS = 725;

/**
 * The lowest minimum hourly wage each state sets for adult, non-tipped work in 2026, in cents,
 * where it is above the federal one. Approximate by design: the payroll floor below is loose
 * enough that a few cents of difference never decide a case.
 */
export const STATE_MINIMUM_WAGE_CENTS: Readonly<Record<string, number>> = {
  AK: 1300,
  AZ: 1515,
  AR: 1100,
  CA: 1690,
  CO: 1516,
  CT: 1694,
  DE: 1500,
  DC: 1795,
  FL: 1400,
  HI: 1600,
  IL: 1500,
  ME: 1510,
  MD: 1500,
  MA: 1500,
  MI: 1373,
  MN: 1141,
  MO: 1500,
  MT: 1085,
  NE: 1500,
  NV: 1200,
  NJ: 1592,
  NM: 1200,
  NY: 1600,
  OH: 1100,
  OR: 1405,
  RI: 1600,
  SD: 1185,
  VT: 1442,
  VA: 1277,
  WA: 1713,
  WV: 875,
};

/**
 * Hours a year the payroll must pay each employee at least, at the minimum wage: about six
 * hours a week, or one ten-week season of thirty. Payroll below that for the number of
 * employees given means payroll was left out, not that the business is small.
 */
export const PLAUSIBLE_HOURS_PER_EMPLOYEE = 300;

export function minimumWageCents(state: string): number {
  return Math.max(FEDERAL_MINIMUM_WAGE_CENTS, STATE_MINIMUM_WAGE_CENTS[state] ?? 0);
}

/**
 * The least annual payroll plausible for a number of employees working in the given states:
 * employees x the lowest minimum wage of those states x the hours floor.
 */
export function minimumPlausiblePayrollCents(employees: number, states: readonly string[]): number {
  if (!Number.isFinite(employees) || employees <= 0) return 0;
  const wage = states.length
    ? Math.min(...states.map(minimumWageCents))
    : FEDERAL_MINIMUM_WAGE_CENTS;
  return Math.round(employees) * wage * PLAUSIBLE_HOURS_PER_EMPLOYEE;
}

const dollars = (cents: number) =>
  `$${Math.ceil(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

export const ExposureMessages = {
  payrollRequired: 'Annual payroll is required: this business is rated on its payroll.',
  payrollTooLow: (employees: number, floorCents: number) =>
    `Annual payroll is too low for ${employees} employee(s): at least ${dollars(floorCents)} ` +
    `(${PLAUSIBLE_HOURS_PER_EMPLOYEE} hours a year each at the minimum wage).`,
  revenueRequired: 'Annual revenue is required and must be above zero.',
  experienceModNumber: 'Experience modification must be a number such as 0.95 or 1.10.',
  experienceModRange: (min: number, max: number) =>
    `Experience modification must be between ${min.toFixed(2)} and ${max.toFixed(2)}.`,
} as const;

/**
 * Payroll a liability class or workers compensation rates on: required above zero, and at
 * least the plausible floor for the number of employees. Null when acceptable.
 */
export function checkPayrollExposure(
  payrollCents: number | null | undefined,
  employees: number | null | undefined,
  states: readonly string[],
): string | null {
  if (payrollCents === null || payrollCents === undefined || !(payrollCents > 0)) {
    return ExposureMessages.payrollRequired;
  }
  const floor = minimumPlausiblePayrollCents(employees ?? 0, states);
  return payrollCents < floor ? ExposureMessages.payrollTooLow(employees ?? 0, floor) : null;
}

/** Revenue a class or a cyber policy rates on: required above zero. */
export function checkRevenueExposure(revenueCents: number | null | undefined): string | null {
  return revenueCents === null || revenueCents === undefined || !(revenueCents > 0)
    ? ExposureMessages.revenueRequired
    : null;
}

/** The experience modifications accepted: bureau mods outside this range are not credible. */
export const EXPERIENCE_MOD_MIN = 0.5;
export const EXPERIENCE_MOD_MAX = 2.5;

const MOD_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * An experience modification as typed (an answer may be text or a number): null when none was
 * given, else its value or the message saying what is wrong with it.
 */
export function parseExperienceMod(
  answer: unknown,
): null | { value: number; error?: undefined } | { error: string; value?: undefined } {
  if (answer === undefined || answer === null) return null;
  if (typeof answer === 'string' && answer.trim() === '') return null;
  const text = typeof answer === 'number' ? String(answer) : answer;
  if (typeof text !== 'string' || !MOD_PATTERN.test(text.trim())) {
    return { error: ExposureMessages.experienceModNumber };
  }
  const value = Number(text.trim());
  if (value < EXPERIENCE_MOD_MIN || value > EXPERIENCE_MOD_MAX) {
    return { error: ExposureMessages.experienceModRange(EXPERIENCE_MOD_MIN, EXPERIENCE_MOD_MAX) };
  }
  return { value };
}

/** A credit modification (under 1.00) lowers the premium, so staff verify it before binding. */
export function isCreditMod(mod: number | null | undefined): boolean {
  return typeof mod === 'number' && mod < 1;
}
