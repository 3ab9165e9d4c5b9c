import type {
  BindabilityReason,
  CarrierName,
  CoverageType,
  StateFund,
  UsStateCode,
} from '@coverline/contracts';
import { tableVersionId, type RateTables } from '../tables/rate-tables';
import type {
  CarrierRatesTable,
  RateTableRecord,
  TableDataByKind,
  TableKey,
  TableKind,
} from '../tables/types';
import type { Worksheet, WorksheetBuilder } from '../worksheet';

/** The outcome of rating one line for one carrier, before the carrier's bindability. */
export type LineRating =
  | {
      kind: 'rated';
      premiumCents: number;
      worksheet: Worksheet;
      /** The terms the premium is for, which the rating may have changed from those asked. */
      terms: RatedTerms;
      /** What the rating changed from the submission (a raised retention, a capped limit...). */
      adjustments: BindabilityReason[];
      /** States in the submission whose workers compensation only the state fund writes. */
      stateFunds: StateFund[];
      /** Every rate table version the premium was read from. */
      tableVersions: string[];
    }
  /** Every state of a workers compensation submission is monopolistic. */
  | { kind: 'monopolistic'; stateFunds: StateFund[] }
  /** No table version is in force on the effective date. */
  | { kind: 'noRates'; missing: string[] }
  /** The submission falls outside what the tables rate (a class or revenue they do not hold). */
  | { kind: 'unrated'; reasons: BindabilityReason[] }
  /** The exposure the line rates on is missing or not plausible: nothing is priced on it. */
  | { kind: 'implausibleExposure'; problems: ExposureProblem[] };

/** The payroll of one state and class code as priced: what was entered plus owners' payroll. */
export interface RatedClassPayroll {
  state: UsStateCode;
  classCode: string;
  /** The employees' payroll the submission gave for the class. */
  employeePayrollCents: number;
  /** Owners' payroll the owner payroll rules added to the class. */
  ownerPayrollCents: number;
  payrollCents: number;
}

/**
 * The terms a premium was priced for, which may differ from those asked: a retention raised to
 * the minimum, a capped limit, a carrier's substituted deductible, owners' payroll added to a
 * class. Each line fills the fields it rates on.
 */
export interface RatedTerms {
  employersLiabilityLevel?: 1 | 2 | 3;
  waiverOfSubrogation?: boolean;
  glLimit?: string;
  blanketAdditionalInsured?: boolean;
  propertyDeductibleCents?: number;
  cyberLimitCents?: number;
  cyberRetentionCents?: number;
  classPayrolls?: RatedClassPayroll[];
}

/** A field of the submission whose exposure the rating refuses, with the message to show. */
export interface ExposureProblem {
  field: string;
  message: string;
}

/** Thrown inside a line's rating to stop it with one of the non-rated outcomes. */
export class RatingStop extends Error {
  constructor(readonly outcome: Exclude<LineRating, { kind: 'rated' }>) {
    super(outcome.kind);
  }
}

export function unrated(reason: BindabilityReason): never {
  throw new RatingStop({ kind: 'unrated', reasons: [reason] });
}

/** Reads the versions in force on one date and remembers which it read. */
export class TableReader {
  private readonly used = new Set<string>();

  constructor(
    private readonly tables: RateTables,
    readonly on: string,
  ) {}

  get<K extends TableKind>(kind: K, key: TableKey): TableDataByKind[K] {
    const record = this.tables.inForce(kind, key, this.on);
    if (!record) {
      const name = [kind, key.line, key.carrier, key.state].filter(Boolean).join(' ');
      throw new RatingStop({ kind: 'noRates', missing: [`${name} on ${this.on}`] });
    }
    this.used.add(tableVersionId(record));
    return record.data;
  }

  /** Every version already in force on the date, oldest first; `markUsed` those that apply. */
  history<K extends TableKind>(kind: K, key: TableKey): RateTableRecord<K>[] {
    return this.tables.history(kind, key).filter((r) => r.effectiveFrom <= this.on);
  }

  markUsed(record: RateTableRecord): void {
    this.used.add(tableVersionId(record));
  }

  carrierRates(line: CoverageType, carrier: CarrierName): CarrierRatesTable {
    return this.get('carrier.rates', { line, carrier });
  }

  versions(): string[] {
    return [...this.used].sort();
  }
}

export function lcmFor(rates: CarrierRatesTable, state: UsStateCode): number {
  return rates.lcm.byState[state] ?? rates.lcm.default;
}

/**
 * The carrier's discount setting as a worksheet factor step; nothing when there is none. Read
 * as an exact decimal (12.5% is a factor of 0.875), which it returns (1 without a discount).
 */
export function addCarrierDiscount(
  ws: WorksheetBuilder,
  code: string,
  discountPercent: number | undefined,
): number {
  if (!discountPercent || discountPercent <= 0) return 1;
  const percent = Math.min(100, discountPercent);
  const factor = (10_000 - Math.round(percent * 100)) / 10_000;
  ws.factor(code, `Carrier discount ${percent}%`, { percent }, factor);
  return factor;
}

/** Runs a line's rating, turning a stop into its outcome. */
export function rateLine(body: () => LineRating): LineRating {
  try {
    return body();
  } catch (error) {
    if (error instanceof RatingStop) return error.outcome;
    throw error;
  }
}

/** The location a single-state line is rated in. */
export function primaryState(locations: readonly { state: UsStateCode; primary: boolean }[]) {
  const primary = locations.find((l) => l.primary) ?? locations[0];
  if (!primary) throw new RangeError('The submission has no location');
  return primary.state;
}
