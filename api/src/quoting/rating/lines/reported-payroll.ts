import type { CarrierName, UsStateCode } from '@coverline/contracts';
import { multiplyDivideCents, roundedProduct } from '../money';
import type { RateTables } from '../tables/rate-tables';
import { lcmFor, RatingStop, TableReader } from './common';

/** Workers compensation rates are per $100 of payroll, rounded to the cent of a dollar. */
const RATE_PLACES = 2;

/** Wages a payroll company reported for one class code in one state. */
export interface ReportedPayrollLine {
  state: UsStateCode;
  classCode: string;
  payrollCents: number;
}

export interface RatedPayrollLine extends ReportedPayrollLine {
  /** The bureau's loss cost for the class in the state. */
  lossCost: number;
  /** The carrier's loss cost multiplier in the state. */
  lcm: number;
  /** Loss cost x LCM, per $100 of payroll. */
  ratePer100: number;
  premiumCents: number;
}

export type ReportedPayrollRating =
  | {
      kind: 'rated';
      lines: RatedPayrollLine[];
      payrollCents: number;
      premiumCents: number;
      /** Every rate table version the rates were read from. */
      tableVersions: string[];
    }
  /** No rate in force for some line on the date: what is missing, in the tables' words. */
  | { kind: 'noRates'; missing: string[] };

/**
 * The premium of a pay-as-you-go payroll report: each line's payroll / 100 x the carrier's rate
 * for its class code and state (the state's loss cost x the carrier's LCM there, the same rate
 * the quote's manual premium used), summed. Rates are those in force on `on` (the period's
 * first day). Each line is rounded to the cent, half up, as on a worksheet; the premium is their
 * sum, so the lines a client reads add up to it.
 */
export function rateReportedPayroll(
  lines: readonly ReportedPayrollLine[],
  tables: RateTables,
  carrier: CarrierName,
  on: string,
): ReportedPayrollRating {
  const read = new TableReader(tables, on);
  const missing: string[] = [];
  const rated: RatedPayrollLine[] = [];
  let rates;
  try {
    rates = read.carrierRates('wc', carrier);
  } catch (err) {
    if (err instanceof RatingStop && err.outcome.kind === 'noRates') {
      return { kind: 'noRates', missing: err.outcome.missing };
    }
    throw err;
  }
  for (const line of lines) {
    const table = tables.inForce('wc.state', { line: 'wc', state: line.state }, on);
    const lossCost = table?.data.lossCosts[line.classCode];
    if (!table || lossCost === undefined) {
      missing.push(`wc.state ${line.state} ${line.classCode} on ${on}`);
      continue;
    }
    read.get('wc.state', { line: 'wc', state: line.state });
    const lcm = lcmFor(rates, line.state);
    const ratePer100 = roundedProduct(RATE_PLACES, lossCost, lcm);
    rated.push({
      ...line,
      lossCost,
      lcm,
      ratePer100,
      premiumCents: multiplyDivideCents(line.payrollCents, [ratePer100], 100),
    });
  }
  if (missing.length > 0) return { kind: 'noRates', missing };
  return {
    kind: 'rated',
    lines: rated,
    payrollCents: rated.reduce((sum, l) => sum + l.payrollCents, 0),
    premiumCents: rated.reduce((sum, l) => sum + l.premiumCents, 0),
    tableVersions: read.versions(),
  };
}
