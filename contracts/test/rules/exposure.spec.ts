import {
  checkPayrollExposure,
  checkRevenueExposure,
  isCreditMod,
  minimumPlausiblePayrollCents,
  minimumWageCents,
  parseExperienceMod,
  validateQuoteStep,
} from '../../src/domain';

const ctx = { today: '2026-03-25', maxBackdatedDays: 3 };

describe('plausible payroll', () => {
  it('is employees x the lowest minimum wage of the states x 300 hours', () => {
    expect(minimumWageCents('TX')).toBe(725);
    expect(minimumWageCents('CA')).toBe(1690);
    expect(minimumPlausiblePayrollCents(6, ['TX'])).toBe(6 * 725 * 300);
    expect(minimumPlausiblePayrollCents(2, ['CA', 'TX'])).toBe(2 * 725 * 300);
    expect(minimumPlausiblePayrollCents(0, ['CA'])).toBe(0);
  });

  it('refuses a blank or zero payroll and one under the floor', () => {
    expect(checkPayrollExposure(null, 6, ['TX'])).toMatch(/required/);
    expect(checkPayrollExposure(0, 0, ['TX'])).toMatch(/required/);
    expect(checkPayrollExposure(100_000, 6, ['TX'])).toBe(
      'Annual payroll is too low for 6 employee(s): at least $13,050 (300 hours a year each at the minimum wage).',
    );
    expect(checkPayrollExposure(1_305_000, 6, ['TX'])).toBeNull();
    expect(checkPayrollExposure(1, 0, ['TX'])).toBeNull();
  });

  it('refuses revenue that is missing or zero', () => {
    expect(checkRevenueExposure(undefined)).toMatch(/required/);
    expect(checkRevenueExposure(0)).toMatch(/required/);
    expect(checkRevenueExposure(1)).toBeNull();
  });

  it('the payroll step compares every class code together with the employees', () => {
    const step = (employees: number, payrollCents: number) =>
      validateQuoteStep(
        'payroll',
        { employees, classCodes: [{ state: 'TX', classCode: '0042', payrollCents }] },
        ctx,
      );
    expect(step(6, 100_000)).toEqual([
      {
        field: 'classCodes',
        message:
          'Annual payroll is too low for 6 employee(s): at least $13,050 (300 hours a year each at the minimum wage).',
      },
    ]);
    expect(step(6, 2_000_000)).toEqual([]);
  });
});

describe('experience modification', () => {
  it.each([
    ['0.85', 0.85],
    [0.5, 0.5],
    ['2.50', 2.5],
    ['1', 1],
  ])('accepts %p', (answer, value) => {
    expect(parseExperienceMod(answer)).toEqual({ value });
  });

  it.each([
    ['0.01', /between 0.50 and 2.50/],
    [0.49, /between 0.50 and 2.50/],
    ['2.51', /between 0.50 and 2.50/],
    ['0.855', /a number such as/],
    ['abc', /a number such as/],
    [true, /a number such as/],
  ])('refuses %p', (answer, message) => {
    expect(parseExperienceMod(answer)?.error).toMatch(message);
  });

  it('is optional: blank answers give none', () => {
    expect(parseExperienceMod(undefined)).toBeNull();
    expect(parseExperienceMod('  ')).toBeNull();
  });

  it('a mod under 1.00 is a credit', () => {
    expect(isCreditMod(0.99)).toBe(true);
    expect(isCreditMod(1)).toBe(false);
    expect(isCreditMod(undefined)).toBe(false);
  });

  it('the underwriting step of a workers compensation quote names the field', () => {
    const errors = validateQuoteStep(
      'underwriting',
      {
        coverageType: 'wc',
        underwritingAnswers: { usesSubcontractors: 'No', experienceMod: '0.01' },
      },
      ctx,
    );
    expect(errors).toEqual([
      {
        field: 'underwritingAnswers.experienceMod',
        message: 'Experience modification must be between 0.50 and 2.50.',
      },
    ]);
  });
});
