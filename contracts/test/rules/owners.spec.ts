import {
  includedOwnerPayroll,
  isAutoIncluded,
  isOwnerIncluded,
  OwnerMessages,
  PayrollRuleCode,
  totalOwnershipPercent,
  validateOwners,
  type OwnerPayrollRule,
} from '../../src/domain';

describe('ownership', () => {
  it('accepts owners whose shares add up to exactly 100%', () => {
    const owners = [33.33, 33.33, 33.34].map((ownershipPercent) => ({ ownershipPercent }));
    expect(totalOwnershipPercent(owners)).toBe(100);
    expect(validateOwners(owners)).toEqual([]);
  });

  it('refuses a total above 100%', () => {
    expect(validateOwners([{ ownershipPercent: 60 }, { ownershipPercent: 40.5 }])).toEqual([
      { index: null, message: OwnerMessages.totalOver100 },
    ]);
  });

  it('refuses a share outside 0-100 and names the owner', () => {
    expect(validateOwners([{ ownershipPercent: 50 }, { ownershipPercent: 101 }])).toEqual([
      { index: 1, message: 'Ownership must be a number from 0 to 100, with at most 2 decimals.' },
    ]);
    expect(validateOwners([{ ownershipPercent: 33.333 }])[0].message).toBe(
      OwnerMessages.ownershipRange,
    );
    expect(validateOwners([{ ownershipPercent: 33.33 }, { ownershipPercent: 66.67 }])).toEqual([]);
    expect(validateOwners([{ ownershipPercent: -1 }])[0].message).toBe(
      OwnerMessages.ownershipRange,
    );
    expect(validateOwners([{ ownershipPercent: Number.NaN }])).toHaveLength(1);
  });

  it('requires at least one officer', () => {
    expect(validateOwners([])).toEqual([
      { index: null, message: 'At least one officer must be listed.' },
    ]);
  });
});

describe('owner inclusion', () => {
  it('includes Alaska members owning under 10% even when they chose exclusion', () => {
    const member = { state: 'AK', ownershipPercent: 9.99, included: false };
    expect(isAutoIncluded(member)).toBe(true);
    expect(isOwnerIncluded(member)).toBe(true);
  });

  it('lets Alaska members owning 10% or more, and owners elsewhere, be excluded', () => {
    expect(isOwnerIncluded({ state: 'AK', ownershipPercent: 10, included: false })).toBe(false);
    expect(isOwnerIncluded({ state: 'CA', ownershipPercent: 5, included: false })).toBe(false);
  });
});

describe('included owner payroll', () => {
  const rule = (state: OwnerPayrollRule['state']): OwnerPayrollRule => ({
    year: 2026,
    entityType: 'LLC',
    state,
    setAmountCents: 50_000_00,
    minAmountCents: 40_000_00,
    maxAmountCents: 150_000_00,
  });
  const rules = [rule('CA'), rule('AK')];
  const context = { year: 2026, entityType: 'LLC' as const };

  it('uses the rule set amount when the owner gives no estimate', () => {
    const outcome = includedOwnerPayroll(
      { state: 'CA', ownershipPercent: 50, included: true },
      context,
      [2026],
      rules,
    );
    expect(outcome).toEqual({
      amountCents: 50_000_00,
      ruleYear: 2026,
      codes: [PayrollRuleCode.Ok],
    });
  });

  it('clamps the estimate to the rule minimum', () => {
    const outcome = includedOwnerPayroll(
      { state: 'CA', ownershipPercent: 50, included: true, payrollEstimateCents: 20_000_00 },
      context,
      [2026],
      rules,
    );
    expect(outcome.amountCents).toBe(40_000_00);
    expect(outcome.codes).toEqual([PayrollRuleCode.ClampedToMin]);
  });

  it('adds nothing for an excluded owner', () => {
    const outcome = includedOwnerPayroll(
      { state: 'CA', ownershipPercent: 50, included: false },
      context,
      [2026],
      rules,
    );
    expect(outcome.amountCents).toBe(0);
    expect(outcome.codes).toEqual([PayrollRuleCode.OwnerExcluded]);
  });

  it('adds the rule amount for an Alaska member under 10% who chose exclusion', () => {
    const outcome = includedOwnerPayroll(
      { state: 'AK', ownershipPercent: 5, included: false },
      context,
      [2026],
      rules,
    );
    expect(outcome.amountCents).toBe(50_000_00);
  });
});
