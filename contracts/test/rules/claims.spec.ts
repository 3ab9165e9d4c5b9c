import {
  addDaysIso,
  addYearsIso,
  checkClaimDate,
  claimsInLookBack,
  claimsLookBackStart,
  daysBetweenIso,
  isIsoDate,
} from '../../src/domain';

describe('claim dates', () => {
  it('refuses a date after today', () => {
    expect(checkClaimDate('2026-03-02', '2026-03-01')).toBe(
      'Claim dates in the future are not allowed.',
    );
  });

  it('accepts today and earlier days', () => {
    expect(checkClaimDate('2026-03-01', '2026-03-01')).toBeNull();
    expect(checkClaimDate('2019-12-31', '2026-03-01')).toBeNull();
  });

  it('refuses a day that is not on the calendar', () => {
    expect(checkClaimDate('2025-02-29', '2026-03-01')).toBe('Please enter a valid date.');
    expect(checkClaimDate('03/01/2025', '2026-03-01')).toBe('Please enter a valid date.');
  });
});

describe('5-year claims look-back', () => {
  it('starts on the same day five years earlier', () => {
    expect(claimsLookBackStart('2026-03-01')).toBe('2021-03-01');
    expect(claimsLookBackStart('2028-02-29')).toBe('2023-02-28');
  });

  it('keeps claims from the start day up to the as-of day', () => {
    const claims = ['2021-02-28', '2021-03-01', '2024-07-15', '2026-03-01', '2026-03-02'].map(
      (date) => ({ date }),
    );
    expect(claimsInLookBack(claims, '2026-03-01').map((c) => c.date)).toEqual([
      '2021-03-01',
      '2024-07-15',
      '2026-03-01',
    ]);
  });
});

describe('calendar dates', () => {
  it('counts days across a leap day', () => {
    expect(daysBetweenIso('2028-02-28', '2028-03-01')).toBe(2);
    expect(addDaysIso('2028-02-28', 2)).toBe('2028-03-01');
    expect(addYearsIso('2026-01-31', 1)).toBe('2027-01-31');
    expect(isIsoDate('2026-13-01')).toBe(false);
  });
});

describe('claim dates long past', () => {
  it('refuses a date more than ten years before today', () => {
    expect(checkClaimDate('1800-01-01', '2026-03-01')).toBe(
      'Claim dates more than 10 years ago are not allowed.',
    );
    expect(checkClaimDate('2016-02-29', '2026-03-01')).toBe(
      'Claim dates more than 10 years ago are not allowed.',
    );
  });

  it('accepts the day exactly ten years before today', () => {
    expect(checkClaimDate('2016-03-01', '2026-03-01')).toBeNull();
  });
});
