import { PAYROLL_RULE_CATALOGUE, type PayrollRuleCode } from '@coverline/contracts';
import { formatCents, multiplyDivideCents } from './money';
import type { Worksheet, WorksheetStep, WorksheetValue } from './worksheet';

/** What a line of the premium build-up is. */
export const PREMIUM_LINE_KINDS = [
  'premium',
  'ownerPayroll',
  'modification',
  'fee',
  'tax',
] as const;
export type PremiumLineKind = (typeof PREMIUM_LINE_KINDS)[number];

/** One line of the premium as a customer reads it: the lines add up to the premium. */
export interface PremiumLine {
  kind: PremiumLineKind;
  label: string;
  amountCents: number;
}

export interface PremiumBuildUp {
  lines: PremiumLine[];
  premiumCents: number;
}

/** Steps that apply the carrier's own rate multiplier: part of the carrier's rates, not a line. */
const CARRIER_RATE_STEPS = new Set(['cyber.lcm']);

const KINDS: Record<string, PremiumLineKind> = {
  'wc.manualPremium': 'premium',
  'gl.premium': 'premium',
  'bop.building': 'premium',
  'bop.bpp': 'premium',
  'bop.liability': 'premium',
  'cyber.base': 'premium',
  'wc.expenseConstant': 'fee',
  'wc.minimumPremium': 'fee',
  'gl.minimumPremium': 'fee',
  'bop.minimumPremium': 'fee',
  'cyber.minimumPremium': 'fee',
  'wc.waiverOfSubrogation': 'fee',
  'gl.blanketAdditionalInsured': 'fee',
  'gl.waiverOfSubrogation': 'fee',
  'wc.terrorism': 'tax',
  'wc.catastrophe': 'tax',
  'wc.stateAssessment': 'tax',
};

const num = (v: WorksheetValue | undefined): number => (typeof v === 'number' ? v : 0);
const str = (v: WorksheetValue | undefined): string => (typeof v === 'string' ? v : '');

/** The customer's words for a step; carrier factors are never printed, only amounts. */
function labelOf(step: WorksheetStep): string {
  const i = step.inputs;
  switch (step.code) {
    case 'wc.employersLiability':
      return `Employers liability limits (level ${num(i.level)})`;
    case 'wc.experienceMod':
      return 'Experience modification';
    case 'wc.schedule':
      return step.amountCents < 0 ? 'Schedule credit' : 'Schedule debit';
    case 'wc.carrierDiscount':
    case 'gl.carrierDiscount':
    case 'bop.carrierDiscount':
    case 'cyber.carrierDiscount':
      return 'Discount';
    case 'wc.premiumDiscount':
      return 'Premium discount';
    case 'wc.minimumPremium':
    case 'gl.minimumPremium':
    case 'bop.minimumPremium':
    case 'cyber.minimumPremium':
      return 'Raised to the minimum premium';
    case 'cyber.base':
      return `Base premium at the carrier's rates, revenue ${str(i.band)}`;
    case 'cyber.hazard':
      return 'Industry hazard';
    case 'cyber.limit':
      return `Limit ${formatCents(num(i.limitCents))}`;
    case 'cyber.retention':
      return `Retention ${formatCents(num(i.retentionCents))}`;
    default:
      return step.label;
  }
}

interface OwnerShare {
  name: string;
  payrollCents: number;
  rule: string;
}

/** The owner payroll rule that set an owner's payroll, in words. */
function ruleText(inputs: Record<string, WorksheetValue>): string {
  const state = str(inputs.state);
  const entity = str(inputs.entityType);
  const year = num(inputs.ruleYear);
  const codes = str(inputs.ruleOutcome)
    .split(',')
    .map((c) => c.trim())
    .filter((c): c is PayrollRuleCode => c in PAYROLL_RULE_CATALOGUE && c !== 'P-0000');
  const base = `the ${year} owner payroll rule for ${entity ? `${entity} ` : ''}owners in ${state}`;
  const how = inputs.autoIncluded === true ? ', owners there being included by law' : '';
  // Each a sentence of its own in the catalogue: here a clause, without its full stop.
  const notes = codes.map((c) =>
    PAYROLL_RULE_CATALOGUE[c].message.replace(/\.$/, '').toLowerCase(),
  );
  return `${base}${how}${notes.length ? ` (${notes.join('; ')})` : ''}`;
}

/**
 * The premium line by line from a rating worksheet, in the customer's words: class premiums
 * (owners' payroll as its own line naming the rule that set it), each modification and credit,
 * fees, taxes and assessments. The lines add up to the premium exactly. The carrier's rate
 * multipliers and factors are not shown: a multiplier applied as its own step is counted into
 * the first premium line, which reads "at the carrier's rates".
 */
export function premiumBuildUp(worksheet: Worksheet): PremiumBuildUp {
  const owners = new Map<string, OwnerShare[]>();
  for (const step of worksheet.steps) {
    if (step.code !== 'wc.ownerPayroll' || num(step.inputs.payrollCents) <= 0) continue;
    const key = `${str(step.inputs.state)}|${str(step.inputs.classCode)}`;
    const name = step.label.replace(/^Owner payroll:\s*/, '');
    owners.set(key, [
      ...(owners.get(key) ?? []),
      { name, payrollCents: num(step.inputs.payrollCents), rule: ruleText(step.inputs) },
    ]);
  }

  const lines: PremiumLine[] = [];
  let carrierRates = 0;
  for (const step of worksheet.steps) {
    if (step.amountCents === 0) continue;
    if (CARRIER_RATE_STEPS.has(step.code)) {
      carrierRates += step.amountCents;
      continue;
    }
    const kind = KINDS[step.code] ?? 'modification';
    if (step.code === 'wc.manualPremium') {
      const i = step.inputs;
      const state = str(i.state);
      const classCode = str(i.classCode);
      const ownerCents = num(i.ownerPayrollCents);
      const employeeCents = num(i.employeePayrollCents);
      const description = step.label.replace(`Manual premium ${state} ${classCode}`, '').trim();
      const classLabel = `Class ${classCode}${description ? ` ${description}` : ''} (${state})`;
      if (ownerCents <= 0) {
        lines.push({
          kind,
          label: `${classLabel}, payroll ${formatCents(num(i.payrollCents))}`,
          amountCents: step.amountCents,
        });
        continue;
      }
      const employeeAmount = multiplyDivideCents(employeeCents, [num(i.ratePer100)], 100);
      lines.push({
        kind,
        label: `${classLabel}, payroll ${formatCents(employeeCents)}`,
        amountCents: employeeAmount,
      });
      const shares = owners.get(`${state}|${classCode}`) ?? [];
      const who = shares.length
        ? shares.map((s) => `${s.name} ${formatCents(s.payrollCents)}, set by ${s.rule}`).join('; ')
        : 'set by the owner payroll rules';
      lines.push({
        kind: 'ownerPayroll',
        label: `Owner payroll ${formatCents(ownerCents)} added to class ${classCode} (${state}): ${who}`,
        amountCents: step.amountCents - employeeAmount,
      });
      continue;
    }
    lines.push({ kind, label: labelOf(step), amountCents: step.amountCents });
  }
  if (carrierRates !== 0) {
    const first = lines.find((l) => l.kind === 'premium') ?? lines[0];
    if (first) first.amountCents += carrierRates;
    else
      lines.push({
        kind: 'premium',
        label: "Premium at the carrier's rates",
        amountCents: carrierRates,
      });
  }
  return { lines, premiumCents: worksheet.premiumCents };
}
