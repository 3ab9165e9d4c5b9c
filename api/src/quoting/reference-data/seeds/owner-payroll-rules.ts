import { ENTITY_TYPES, EntityType, type UsStateCode } from '@coverline/contracts';

export const OWNER_PAYROLL_SEED_YEAR = 2026;

/** Approximate state average weekly wages in dollars, the basis of owner payroll amounts. */
const AVERAGE_WEEKLY_WAGE: Record<UsStateCode, number> = {
  AL: 1050,
  AK: 1300,
  AZ: 1200,
  AR: 1000,
  CA: 1650,
  CO: 1400,
  CT: 1500,
  DE: 1250,
  DC: 2100,
  FL: 1150,
  GA: 1200,
  HI: 1200,
  ID: 1000,
  IL: 1400,
  IN: 1050,
  IA: 1050,
  KS: 1050,
  KY: 1050,
  LA: 1050,
  ME: 1100,
  MD: 1350,
  MA: 1800,
  MI: 1200,
  MN: 1300,
  MS: 900,
  MO: 1100,
  MT: 1000,
  NE: 1050,
  NV: 1150,
  NH: 1350,
  NJ: 1500,
  NM: 1050,
  NY: 1800,
  NC: 1150,
  ND: 1150,
  OH: 1150,
  OK: 1050,
  OR: 1300,
  PA: 1250,
  RI: 1300,
  SC: 1050,
  SD: 1000,
  TN: 1150,
  TX: 1300,
  UT: 1150,
  VT: 1150,
  VA: 1300,
  WA: 1600,
  WV: 1000,
  WI: 1150,
  WY: 1100,
};

export interface OwnerPayrollRuleSeed {
  year: number;
  entityType: EntityType;
  state: UsStateCode;
  setAmountCents: number;
  minAmountCents: number;
  maxAmountCents: number;
}

/** Whole hundreds of dollars, in cents. */
const dollars = (amount: number) => Math.round(amount / 100) * 100 * 100;

/**
 * Sole proprietors and partners are rated at one fixed annual payroll (a year of the state
 * average wage); officers and members of corporations, LLCs and non-profits at their own
 * estimate kept between half and two and a half times that amount.
 */
export function ownerPayrollRules(year = OWNER_PAYROLL_SEED_YEAR): OwnerPayrollRuleSeed[] {
  return Object.entries(AVERAGE_WEEKLY_WAGE).flatMap(([state, weekly]) =>
    ENTITY_TYPES.map((entityType) => {
      const annual = dollars(weekly * 52);
      const fixed =
        entityType === EntityType.SoleProprietor || entityType === EntityType.Partnership;
      return {
        year,
        entityType,
        state: state as UsStateCode,
        setAmountCents: annual,
        minAmountCents: fixed ? annual : dollars(weekly * 52 * 0.5),
        maxAmountCents: fixed ? annual : dollars(weekly * 52 * 2.5),
      };
    }),
  );
}
