/**
 * The premium audit of a workers' compensation policy at the end of its term: the final payroll
 * per class code (from the pay-as-you-go reports, or asked of the client), the premium it earns
 * (the audited premium) and the difference from what was billed, charged or refunded. Also the
 * live preview of that audit during the term, so the true-up is known before the term ends.
 * The rules both the API and the web app read.
 */
import { addDaysIso, daysBetweenIso } from './rules/dates';

export const PremiumAuditStatus = {
  /** The term ended: the audit exists, its final payroll is not known yet. */
  Open: 'open',
  /** The client was asked for the final payroll per class code. */
  AwaitingPayroll: 'awaiting_payroll',
  /** The final payroll is known (reported by the client, or taken from the payroll reports). */
  PayrollReceived: 'payroll_received',
  /** The audited premium and the difference are worked out, billed or returned on the ledger. */
  Audited: 'audited',
  /** The difference was charged or refunded through the payment provider (or nothing was due). */
  Settled: 'settled',
} as const;
export type PremiumAuditStatus = (typeof PremiumAuditStatus)[keyof typeof PremiumAuditStatus];
export const PREMIUM_AUDIT_STATUSES: readonly PremiumAuditStatus[] =
  Object.values(PremiumAuditStatus);

export type PremiumAuditEvent =
  /** A policy without payroll reports: the client is asked for the final payroll. */
  | 'askPayroll'
  /** The final payroll arrived (from the reports, or the client's form). */
  | 'payrollReceived'
  /** The audited premium was worked out and the difference posted. */
  | 'audit'
  /** The provider charged or refunded the difference (or none was due). */
  | 'settle';

const TRANSITIONS: Record<
  PremiumAuditStatus,
  Partial<Record<PremiumAuditEvent, PremiumAuditStatus>>
> = {
  open: { askPayroll: 'awaiting_payroll', payrollReceived: 'payroll_received' },
  awaiting_payroll: { payrollReceived: 'payroll_received' },
  payroll_received: { audit: 'audited' },
  audited: { settle: 'settled' },
  settled: {},
};

/** The status an event moves a premium audit to, or null when it does not apply. */
export function nextPremiumAuditStatus(
  status: PremiumAuditStatus,
  event: PremiumAuditEvent,
): PremiumAuditStatus | null {
  return TRANSITIONS[status]?.[event] ?? null;
}

/** Where an audit's final payroll came from. */
export const AuditPayrollSource = {
  /** The payroll reports the payroll company posted over the term (pay-as-you-go). */
  PayrollReports: 'payroll_reports',
  /** The client's own figures, per class code. */
  Client: 'client',
} as const;
export type AuditPayrollSource = (typeof AuditPayrollSource)[keyof typeof AuditPayrollSource];

/** What became of the difference with the provider. */
export const AuditSettlementStatus = {
  /** Nothing to charge or refund. */
  None: 'none',
  /** Asked of the provider; no answer yet (the daily run asks again with the same key). */
  Pending: 'pending',
  Charged: 'charged',
  Declined: 'declined',
  /** No payment on file to charge: billed, to be paid. */
  NoPaymentOnFile: 'no_payment_on_file',
  Refunded: 'refunded',
} as const;
export type AuditSettlementStatus =
  (typeof AuditSettlementStatus)[keyof typeof AuditSettlementStatus];

export const PremiumAuditLimits = {
  maxLines: 100,
  /** Payroll of one line, at most (as a payroll report's). */
  maxPayrollCents: 10_000_000_000_000,
} as const;

/**
 * What the term premium was made of, read from the bound quote's rating worksheet: the manual
 * premium of the estimated payroll and every amount the worksheet added to it.
 */
export interface AuditTermBasis {
  /** Estimated payroll the manual premium was rated on. */
  payrollCents: number;
  /** Manual premium: payroll / 100 x rate, summed over the class codes. */
  manualPremiumCents: number;
  /**
   * The premium after employers liability, experience and schedule modification, the carrier's
   * discount, the waiver and the premium discount: what the expense constant is added to.
   */
  modifiedPremiumCents: number;
  expenseConstantCents: number;
  minimumPremiumCents: number;
  /** Terrorism and catastrophe, per $100 of payroll. */
  perPayrollChargesCents: number;
  /** State assessments, a percentage of the (standard) premium. */
  assessmentsCents: number;
  /** The term premium the worksheet came to. */
  termPremiumCents: number;
}

/** A rated line of final (or projected) payroll. */
export interface AuditPayrollLine {
  state: string;
  classCode: string;
  payrollCents: number;
  ratePer100: number;
  premiumCents: number;
}

export interface AuditedPremium {
  payrollCents: number;
  manualPremiumCents: number;
  modifiedPremiumCents: number;
  expenseConstantCents: number;
  /** What the minimum premium added (0 when the premium was above it). */
  minimumRaiseCents: number;
  perPayrollChargesCents: number;
  assessmentsCents: number;
  auditedPremiumCents: number;
}

/** a x b / c in whole cents, rounded half up, exact for any sizes (c > 0). */
export function scaleCents(a: number, b: number, c: number): number {
  if (c <= 0) throw new RangeError('Cannot scale by a share of nothing');
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  const q = n / d;
  const r = n % d;
  return Number(2n * r >= d ? q + 1n : q);
}

/** A worksheet as stored with a carrier quote (only the parts an audit reads). */
export interface AuditWorksheet {
  steps: Array<{
    code: string;
    amountCents: number;
    totalCents: number;
    inputs: Record<string, unknown>;
  }>;
  premiumCents: number;
}

/**
 * The term's basis from a workers' compensation worksheet (steps in the order the rating wrote
 * them): null when it has no manual premium (not a workers' compensation rating).
 */
export function auditBasisFromWorksheet(worksheet: AuditWorksheet): AuditTermBasis | null {
  const manual = worksheet.steps.filter((s) => s.code === 'wc.manualPremium');
  if (manual.length === 0) return null;
  const expense = worksheet.steps.findIndex((s) => s.code === 'wc.expenseConstant');
  const minimum = worksheet.steps.find((s) => s.code === 'wc.minimumPremium');
  const sum = (codes: string[]) =>
    worksheet.steps.filter((s) => codes.includes(s.code)).reduce((t, s) => t + s.amountCents, 0);
  const expenseConstantCents = expense >= 0 ? worksheet.steps[expense].amountCents : 0;
  const modifiedPremiumCents =
    expense > 0
      ? worksheet.steps[expense - 1].totalCents
      : manual.reduce((t, s) => t + s.amountCents, 0);
  return {
    payrollCents: manual.reduce((t, s) => t + Number(s.inputs.payrollCents ?? 0), 0),
    manualPremiumCents: manual.reduce((t, s) => t + s.amountCents, 0),
    modifiedPremiumCents,
    expenseConstantCents,
    minimumPremiumCents: Number(minimum?.inputs.minimumPremiumCents ?? 0),
    perPayrollChargesCents: sum(['wc.terrorism', 'wc.catastrophe']),
    assessmentsCents: sum(['wc.stateAssessment']),
    termPremiumCents: worksheet.premiumCents,
  };
}

/**
 * The audited premium of final payroll, rated per class code (the lines), worked out as the term
 * premium was: the modifications and premium discount keep their share of the manual premium,
 * the expense constant is added, the minimum premium is the floor of the two, then terrorism and
 * catastrophe follow the payroll and the state assessments the (modified) premium, on top of the
 * minimum. With the estimated payroll it gives back the term premium to the cent.
 */
export function auditedPremium(
  basis: AuditTermBasis,
  lines: readonly AuditPayrollLine[],
): AuditedPremium {
  const payrollCents = lines.reduce((t, l) => t + l.payrollCents, 0);
  const manualPremiumCents = lines.reduce((t, l) => t + l.premiumCents, 0);
  const modifiedPremiumCents =
    basis.manualPremiumCents > 0
      ? scaleCents(basis.modifiedPremiumCents, manualPremiumCents, basis.manualPremiumCents)
      : manualPremiumCents;
  const beforeMinimum = modifiedPremiumCents + basis.expenseConstantCents;
  const minimumRaiseCents = Math.max(0, basis.minimumPremiumCents - beforeMinimum);
  const perPayrollChargesCents =
    basis.payrollCents > 0
      ? scaleCents(basis.perPayrollChargesCents, payrollCents, basis.payrollCents)
      : 0;
  const assessmentsCents =
    basis.manualPremiumCents > 0
      ? scaleCents(basis.assessmentsCents, manualPremiumCents, basis.manualPremiumCents)
      : 0;
  return {
    payrollCents,
    manualPremiumCents,
    modifiedPremiumCents,
    expenseConstantCents: basis.expenseConstantCents,
    minimumRaiseCents,
    perPayrollChargesCents,
    assessmentsCents,
    auditedPremiumCents:
      beforeMinimum + minimumRaiseCents + perPayrollChargesCents + assessmentsCents,
  };
}

export const AuditDifferenceKind = {
  /** The audited premium is above what was billed: the client owes the difference. */
  Additional: 'additional',
  /** Below: the difference is returned. */
  Return: 'return',
  None: 'none',
} as const;
export type AuditDifferenceKind = (typeof AuditDifferenceKind)[keyof typeof AuditDifferenceKind];

/** The audited premium against the premium billed for the term (billed less returned). */
export function auditDifference(
  auditedPremiumCents: number,
  billedCents: number,
): { differenceCents: number; kind: AuditDifferenceKind } {
  const differenceCents = auditedPremiumCents - billedCents;
  return {
    differenceCents,
    kind:
      differenceCents > 0
        ? AuditDifferenceKind.Additional
        : differenceCents < 0
          ? AuditDifferenceKind.Return
          : AuditDifferenceKind.None,
  };
}

/** Payroll of one class code in one state. */
export interface PayrollByClass {
  state: string;
  classCode: string;
  payrollCents: number;
}

/** Payroll lines summed per state and class code, in the order first seen. */
export function sumPayrollByClass(lines: readonly PayrollByClass[]): PayrollByClass[] {
  const by = new Map<string, PayrollByClass>();
  for (const l of lines) {
    const key = `${l.state}|${l.classCode}`;
    const row = by.get(key) ?? { state: l.state, classCode: l.classCode, payrollCents: 0 };
    row.payrollCents += l.payrollCents;
    by.set(key, row);
  }
  return [...by.values()];
}

/**
 * Payroll reported for the days from the effective date through `reportedThrough`, scaled to
 * the whole term (days of the term / days reported), per class code, to the cent. Nothing
 * reported yet (or reported through the term's end) leaves the lines as they are.
 */
export function projectPayroll(
  reported: readonly PayrollByClass[],
  term: { effectiveDate: string; expirationDate: string },
  reportedThrough: string,
): PayrollByClass[] {
  const termDays = daysBetweenIso(term.effectiveDate, term.expirationDate);
  const daysReported = Math.min(termDays, daysBetweenIso(term.effectiveDate, reportedThrough) + 1);
  const lines = sumPayrollByClass(reported);
  if (daysReported <= 0 || daysReported >= termDays) return lines;
  return lines.map((l) => ({
    ...l,
    payrollCents: scaleCents(l.payrollCents, termDays, daysReported),
  }));
}

/**
 * The payroll the term is written for when endorsements changed it: each version's payroll for
 * the days it is in force (from its effective date to the next version's, the first from the
 * term's start), per class code, to the cent. A version without payroll keeps the one before.
 * With no change, the estimate at binding as it is.
 */
export function payrollInForceOverTerm(
  estimated: readonly PayrollByClass[],
  changes: ReadonlyArray<{ effectiveOn: string; payroll: readonly PayrollByClass[] | null }>,
  term: { effectiveDate: string; expirationDate: string },
): PayrollByClass[] {
  const termDays = daysBetweenIso(term.effectiveDate, term.expirationDate);
  const withPayroll = changes
    .filter((c) => c.payroll !== null && c.effectiveOn < term.expirationDate)
    .map((c) => ({
      ...c,
      effectiveOn: c.effectiveOn < term.effectiveDate ? term.effectiveDate : c.effectiveOn,
    }))
    .sort((a, b) => (a.effectiveOn < b.effectiveOn ? -1 : a.effectiveOn > b.effectiveOn ? 1 : 0));
  if (withPayroll.length === 0 || termDays <= 0) return sumPayrollByClass(estimated);
  const segments = [
    { from: term.effectiveDate, payroll: estimated },
    ...withPayroll.map((c) => ({ from: c.effectiveOn, payroll: c.payroll! })),
  ];
  const weighted = new Map<string, { line: PayrollByClass; dayCents: number }>();
  segments.forEach((segment, i) => {
    const to = i + 1 < segments.length ? segments[i + 1].from : term.expirationDate;
    const days = daysBetweenIso(segment.from, to);
    for (const l of sumPayrollByClass(segment.payroll)) {
      const key = `${l.state}|${l.classCode}`;
      const row = weighted.get(key) ?? {
        line: { state: l.state, classCode: l.classCode, payrollCents: 0 },
        dayCents: 0,
      };
      row.dayCents += l.payrollCents * days;
      weighted.set(key, row);
    }
  });
  return [...weighted.values()].map(({ line, dayCents }) => ({
    ...line,
    payrollCents: Math.round(dayCents / termDays),
  }));
}

/** Days of the term reported so far (0 before the first report), at most the whole term. */
export function daysReported(
  term: { effectiveDate: string; expirationDate: string },
  reportedThrough: string,
): number {
  const termDays = daysBetweenIso(term.effectiveDate, term.expirationDate);
  return Math.max(0, Math.min(termDays, daysBetweenIso(term.effectiveDate, reportedThrough) + 1));
}

/** The day before a term's expiration date: its last day in force. */
export const lastDayOfTerm = (expirationDate: string): string => addDaysIso(expirationDate, -1);
