import type {
  CarrierName,
  CoverageType,
  OwnerPayrollRule,
  UsStateCode,
} from '@coverline/contracts';

/** Workers compensation, one state: what the rating bureau and the state set. */
export interface WcStateTable {
  /** Bureau loss cost per $100 of payroll, by class code. */
  lossCosts: Record<string, number>;
  expenseConstantCents: number;
  /** Dollars per $100 of payroll. */
  terrorismRatePer100: number;
  catastropheRatePer100: number;
  /**
   * Charged as a percent of the premium the state names: its own standard premium
   * unless `basis` says manual premium.
   */
  assessments: { name: string; percent: number; basis?: 'standard' | 'manual' }[];
  /** Minimum premium = highest class rate x multiplier + expense constant, at most the cap. */
  minimumPremium: { multiplier: number; capCents: number };
}

export interface WcClassesTable {
  classes: Record<string, { description: string; hazardGroup: string }>;
}

export interface PremiumDiscountTier {
  /** Upper end of the tier's slice of standard premium; null for the top tier. */
  upToCents: number | null;
  percent: number;
}

export interface WcFactorsTable {
  employersLiability: Record<'1' | '2' | '3', number>;
  scheduleMaxPercent: number;
  waiverOfSubrogation: { percent: number; minimumCents: number };
  premiumDiscount: PremiumDiscountTier[];
}

export interface OwnerPayrollRulesTable {
  rules: OwnerPayrollRule[];
}

export type GlLimit = '1M/2M' | '2M/4M';
export type ExposureBasis = 'sales' | 'payroll';

export interface GlClassesTable {
  classes: Record<
    string,
    {
      description: string;
      exposureBasis: ExposureBasis;
      /** Per $1,000 of exposure. */
      lossCostPer1000: number;
      minimumPremiumCents: number;
    }
  >;
  /** State relativity applied to the class loss cost; 1 where a state is not listed. */
  stateRelativities: Record<string, number>;
  increasedLimits: Record<GlLimit, number>;
}

export type Construction = 'Wood Frame' | 'Concrete/Brick/Masonry';

export interface BopPropertyTable {
  /** Per $100 of limit. */
  baseRatesPer100: {
    default: { building: number; bpp: number };
    byState: Record<string, { building: number; bpp: number }>;
  };
  construction: Record<Construction, number>;
  sprinklers: { sprinklered: number; notSprinklered: number };
  /** Factor by deductible in cents. */
  deductibles: Record<string, number>;
  /** Decimal places the property rate is rounded to. */
  ratePlaces: number;
}

export interface CyberRevenueBand {
  label: string;
  /** Revenue below this amount falls in the band; the top band also holds this amount itself. */
  upToCents: number;
  basePremiumCents: number;
  minimumRetentionCents: number;
}

export type SecurityControl = 'mfa' | 'edr' | 'backups' | 'training';

export interface CyberRatesTable {
  revenueBands: CyberRevenueBand[];
  /** By two-digit NAICS sector, with a default. */
  hazardBySector: Record<string, number> & { default: number };
  /** Factor by limit in cents. */
  limitFactors: Record<string, number>;
  /** Factor by retention in cents. */
  retentionFactors: Record<string, number>;
  limitCapUnderRevenue: { revenueBelowCents: number; maxLimitCents: number };
  sectorMinimumRetention: Record<string, number>;
  securityControlCredits: Record<SecurityControl, number>;
}

export interface ScheduleRules {
  claimsFreeCreditPercent: number;
  perClaimDebitPercent: number;
  yearsInBusiness: { minimum: number; creditPercent: number } | null;
}

/** A carrier's own multipliers and charges for one line. */
export interface CarrierRatesTable {
  lcm: { default: number; byState: Record<string, number> };
  schedule?: ScheduleRules;
  endorsements?: { blanketAdditionalInsuredCents: number; waiverOfSubrogationCents: number };
  packageDiscountPercent?: number;
  minimumPremiumCents?: number;
}

export interface TableDataByKind {
  'wc.state': WcStateTable;
  'wc.classes': WcClassesTable;
  'wc.factors': WcFactorsTable;
  'wc.ownerPayrollRules': OwnerPayrollRulesTable;
  'gl.classes': GlClassesTable;
  'bop.property': BopPropertyTable;
  'cyber.rates': CyberRatesTable;
  'carrier.rates': CarrierRatesTable;
}
export type TableKind = keyof TableDataByKind;
export const TABLE_KINDS: readonly TableKind[] = [
  'wc.state',
  'wc.classes',
  'wc.factors',
  'wc.ownerPayrollRules',
  'gl.classes',
  'bop.property',
  'cyber.rates',
  'carrier.rates',
];

/**
 * One version of one rate table. A table is identified by kind, line, carrier (null for bureau
 * and countrywide tables) and state (null when it applies in every state); a version is in force
 * from its effective date until a later version of the same table takes over.
 */
export interface RateTableRecord<K extends TableKind = TableKind> {
  kind: K;
  line: CoverageType;
  carrier: CarrierName | null;
  state: UsStateCode | null;
  version: string;
  /** YYYY-MM-DD, inclusive. */
  effectiveFrom: string;
  data: TableDataByKind[K];
}

export interface TableKey {
  line: CoverageType;
  carrier?: CarrierName | null;
  state?: UsStateCode | null;
}
