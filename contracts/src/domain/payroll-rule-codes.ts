import {
  ENTITY_TYPES,
  isUsStateCode,
  MONOPOLISTIC_WC_STATES,
  ReferenceLimits,
  type EntityType,
  type UsStateCode,
} from './reference-data';

/**
 * Outcome codes of the owner payroll rules. P-0000 means the rule applied cleanly; warnings
 * (the amount was adjusted, or an earlier year's rule was used) still give an amount; errors
 * mean no amount can be given or a rule change is refused. See docs/payroll-rules.md.
 */
export const PayrollRuleCode = {
  Ok: 'P-0000',
  MissingStateRule: 'P-1001',
  MinAboveMax: 'P-1002',
  SetBelowMin: 'P-1003',
  SetAboveMax: 'P-1004',
  NegativeAmount: 'P-1005',
  NoRulesForYear: 'P-1006',
  UnknownEntityType: 'P-1007',
  UnknownState: 'P-1008',
  YearOutOfRange: 'P-1009',
  TargetYearExists: 'P-1010',
  SourceYearEmpty: 'P-1011',
  LastYearNotDeletable: 'P-1012',
  ClampedToMin: 'P-1013',
  ClampedToMax: 'P-1014',
  OwnerExcluded: 'P-1015',
  MonopolisticState: 'P-1016',
  EarlierYearApplied: 'P-1017',
} as const;
export type PayrollRuleCode = (typeof PayrollRuleCode)[keyof typeof PayrollRuleCode];
export const PAYROLL_RULE_CODES: readonly PayrollRuleCode[] = Object.values(PayrollRuleCode);

export const Severity = {
  Error: 'error',
  Warning: 'warning',
} as const;
export type Severity = (typeof Severity)[keyof typeof Severity];
export const SEVERITIES: readonly Severity[] = Object.values(Severity);

export interface PayrollRuleCodeDefinition {
  code: PayrollRuleCode;
  /** null when nothing needs attention. */
  severity: Severity | null;
  message: string;
}

const def = (
  code: PayrollRuleCode,
  severity: Severity | null,
  message: string,
): PayrollRuleCodeDefinition => ({ code, severity, message });

const C = PayrollRuleCode;
const { Error: E, Warning: W } = Severity;

export const PAYROLL_RULE_CATALOGUE: Record<PayrollRuleCode, PayrollRuleCodeDefinition> = {
  [C.Ok]: def(C.Ok, null, 'The owner payroll rule applies as set.'),
  [C.MissingStateRule]: def(
    C.MissingStateRule,
    E,
    'There is no owner payroll rule for this state and entity type in the year.',
  ),
  [C.MinAboveMax]: def(C.MinAboveMax, E, 'The minimum payroll amount is above the maximum.'),
  [C.SetBelowMin]: def(C.SetBelowMin, E, 'The set payroll amount is below the minimum.'),
  [C.SetAboveMax]: def(C.SetAboveMax, E, 'The set payroll amount is above the maximum.'),
  [C.NegativeAmount]: def(C.NegativeAmount, E, 'Payroll amounts cannot be negative.'),
  [C.NoRulesForYear]: def(C.NoRulesForYear, E, 'There are no owner payroll rules for the year.'),
  [C.UnknownEntityType]: def(C.UnknownEntityType, E, 'The entity type is not known.'),
  [C.UnknownState]: def(C.UnknownState, E, 'The work state is not a US state or DC.'),
  [C.YearOutOfRange]: def(
    C.YearOutOfRange,
    E,
    `The year must be between ${ReferenceLimits.payrollRuleYearMin} and ${ReferenceLimits.payrollRuleYearMax}.`,
  ),
  [C.TargetYearExists]: def(C.TargetYearExists, E, 'Rules for the target year already exist.'),
  [C.SourceYearEmpty]: def(C.SourceYearEmpty, E, 'There are no rules in the year to copy from.'),
  [C.LastYearNotDeletable]: def(
    C.LastYearNotDeletable,
    E,
    'The only remaining year of rules cannot be deleted.',
  ),
  [C.ClampedToMin]: def(C.ClampedToMin, W, 'The payroll was raised to the state minimum.'),
  [C.ClampedToMax]: def(C.ClampedToMax, W, 'The payroll was lowered to the state maximum.'),
  [C.OwnerExcluded]: def(C.OwnerExcluded, W, 'The owner is excluded: no payroll is counted.'),
  [C.MonopolisticState]: def(
    C.MonopolisticState,
    W,
    'Workers compensation in this state is written by the state fund: no owner payroll is rated.',
  ),
  [C.EarlierYearApplied]: def(
    C.EarlierYearApplied,
    W,
    "The year has no rules yet: the latest earlier year's rule applies.",
  ),
};

/** "P-1003: The set payroll amount is below the minimum", for error messages. */
export function describePayrollRuleCode(code: PayrollRuleCode): string {
  return `${code}: ${PAYROLL_RULE_CATALOGUE[code].message}`;
}

export interface OwnerPayrollAmounts {
  setAmountCents: number;
  minAmountCents: number;
  maxAmountCents: number;
}

export interface OwnerPayrollRule extends OwnerPayrollAmounts {
  year: number;
  entityType: EntityType;
  state: UsStateCode;
}

/** The problems with a rule's amounts; empty when the rule is consistent. */
export function checkPayrollRuleAmounts(rule: OwnerPayrollAmounts): PayrollRuleCode[] {
  const { setAmountCents: set, minAmountCents: min, maxAmountCents: max } = rule;
  if (set < 0 || min < 0 || max < 0) return [C.NegativeAmount];
  if (min > max) return [C.MinAboveMax];
  if (set < min) return [C.SetBelowMin];
  if (set > max) return [C.SetAboveMax];
  return [];
}

export function isPayrollRuleYear(year: number): boolean {
  return (
    Number.isInteger(year) &&
    year >= ReferenceLimits.payrollRuleYearMin &&
    year <= ReferenceLimits.payrollRuleYearMax
  );
}

export interface OwnerPayrollRequest {
  year: number;
  state: string;
  entityType: string;
  /** Excluded owners add no payroll. */
  included: boolean;
  /** The owner's own estimate; without one the rule's set amount applies. */
  requestedCents?: number;
}

export interface OwnerPayrollOutcome {
  /** The payroll rated for the owner, in cents; 0 when an error or exclusion applies. */
  amountCents: number;
  /** The year whose rule applied, or null when none did. */
  ruleYear: number | null;
  /** Every outcome, most important first; exactly [P-0000] when the rule applied as set. */
  codes: PayrollRuleCode[];
}

/**
 * The payroll an owner adds to a workers compensation quote: the year's rule for the owner's
 * work state and entity type (or the latest earlier year's, when the year has none yet),
 * the owner's estimate clamped to the rule's minimum and maximum, or the set amount.
 * `years` are the years that have any rules; `rules` hold at least the state's and entity
 * type's rules of those years.
 */
export function resolveOwnerPayroll(
  request: OwnerPayrollRequest,
  years: readonly number[],
  rules: readonly OwnerPayrollRule[],
): OwnerPayrollOutcome {
  const none = (code: PayrollRuleCode, ruleYear: number | null = null): OwnerPayrollOutcome => ({
    amountCents: 0,
    ruleYear,
    codes: [code],
  });
  if (!isPayrollRuleYear(request.year)) return none(C.YearOutOfRange);
  if (!isUsStateCode(request.state)) return none(C.UnknownState);
  if (!(ENTITY_TYPES as readonly string[]).includes(request.entityType)) {
    return none(C.UnknownEntityType);
  }
  if (MONOPOLISTIC_WC_STATES.includes(request.state)) return none(C.MonopolisticState);
  if (!request.included) return none(C.OwnerExcluded);
  if (request.requestedCents !== undefined && request.requestedCents < 0) {
    return none(C.NegativeAmount);
  }

  const ruleYear = years.includes(request.year)
    ? request.year
    : Math.max(...years.filter((y) => y < request.year), -Infinity);
  if (!Number.isFinite(ruleYear)) return none(C.NoRulesForYear);
  const notices: PayrollRuleCode[] = ruleYear === request.year ? [] : [C.EarlierYearApplied];

  const rule = rules.find(
    (r) => r.year === ruleYear && r.state === request.state && r.entityType === request.entityType,
  );
  if (!rule) return none(C.MissingStateRule, ruleYear);
  const broken = checkPayrollRuleAmounts(rule);
  if (broken.length) return { amountCents: 0, ruleYear, codes: broken };

  let amountCents = request.requestedCents ?? rule.setAmountCents;
  if (amountCents < rule.minAmountCents) {
    amountCents = rule.minAmountCents;
    notices.push(C.ClampedToMin);
  } else if (amountCents > rule.maxAmountCents) {
    amountCents = rule.maxAmountCents;
    notices.push(C.ClampedToMax);
  }
  return { amountCents, ruleYear, codes: notices.length ? notices : [C.Ok] };
}
