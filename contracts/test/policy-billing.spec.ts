import {
  addMonthsIso,
  balanceDueCents,
  InstalmentBilling,
  instalmentSchedule,
  InstalmentStatus as S,
  netCollectedCents,
  NON_PAYMENT_NOTICE_DAYS,
  nonPaymentNoticeDays,
  nextInstalmentStatus,
  overdue,
  payableNow,
  PaymentChoice,
  paymentSchedule,
  US_STATE_CODES,
} from '../src/domain';

describe('notice days for non-payment by state', () => {
  it('has every state and DC, each at least the common 10 days', () => {
    expect(Object.keys(NON_PAYMENT_NOTICE_DAYS).sort()).toEqual([...US_STATE_CODES].sort());
    for (const days of Object.values(NON_PAYMENT_NOTICE_DAYS)) {
      expect(Number.isInteger(days)).toBe(true);
      expect(days).toBeGreaterThanOrEqual(InstalmentBilling.nonPaymentNoticeDays);
    }
  });

  it("answers the state's days, longer where the state asks more", () => {
    expect(nonPaymentNoticeDays('TX')).toBe(10);
    expect(nonPaymentNoticeDays('NY')).toBe(15);
    expect(nonPaymentNoticeDays('AK')).toBe(20);
    expect(nonPaymentNoticeDays('ny')).toBe(15);
    expect(nonPaymentNoticeDays(' vt ')).toBe(15);
  });

  it('falls back to the default for no state, a territory or anything else', () => {
    for (const state of [null, undefined, '', 'PR', 'XX', 'New York']) {
      expect(nonPaymentNoticeDays(state)).toBe(InstalmentBilling.nonPaymentNoticeDays);
    }
  });
});

describe('instalment schedule', () => {
  it('splits to the cent, the odd cents to the earliest instalments', () => {
    const schedule = instalmentSchedule(100_004, 9, '2027-01-15');
    expect(schedule.map((i) => i.amountCents)).toEqual([
      11_112, 11_112, 11_112, 11_112, 11_112, 11_111, 11_111, 11_111, 11_111,
    ]);
    expect(schedule.reduce((sum, i) => sum + i.amountCents, 0)).toBe(100_004);
    expect(schedule.map((i) => i.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('adds up to the premium with the down payment for any premium', () => {
    for (const premium of [1, 9, 10, 99, 1_000, 123_457, 987_654_321]) {
      const { firstPaymentCents, instalmentCents } = paymentSchedule(
        premium,
        PaymentChoice.Payments,
      );
      const rest = instalmentSchedule(premium - firstPaymentCents, 9, '2027-03-31');
      expect(firstPaymentCents + rest.reduce((sum, i) => sum + i.amountCents, 0)).toBe(premium);
      // Where the checkout's premium is the policy's, the instalments are the ones quoted.
      if (rest.length) expect(rest.map((i) => i.amountCents)).toEqual(instalmentCents);
      for (const i of rest) expect(Number.isInteger(i.amountCents)).toBe(true);
    }
  });

  it('is due monthly from the effective date, on the month’s last day when it is shorter', () => {
    expect(instalmentSchedule(900, 3, '2027-01-31').map((i) => i.dueOn)).toEqual([
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(addMonthsIso('2027-11-15', 3)).toBe('2028-02-15');
    expect(addMonthsIso('2028-01-29', 1)).toBe('2028-02-29');
  });

  it('has nothing to split for nothing, and refuses fractions and bad dates', () => {
    expect(instalmentSchedule(0, 9, '2027-01-01')).toEqual([]);
    expect(() => instalmentSchedule(10.5, 9, '2027-01-01')).toThrow(RangeError);
    expect(() => instalmentSchedule(-1, 9, '2027-01-01')).toThrow(RangeError);
    expect(() => instalmentSchedule(100, 0, '2027-01-01')).toThrow(RangeError);
    expect(() => addMonthsIso('2027-02-30', 1)).toThrow(RangeError);
  });
});

describe('instalment status machine', () => {
  it('charges a scheduled or retrying instalment, and only those', () => {
    expect(nextInstalmentStatus(S.Scheduled, 'claim')).toBe(S.Charging);
    expect(nextInstalmentStatus(S.Retrying, 'claim')).toBe(S.Charging);
    for (const s of [S.Charging, S.Missed, S.NoticeSent, S.Paid]) {
      expect(nextInstalmentStatus(s, 'claim')).toBeNull();
    }
  });

  it('records the provider’s answer on a charging instalment only', () => {
    expect(nextInstalmentStatus(S.Charging, 'paid')).toBe(S.Paid);
    expect(nextInstalmentStatus(S.Paid, 'paid')).toBeNull();
    expect(nextInstalmentStatus(S.Scheduled, 'declined', 1)).toBeNull();
  });

  it('retries a decline until the last attempt, then it is missed', () => {
    const last = InstalmentBilling.maxAttempts;
    for (let attempt = 1; attempt < last; attempt++) {
      expect(nextInstalmentStatus(S.Charging, 'declined', attempt)).toBe(S.Retrying);
    }
    expect(nextInstalmentStatus(S.Charging, 'declined', last)).toBe(S.Missed);
  });

  it('sends the notice for a missed instalment once, and lets the client pay it until paid', () => {
    expect(nextInstalmentStatus(S.Missed, 'notice')).toBe(S.NoticeSent);
    expect(nextInstalmentStatus(S.NoticeSent, 'notice')).toBeNull();
    expect(nextInstalmentStatus(S.Missed, 'paidNow')).toBe(S.Paid);
    expect(nextInstalmentStatus(S.NoticeSent, 'paidNow')).toBe(S.Paid);
    for (const s of [S.Scheduled, S.Charging, S.Retrying, S.Paid]) {
      expect(payableNow(s)).toBe(false);
    }
    expect([S.Retrying, S.Missed, S.NoticeSent].every(overdue)).toBe(true);
    expect([S.Scheduled, S.Charging, S.Paid].some(overdue)).toBe(false);
  });
});

describe('ledger totals', () => {
  it('owes what was billed and not paid, and keeps what was collected less refunds', () => {
    const totals = {
      writtenCents: 120_000,
      billedCents: 50_000,
      collectedCents: 40_000,
      refundedCents: 5_000,
      returnPremiumCents: 5_000,
    };
    expect(balanceDueCents(totals)).toBe(10_000);
    expect(netCollectedCents(totals)).toBe(35_000);
  });
});
