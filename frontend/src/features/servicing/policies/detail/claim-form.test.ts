import { describe, expect, it } from 'vitest';
import { amountCents, checkClaimForm, localToday } from './claim-form';

const valid = {
  description: 'A customer slipped on a wet floor.',
  amount: '$1,250.50',
  dateOfLoss: '2026-03-01',
};

describe('the first notice of loss form', () => {
  it('accepts a described loss with a positive amount on a past date', () => {
    expect(checkClaimForm(valid, '2026-03-02')).toEqual({});
    expect(amountCents(valid.amount)).toBe(125_050);
  });

  it('accepts a loss on the day itself but refuses a date in the future', () => {
    expect(checkClaimForm(valid, '2026-03-01')).toEqual({});
    expect(checkClaimForm(valid, '2026-02-28')).toEqual({
      dateOfLoss: 'Claim dates in the future are not allowed.',
    });
  });

  it('refuses a date more than ten years back, such as 1800-01-01', () => {
    expect(checkClaimForm({ ...valid, dateOfLoss: '1800-01-01' }, '2026-03-02')).toEqual({
      dateOfLoss: 'Claim dates more than 10 years ago are not allowed.',
    });
    expect(checkClaimForm({ ...valid, dateOfLoss: '2016-03-02' }, '2026-03-02')).toEqual({});
  });

  it('names every missing or invalid field', () => {
    expect(
      checkClaimForm({ description: '  ', amount: '-5', dateOfLoss: '' }, '2026-03-02'),
    ).toEqual({
      description: 'claims.descriptionRequired',
      amount: 'claims.amountInvalid',
      dateOfLoss: 'Please enter a valid date.',
    });
    expect(checkClaimForm({ ...valid, amount: 'a lot' }, '2026-03-02').amount).toBe(
      'claims.amountInvalid',
    );
  });

  it("reads today from the browser's calendar", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
