import {
  PayFrequency,
  payrollPeriodProblem,
  payrollReportingState,
  PayrollReportingState,
  reportedThrough,
  payrollCorrectionMoney,
} from '../src/domain';

const policy = { effectiveDate: '2026-01-01', expirationDate: '2027-01-01' };

describe('payroll report periods', () => {
  it('accepts a period within the term, ended, of at most 31 days', () => {
    expect(
      payrollPeriodProblem({ start: '2026-01-01', end: '2026-01-31' }, policy, '2026-02-01'),
    ).toBeNull();
    expect(
      payrollPeriodProblem({ start: '2026-03-05', end: '2026-03-05' }, policy, '2026-03-05'),
    ).toBeNull();
    expect(
      payrollPeriodProblem({ start: '2026-12-20', end: '2027-01-01' }, policy, '2027-02-01'),
    ).toBeNull();
  });

  it('says what is wrong with any other period', () => {
    const today = '2026-06-01';
    expect(payrollPeriodProblem({ start: '2026-02-10', end: '2026-02-09' }, policy, today)).toBe(
      'The period starts after it ends.',
    );
    expect(payrollPeriodProblem({ start: '2026-05-20', end: '2026-06-02' }, policy, today)).toBe(
      'The period ends in the future.',
    );
    expect(payrollPeriodProblem({ start: '2025-12-31', end: '2026-01-10' }, policy, today)).toBe(
      'The period starts before the policy does.',
    );
    expect(
      payrollPeriodProblem({ start: '2026-12-25', end: '2027-01-02' }, policy, '2027-03-01'),
    ).toBe('The period ends after the policy does.');
    expect(payrollPeriodProblem({ start: '2026-01-01', end: '2026-02-01' }, policy, today)).toBe(
      'The period is longer than 31 days.',
    );
  });
});

describe('the reporting state of a pay-as-you-go policy', () => {
  it('counts from the day before the policy starts until the first report', () => {
    expect(reportedThrough('2026-01-01', null)).toBe('2025-12-31');
    expect(reportedThrough('2026-01-01', '2026-01-14')).toBe('2026-01-14');
  });

  it('is late after a full pay period and 5 grace days, unreported from 30 days', () => {
    const through = '2026-01-14';
    const state = (frequency: PayFrequency, today: string) =>
      payrollReportingState(through, frequency, today);
    // Biweekly: 14 + 5 days.
    expect(state(PayFrequency.Biweekly, '2026-02-02')).toBe(PayrollReportingState.Current);
    expect(state(PayFrequency.Biweekly, '2026-02-03')).toBe(PayrollReportingState.Late);
    // Weekly: 7 + 5.
    expect(state(PayFrequency.Weekly, '2026-01-26')).toBe(PayrollReportingState.Current);
    expect(state(PayFrequency.Weekly, '2026-01-27')).toBe(PayrollReportingState.Late);
    // Monthly: 31 + 5 would pass 30 days, which flags first.
    expect(state(PayFrequency.Monthly, '2026-02-12')).toBe(PayrollReportingState.Current);
    expect(state(PayFrequency.Monthly, '2026-02-13')).toBe(PayrollReportingState.Unreported);
    expect(state(PayFrequency.SemiMonthly, '2026-02-04')).toBe(PayrollReportingState.Current);
    expect(state(PayFrequency.SemiMonthly, '2026-02-05')).toBe(PayrollReportingState.Late);
    expect(state(PayFrequency.Weekly, '2026-02-13')).toBe(PayrollReportingState.Unreported);
  });
});

describe('payroll report corrections', () => {
  it('bills more premium, and returns less, refunding what the payment has left', () => {
    expect(payrollCorrectionMoney(10_000, 12_500, 10_000)).toEqual({
      differenceCents: 2_500,
      billCents: 2_500,
      returnCents: 0,
      refundCents: 0,
    });
    expect(payrollCorrectionMoney(10_000, 7_000, 10_000)).toEqual({
      differenceCents: -3_000,
      billCents: 0,
      returnCents: 3_000,
      refundCents: 3_000,
    });
    // Nothing collected of the report (declined): the return only lowers what is owed.
    expect(payrollCorrectionMoney(10_000, 7_000, 0)).toMatchObject({
      returnCents: 3_000,
      refundCents: 0,
    });
    expect(payrollCorrectionMoney(10_000, 7_000, 1_000).refundCents).toBe(1_000);
    expect(payrollCorrectionMoney(10_000, 10_000, 10_000)).toEqual({
      differenceCents: 0,
      billCents: 0,
      returnCents: 0,
      refundCents: 0,
    });
    expect(() => payrollCorrectionMoney(-1, 0, 0)).toThrow(RangeError);
  });
});
