import { MONOPOLISTIC_WC_STATES, type UsStateCode } from '../reference-data';

/** The state fund that writes workers compensation where no private carrier may. */
export interface StateFund {
  state: UsStateCode;
  name: string;
  url: string;
}

export const STATE_FUNDS: Readonly<Record<'ND' | 'OH' | 'WA' | 'WY', StateFund>> = {
  ND: { state: 'ND', name: 'Workforce Safety & Insurance', url: 'https://www.workforcesafety.com' },
  OH: {
    state: 'OH',
    name: 'Ohio Bureau of Workers’ Compensation',
    url: 'https://www.bwc.ohio.gov',
  },
  WA: {
    state: 'WA',
    name: 'Washington State Department of Labor & Industries',
    url: 'https://lni.wa.gov/insurance',
  },
  WY: {
    state: 'WY',
    name: 'Wyoming Department of Workforce Services',
    url: 'https://dws.wyo.gov/dws-division/workers-compensation',
  },
};

export function isMonopolisticWcState(state: string): boolean {
  return (MONOPOLISTIC_WC_STATES as readonly string[]).includes(state);
}

/** The state fund for a monopolistic state, or null where private carriers write. */
export function stateFundFor(state: string): StateFund | null {
  return isMonopolisticWcState(state) ? STATE_FUNDS[state as keyof typeof STATE_FUNDS] : null;
}

export const MONOPOLISTIC_STATE_MESSAGE =
  'Workers compensation in this state is written only by the state fund: no quote is given';

/** Employers liability limits: each accident / disease policy limit / disease each employee. */
export const EmployersLiabilityLevel = {
  Level1: 1,
  Level2: 2,
  Level3: 3,
} as const;
export type EmployersLiabilityLevel =
  (typeof EmployersLiabilityLevel)[keyof typeof EmployersLiabilityLevel];
export const EMPLOYERS_LIABILITY_LEVELS: readonly EmployersLiabilityLevel[] =
  Object.values(EmployersLiabilityLevel);

export const EMPLOYERS_LIABILITY_LIMITS: Readonly<Record<EmployersLiabilityLevel, string>> = {
  1: '$100,000 / $500,000 / $100,000',
  2: '$500,000 / $500,000 / $500,000',
  3: '$1,000,000 / $1,000,000 / $1,000,000',
};

/** States that require more than level 1, with the message shown when a lower level is chosen. */
const EL_STATE_RULES: Readonly<
  Partial<Record<UsStateCode, { minimum: EmployersLiabilityLevel; message: string }>>
> = {
  CA: { minimum: 3, message: 'California requires employers liability level 3' },
  OR: { minimum: 2, message: 'Oregon requires employers liability level 2 or 3' },
};

/** The lowest level a state allows (1 where the state sets no rule). */
export function minimumEmployersLiabilityLevel(state: string): EmployersLiabilityLevel {
  return EL_STATE_RULES[state as UsStateCode]?.minimum ?? 1;
}

export function allowedEmployersLiabilityLevels(state: string): EmployersLiabilityLevel[] {
  const minimum = minimumEmployersLiabilityLevel(state);
  return EMPLOYERS_LIABILITY_LEVELS.filter((level) => level >= minimum);
}

/** The message for a level the state does not allow, or null when the level is allowed. */
export function checkEmployersLiabilityLevel(state: string, level: number): string | null {
  const rule = EL_STATE_RULES[state as UsStateCode];
  return rule && level < rule.minimum ? rule.message : null;
}
