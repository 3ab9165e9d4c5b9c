import {
  resolveOwnerPayroll,
  type OwnerPayrollOutcome,
  type OwnerPayrollRule,
} from '../payroll-rule-codes';
import { Limits } from '../limits';
import type { EntityType } from '../reference-data';

export const OwnerMessages = {
  ownershipRange: 'Ownership must be a number from 0 to 100, with at most 2 decimals.',
  totalOver100: 'Total ownership across owners cannot exceed 100%.',
  officerRequired: 'At least one officer must be listed.',
} as const;

/** The parts of an owner or officer the rules look at. */
export interface OwnerShare {
  /** Primary work state. */
  state: string;
  /** Percent of the business owned, 0-100. */
  ownershipPercent: number;
  /** The owner's own election to be covered; Alaska may override it. */
  included: boolean;
}

export function isOwnershipPercent(value: number): boolean {
  const hundredths = value * 10 ** Limits.ownershipDecimals;
  return (
    Number.isFinite(value) &&
    value >= 0 &&
    value <= Limits.ownershipMax &&
    Math.abs(hundredths - Math.round(hundredths)) < 1e-6
  );
}

/** Owners' shares summed in hundredths of a percent, so 33.33 + 33.33 + 33.34 is exactly 100. */
export function totalOwnershipPercent(
  owners: readonly Pick<OwnerShare, 'ownershipPercent'>[],
): number {
  return owners.reduce((sum, o) => sum + Math.round(o.ownershipPercent * 100), 0) / 100;
}

export interface OwnerIssue {
  /** The owner the issue is about, or null for the list as a whole. */
  index: number | null;
  message: string;
}

/** Every problem with a list of owners; empty when the list is valid. */
export function validateOwners(
  owners: readonly Pick<OwnerShare, 'ownershipPercent'>[],
): OwnerIssue[] {
  const issues: OwnerIssue[] = [];
  if (owners.length === 0) issues.push({ index: null, message: OwnerMessages.officerRequired });
  owners.forEach((owner, index) => {
    if (!isOwnershipPercent(owner.ownershipPercent)) {
      issues.push({ index, message: OwnerMessages.ownershipRange });
    }
  });
  if (issues.length === 0 && totalOwnershipPercent(owners) > 100) {
    issues.push({ index: null, message: OwnerMessages.totalOver100 });
  }
  return issues;
}

/** Alaska does not let members owning under 10% reject coverage: they are included. */
export function isAutoIncluded(owner: Pick<OwnerShare, 'state' | 'ownershipPercent'>): boolean {
  return owner.state === 'AK' && owner.ownershipPercent < 10;
}

export function isOwnerIncluded(owner: OwnerShare): boolean {
  return owner.included || isAutoIncluded(owner);
}

/**
 * The payroll an owner adds to a workers compensation quote: none when excluded, otherwise the
 * year's owner payroll rule for the owner's state and the business's entity type (the owner's
 * estimate clamped to the rule's minimum and maximum, or the rule's set amount).
 */
export function includedOwnerPayroll(
  owner: OwnerShare & { payrollEstimateCents?: number },
  context: { year: number; entityType: EntityType },
  years: readonly number[],
  rules: readonly OwnerPayrollRule[],
): OwnerPayrollOutcome {
  return resolveOwnerPayroll(
    {
      year: context.year,
      state: owner.state,
      entityType: context.entityType,
      included: isOwnerIncluded(owner),
      requestedCents: owner.payrollEstimateCents,
    },
    years,
    rules,
  );
}
