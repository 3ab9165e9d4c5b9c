import { describe, expect, it } from 'vitest';
import { REFERRAL_TYPES } from '@coverline/contracts';
import {
  fieldsDroppedBySwitching,
  REFERRAL_CALLS,
  referralInput,
  referralSchema,
  type ReferralForm,
} from './referral-form';

const form = (overrides: Partial<ReferralForm> = {}): ReferralForm => ({
  repReferralType: 'NewBizWC',
  businessName: ' Harbor Bakery LLC ',
  businessDBA: '',
  firstName: 'Dana',
  lastName: 'Baker',
  email: 'dana@harbor.example',
  phone: '',
  activeWCPolicy: false,
  transfer: false,
  needReplace: false,
  ifComparison: '',
  referralDesc: '',
  ...overrides,
});

const messages = (values: ReferralForm) => {
  const parsed = referralSchema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${String(i.path[0])}:${i.message}`);
};

describe('the new referral form', () => {
  it("needs the business name, the contact's names and a valid email; the rest is optional", () => {
    expect(messages(form())).toEqual([]);
    expect(
      messages(form({ businessName: ' ', firstName: '', email: 'nope', phone: '12' })),
    ).toEqual(
      expect.arrayContaining([
        'businessName:validation.required',
        'firstName:validation.required',
        'email:validation.invalidEmail',
        'phone:validation.invalidPhone',
      ]),
    );
    expect(messages(form({ referralDesc: 'x'.repeat(2001) }))).toEqual([
      'referralDesc:validation.tooLong',
    ]);
  });

  it('sends the client only, trimmed, with blanks left out', () => {
    expect(referralInput(form({ phone: ' ', businessDBA: 'Harbor Bakes' }))).toEqual({
      businessName: 'Harbor Bakery LLC',
      businessDBA: 'Harbor Bakes',
      firstName: 'Dana',
      lastName: 'Baker',
      email: 'dana@harbor.example',
      phone: undefined,
      activeWCPolicy: false,
      transfer: false,
      needReplace: false,
      ifComparison: undefined,
      referralDesc: undefined,
    });
  });

  it('sends what to compare only with a comparison referral', () => {
    const compare = 'Acme Mutual, $4,200, renews in March';
    expect(
      referralInput(form({ repReferralType: 'ComparisonWcQuote', ifComparison: compare }))
        .ifComparison,
    ).toBe(compare);
    expect(referralInput(form({ ifComparison: compare })).ifComparison).toBeUndefined();
  });

  it('empties what to compare when the rep switches away from a comparison', () => {
    expect(fieldsDroppedBySwitching('ComparisonWcQuote', 'NewBizWC')).toEqual(['ifComparison']);
    expect(fieldsDroppedBySwitching('NewBizWC', 'ComparisonWcQuote')).toEqual([]);
  });

  it('has a call for every referral type', () => {
    expect(Object.keys(REFERRAL_CALLS).sort()).toEqual([...REFERRAL_TYPES].sort());
  });
});
