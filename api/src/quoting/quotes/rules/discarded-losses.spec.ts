import { ErrorCode } from '@coverline/contracts';
import { discardedLosses, discardedLossesRefusal, discardedLossLines } from './discarded-losses';

describe('claims outside the look-back', () => {
  const effectiveDate = '2026-03-01';

  it('keeps claims from the same day five years before the effective date up to it', () => {
    const claims = [{ date: '2021-03-01' }, { date: '2026-03-01' }];
    expect(discardedLosses(claims, effectiveDate)).toEqual([]);
    expect(discardedLossesRefusal(claims, effectiveDate)).toBeNull();
  });

  it('asks to review an older claim, or one after the effective date, with 1101', () => {
    const claims = [{ date: '2021-02-28' }, { date: '2024-01-10' }, { date: '2026-03-02' }];
    expect(discardedLosses(claims, effectiveDate)).toEqual([0, 2]);
    expect(discardedLossesRefusal(claims, effectiveDate)).toBe(ErrorCode.ReviewDiscardedLosses);
    expect(discardedLossLines(claims, effectiveDate)[0]).toMatch(
      /^claims\[0\]\.date: The loss of 2021-02-28 is outside the look-back from 2021-03-01/,
    );
  });
});
