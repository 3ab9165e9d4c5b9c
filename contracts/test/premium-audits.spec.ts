import {
  payrollInForceOverTerm,
  auditBasisFromWorksheet,
  auditDifference,
  auditedPremium,
  daysReported,
  nextPremiumAuditStatus,
  PREMIUM_AUDIT_STATUSES,
  PremiumAuditStatus as S,
  projectPayroll,
  scaleCents,
  sumPayrollByClass,
  type AuditTermBasis,
  type AuditWorksheet,
} from '../src/domain';

/** A two-class worksheet as the rating writes it: manual 8,000.00 + 2,000.00, then factors. */
const worksheet: AuditWorksheet = {
  steps: [
    {
      code: 'wc.manualPremium',
      amountCents: 800_000,
      totalCents: 800_000,
      inputs: { payrollCents: 40_000_000, ratePer100: 2 },
    },
    {
      code: 'wc.manualPremium',
      amountCents: 200_000,
      totalCents: 1_000_000,
      inputs: { payrollCents: 20_000_000, ratePer100: 1 },
    },
    { code: 'wc.employersLiability', amountCents: 10_000, totalCents: 1_010_000, inputs: {} },
    { code: 'wc.schedule', amountCents: -50_500, totalCents: 959_500, inputs: {} },
    { code: 'wc.premiumDiscount', amountCents: -9_500, totalCents: 950_000, inputs: {} },
    { code: 'wc.expenseConstant', amountCents: 16_000, totalCents: 966_000, inputs: {} },
    {
      code: 'wc.minimumPremium',
      amountCents: 0,
      totalCents: 966_000,
      inputs: { minimumPremiumCents: 100_000 },
    },
    { code: 'wc.terrorism', amountCents: 1_200, totalCents: 967_200, inputs: {} },
    { code: 'wc.catastrophe', amountCents: 600, totalCents: 967_800, inputs: {} },
    { code: 'wc.stateAssessment', amountCents: 28_500, totalCents: 996_300, inputs: {} },
  ],
  premiumCents: 996_300,
};

const basis = auditBasisFromWorksheet(worksheet)!;

const line = (payrollCents: number, ratePer100: number, classCode = '8810') => ({
  state: 'CA',
  classCode,
  payrollCents,
  ratePer100,
  premiumCents: Math.round((payrollCents * ratePer100) / 100),
});

describe('premium audit status machine', () => {
  it('goes open -> awaiting payroll -> payroll received -> audited -> settled', () => {
    expect(nextPremiumAuditStatus(S.Open, 'askPayroll')).toBe(S.AwaitingPayroll);
    expect(nextPremiumAuditStatus(S.AwaitingPayroll, 'payrollReceived')).toBe(S.PayrollReceived);
    expect(nextPremiumAuditStatus(S.PayrollReceived, 'audit')).toBe(S.Audited);
    expect(nextPremiumAuditStatus(S.Audited, 'settle')).toBe(S.Settled);
  });

  it('takes the payroll reports straight from open', () => {
    expect(nextPremiumAuditStatus(S.Open, 'payrollReceived')).toBe(S.PayrollReceived);
  });

  it('refuses everything else, and a settled audit is final', () => {
    expect(nextPremiumAuditStatus(S.Open, 'audit')).toBeNull();
    expect(nextPremiumAuditStatus(S.AwaitingPayroll, 'settle')).toBeNull();
    expect(nextPremiumAuditStatus(S.Audited, 'payrollReceived')).toBeNull();
    for (const event of ['askPayroll', 'payrollReceived', 'audit', 'settle'] as const) {
      expect(nextPremiumAuditStatus(S.Settled, event)).toBeNull();
    }
    expect(PREMIUM_AUDIT_STATUSES).toHaveLength(5);
  });
});

describe('the term basis from the worksheet', () => {
  it('reads the manual premium, modifications, constant, minimum and charges on top', () => {
    expect(basis).toEqual<AuditTermBasis>({
      payrollCents: 60_000_000,
      manualPremiumCents: 1_000_000,
      modifiedPremiumCents: 950_000,
      expenseConstantCents: 16_000,
      minimumPremiumCents: 100_000,
      perPayrollChargesCents: 1_800,
      assessmentsCents: 28_500,
      termPremiumCents: 996_300,
    });
  });

  it('is null for a worksheet without a manual premium (not workers comp)', () => {
    expect(auditBasisFromWorksheet({ steps: [], premiumCents: 100 })).toBeNull();
  });
});

describe('audited premium', () => {
  it('gives back the term premium to the cent for the estimated payroll', () => {
    const audited = auditedPremium(basis, [line(40_000_000, 2), line(20_000_000, 1, '5183')]);
    expect(audited.auditedPremiumCents).toBe(996_300);
    expect(audited.minimumRaiseCents).toBe(0);
  });

  it('rates more payroll to the cent: modifications, charges and assessments follow', () => {
    // Manual 8,800.00 + 2,000.00 = 10,800.00 (x1.08).
    const audited = auditedPremium(basis, [line(44_000_000, 2), line(20_000_000, 1, '5183')]);
    expect(audited).toEqual({
      payrollCents: 64_000_000,
      manualPremiumCents: 1_080_000,
      modifiedPremiumCents: 1_026_000, // 950,000 x 1.08
      expenseConstantCents: 16_000,
      minimumRaiseCents: 0,
      perPayrollChargesCents: 1_920, // 1,800 x 64/60
      assessmentsCents: 30_780, // 28,500 x 1.08
      auditedPremiumCents: 1_074_700,
    });
    expect(auditDifference(audited.auditedPremiumCents, 996_300)).toEqual({
      differenceCents: 78_400,
      kind: 'additional',
    });
  });

  it('rounds each share half up, to the cent', () => {
    // Manual 3,333.33: 950,000 x 333,333 / 1,000,000 = 316,666.35 -> 316,666.
    const audited = auditedPremium(basis, [line(16_666_650, 2)]);
    expect(audited.manualPremiumCents).toBe(333_333);
    expect(audited.modifiedPremiumCents).toBe(316_666);
    expect(audited.perPayrollChargesCents).toBe(500); // 1,800 x 16,666,650 / 60,000,000 = 499.9995
    expect(audited.assessmentsCents).toBe(9_500); // 28,500 x 0.333333 = 9,499.99
    expect(audited.auditedPremiumCents).toBe(316_666 + 16_000 + 500 + 9_500);
  });

  it('raises little payroll to the minimum premium; charges on top of it still follow payroll', () => {
    const audited = auditedPremium(basis, [line(1_000_000, 2)]); // manual 200.00
    expect(audited.modifiedPremiumCents).toBe(19_000);
    expect(audited.minimumRaiseCents).toBe(100_000 - 19_000 - 16_000);
    expect(audited.perPayrollChargesCents).toBe(30);
    expect(audited.assessmentsCents).toBe(570);
    expect(audited.auditedPremiumCents).toBe(100_000 + 30 + 570);
  });

  it('returns premium when less payroll ran, and nothing when it matches', () => {
    const audited = auditedPremium(basis, [line(30_000_000, 2), line(20_000_000, 1, '5183')]);
    // Manual 8,000.00: 950,000 x 0.8 = 760,000; 1,800 x 50/60 = 1,500; 28,500 x 0.8 = 22,800.
    expect(audited.auditedPremiumCents).toBe(760_000 + 16_000 + 1_500 + 22_800);
    expect(auditDifference(audited.auditedPremiumCents, 996_300)).toEqual({
      differenceCents: -196_000,
      kind: 'return',
    });
    expect(auditDifference(996_300, 996_300)).toEqual({ differenceCents: 0, kind: 'none' });
  });
});

describe('projected payroll', () => {
  const term = { effectiveDate: '2027-01-01', expirationDate: '2028-01-01' };

  it('scales payroll reported so far to the 365 days of the term, per class code', () => {
    const reported = [
      { state: 'CA', classCode: '8810', payrollCents: 1_000_000 },
      { state: 'CA', classCode: '5183', payrollCents: 500_000 },
      { state: 'CA', classCode: '8810', payrollCents: 1_000_001 },
    ];
    // 73 days reported (Jan 1 - Mar 14): x 365 / 73 = x 5.
    expect(daysReported(term, '2027-03-14')).toBe(73);
    expect(projectPayroll(reported, term, '2027-03-14')).toEqual([
      { state: 'CA', classCode: '8810', payrollCents: 10_000_005 },
      { state: 'CA', classCode: '5183', payrollCents: 2_500_000 },
    ]);
  });

  it('leaves the payroll as reported before any report and once the whole term is', () => {
    const reported = [{ state: 'CA', classCode: '8810', payrollCents: 7 }];
    expect(daysReported(term, '2026-12-31')).toBe(0);
    expect(projectPayroll(reported, term, '2026-12-31')).toEqual(reported);
    expect(projectPayroll(reported, term, '2027-12-31')).toEqual(reported);
  });

  it('sums and scales to the cent, half up, without losing precision', () => {
    expect(scaleCents(1, 1, 2)).toBe(1);
    expect(scaleCents(1, 1, 3)).toBe(0);
    expect(scaleCents(9_999_999_999_999, 365, 1)).toBe(3_649_999_999_999_635);
    expect(() => scaleCents(1, 1, 0)).toThrow(RangeError);
    expect(sumPayrollByClass([])).toEqual([]);
  });
});

describe('payroll in force over an endorsed term', () => {
  const term = { effectiveDate: '2027-01-01', expirationDate: '2028-01-01' };
  const bound = [
    { state: 'CA', classCode: '0042', payrollCents: 36_500_000 },
    { state: 'CA', classCode: '8810', payrollCents: 7_300_000 },
  ];

  it('is the estimate at binding while nothing changed it', () => {
    expect(payrollInForceOverTerm(bound, [], term)).toEqual(bound);
  });

  it("weighs each version's payroll by its days in force", () => {
    // From day 292 (2027-10-20) 0042 is $73,000 a year and 8810 is gone: 73 days of the new.
    const lines = payrollInForceOverTerm(
      bound,
      [
        {
          effectiveOn: '2027-10-20',
          payroll: [{ state: 'CA', classCode: '0042', payrollCents: 7_300_000 }],
        },
      ],
      term,
    );
    expect(lines).toEqual([
      { state: 'CA', classCode: '0042', payrollCents: 29_200_000 + 1_460_000 },
      { state: 'CA', classCode: '8810', payrollCents: 5_840_000 },
    ]);
  });

  it('keeps the payroll before a version that has none', () => {
    expect(
      payrollInForceOverTerm(bound, [{ effectiveOn: '2027-06-01', payroll: null }], term),
    ).toEqual(bound);
  });
});
