import {
  isQuestionAsked,
  missingFollowUps,
  validateQuoteStep,
  withoutUnaskedFollowUps,
} from '../../src/domain';

describe('follow-up questions', () => {
  const set = ['usesSubcontractors', 'subcontractorCost', 'subcontractorsInsured', 'payFrequency'];

  it('asks the subcontractor follow-ups only after a yes', () => {
    expect(isQuestionAsked('subcontractorCost', set, () => 'Yes')).toBe(true);
    expect(isQuestionAsked('subcontractorCost', set, () => 'No')).toBe(false);
    expect(isQuestionAsked('subcontractorsInsured', set, () => undefined)).toBe(false);
    expect(isQuestionAsked('payFrequency', set, () => 'No')).toBe(true);
  });

  it('asks a follow-up as any question in a set without the question it follows', () => {
    expect(isQuestionAsked('subcontractorCost', ['subcontractorCost'], () => undefined)).toBe(true);
  });

  it('names the follow-ups missing after a yes, per state', () => {
    expect(
      missingFollowUps({
        'CA.usesSubcontractors': 'Yes',
        'CA.subcontractorCost': 5000,
        'TX.usesSubcontractors': 'No',
      }),
    ).toEqual(['CA.subcontractorsInsured']);
  });

  it('drops the follow-ups of a no', () => {
    expect(
      withoutUnaskedFollowUps({
        'TX.usesSubcontractors': 'No',
        'TX.subcontractorCost': 100,
        'CA.usesSubcontractors': 'Yes',
        'CA.subcontractorCost': 200,
      }),
    ).toEqual({
      'TX.usesSubcontractors': 'No',
      'CA.usesSubcontractors': 'Yes',
      'CA.subcontractorCost': 200,
    });
  });

  it('the payroll step refuses a yes without its follow-ups, and takes a no alone', () => {
    const base = {
      coverageType: 'wc' as const,
      employees: 1,
      classCodes: [{ state: 'CA', classCode: '8810', payrollCents: 6_000_000 }],
    };
    const context = { today: '2026-03-01', maxBackdatedDays: 0 };
    expect(
      validateQuoteStep(
        'payroll',
        { ...base, payrollAnswers: { 'CA.usesSubcontractors': 'No' } },
        context,
      ),
    ).toEqual([]);
    expect(
      validateQuoteStep(
        'payroll',
        { ...base, payrollAnswers: { 'CA.usesSubcontractors': 'Yes' } },
        context,
      ).map((e) => e.field),
    ).toEqual(['payrollAnswers.CA.subcontractorCost', 'payrollAnswers.CA.subcontractorsInsured']);
  });
});
