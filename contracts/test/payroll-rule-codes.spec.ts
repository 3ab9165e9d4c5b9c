import {
  checkPayrollRuleAmounts,
  describePayrollRuleCode,
  PAYROLL_RULE_CATALOGUE,
  PAYROLL_RULE_CODES,
  parsePayrollStates,
  resolveOwnerPayroll,
  isValidEmailDomain,
  type OwnerPayrollRule,
} from '../src/domain';

const rule = (overrides: Partial<OwnerPayrollRule> = {}): OwnerPayrollRule => ({
  year: 2026,
  state: 'CA',
  entityType: 'Corporation',
  setAmountCents: 8_000_000,
  minAmountCents: 4_000_000,
  maxAmountCents: 20_000_000,
  ...overrides,
});

const request = { year: 2026, state: 'CA', entityType: 'Corporation', included: true };

describe('payroll rule codes', () => {
  it('defines P-0000 and P-1001 to P-1017, each with a message', () => {
    expect(PAYROLL_RULE_CODES).toEqual([
      'P-0000',
      ...Array.from({ length: 17 }, (_, i) => `P-${1001 + i}`),
    ]);
    for (const code of PAYROLL_RULE_CODES)
      expect(PAYROLL_RULE_CATALOGUE[code].message).not.toBe('');
    expect(describePayrollRuleCode('P-1002')).toBe(
      'P-1002: The minimum payroll amount is above the maximum.',
    );
  });

  it('checks that a rule amounts fit together', () => {
    expect(checkPayrollRuleAmounts(rule())).toEqual([]);
    expect(checkPayrollRuleAmounts(rule({ minAmountCents: 30_000_000 }))).toEqual(['P-1002']);
    expect(checkPayrollRuleAmounts(rule({ setAmountCents: 1 }))).toEqual(['P-1003']);
    expect(checkPayrollRuleAmounts(rule({ setAmountCents: 30_000_000 }))).toEqual(['P-1004']);
    expect(checkPayrollRuleAmounts(rule({ minAmountCents: -1 }))).toEqual(['P-1005']);
  });
});

describe('resolveOwnerPayroll', () => {
  it('applies the set amount, or the estimate kept between minimum and maximum', () => {
    expect(resolveOwnerPayroll(request, [2026], [rule()])).toEqual({
      amountCents: 8_000_000,
      ruleYear: 2026,
      codes: ['P-0000'],
    });
    expect(
      resolveOwnerPayroll({ ...request, requestedCents: 5_000_000 }, [2026], [rule()]).amountCents,
    ).toBe(5_000_000);
    expect(resolveOwnerPayroll({ ...request, requestedCents: 1 }, [2026], [rule()])).toMatchObject({
      amountCents: 4_000_000,
      codes: ['P-1013'],
    });
    expect(
      resolveOwnerPayroll({ ...request, requestedCents: 99_000_000 }, [2026], [rule()]),
    ).toMatchObject({
      amountCents: 20_000_000,
      codes: ['P-1014'],
    });
  });

  it("uses the latest earlier year's rule when the year has none yet", () => {
    const older = rule({ year: 2025, setAmountCents: 7_000_000 });
    expect(resolveOwnerPayroll({ ...request, year: 2027 }, [2025, 2026], [older, rule()])).toEqual({
      amountCents: 8_000_000,
      ruleYear: 2026,
      codes: ['P-1017'],
    });
    expect(
      resolveOwnerPayroll({ ...request, year: 2024 }, [2025, 2026], [older, rule()]).codes,
    ).toEqual(['P-1006']);
  });

  it('reports what prevents an amount', () => {
    expect(resolveOwnerPayroll(request, [2026], []).codes).toEqual(['P-1001']);
    expect(
      resolveOwnerPayroll({ ...request, entityType: 'Trust' }, [2026], [rule()]).codes,
    ).toEqual(['P-1007']);
    expect(resolveOwnerPayroll({ ...request, state: 'PR' }, [2026], [rule()]).codes).toEqual([
      'P-1008',
    ]);
    expect(resolveOwnerPayroll({ ...request, year: 1990 }, [2026], [rule()]).codes).toEqual([
      'P-1009',
    ]);
    expect(resolveOwnerPayroll({ ...request, requestedCents: -5 }, [2026], [rule()]).codes).toEqual(
      ['P-1005'],
    );
    expect(resolveOwnerPayroll({ ...request, included: false }, [2026], [rule()])).toEqual({
      amountCents: 0,
      ruleYear: null,
      codes: ['P-1015'],
    });
    expect(
      resolveOwnerPayroll({ ...request, state: 'WA' }, [2026], [rule({ state: 'WA' })]).codes,
    ).toEqual(['P-1016']);
  });
});

describe('settings formats', () => {
  it('reads a payroll state as one state or a comma-separated list', () => {
    expect(parsePayrollStates('CA')).toEqual(['CA']);
    expect(parsePayrollStates('CA,NV,DC')).toEqual(['CA', 'NV', 'DC']);
    for (const bad of ['ca', 'CA, NV', 'CA,,NV', 'ZZ', 'CA,CA', 'PR', ''])
      expect(parsePayrollStates(bad)).toBeNull();
  });

  it('accepts bare email domains only', () => {
    expect(isValidEmailDomain('adp.com')).toBe(true);
    expect(isValidEmailDomain('mail.paychex.co.uk')).toBe(true);
    for (const bad of [
      'adp',
      'user@adp.com',
      'https://adp.com',
      'adp.com/x',
      '-adp.com',
      'ADP.COM',
    ]) {
      expect(isValidEmailDomain(bad)).toBe(false);
    }
  });
});
