import { DAILY_RUN_CATCH_UP_DAYS, dailyRunDayRefusal, ErrorCode } from '../src/domain';

describe('the day a daily run is started for', () => {
  it('is today or a missed day up to 31 days back', () => {
    expect(DAILY_RUN_CATCH_UP_DAYS).toBe(31);
    expect(dailyRunDayRefusal('2027-03-10', '2027-03-10')).toBeNull();
    expect(dailyRunDayRefusal('2027-02-07', '2027-03-10')).toBeNull();
    expect(dailyRunDayRefusal('2027-02-06', '2027-03-10')).toBe(ErrorCode.DailyRunDayTooOld);
    expect(dailyRunDayRefusal('2027-03-11', '2027-03-10')).toBe(ErrorCode.DailyRunDayAhead);
  });
});
