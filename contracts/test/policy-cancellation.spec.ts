import {
  CancellationMethod,
  CancellationReason,
  cancellationRefusal,
  cancellationSettlement,
  ErrorCode,
  InstalmentStatus,
  nextInstalmentStatus,
  nextPolicyStatus,
  PolicyLifecycleStatus as P,
  policyLifecycleStatus,
  REINSTATEMENT_WINDOW_DAYS,
  reinstatementDeadline,
  reinstatementRefusal,
  reinstatementSettlement,
  requestedCancellationDate,
  returnPremium,
  type ReturnPremiumInput,
} from '../src/domain';

const term: ReturnPremiumInput = {
  effectiveDate: '2027-01-01',
  expirationDate: '2028-01-01',
  premiumCents: 365_000,
  cancellationDate: '2027-01-01',
  reason: CancellationReason.ClientRequest,
  carrierShortRate: false,
};

describe('return premium', () => {
  it('returns everything on a flat cancellation (on the effective date)', () => {
    expect(returnPremium(term)).toEqual({
      method: CancellationMethod.Flat,
      termDays: 365,
      daysInForce: 0,
      earnedCents: 0,
      returnPremiumCents: 365_000,
    });
  });

  describe('of an endorsed term', () => {
    // $10 a day at binding; from day 200 (2027-07-20) $14.60 a day: 165 days x $4.60 charged.
    const raised = {
      effectiveDate: '2027-07-20',
      annualChangeCents: 167_900,
      proRataCents: 75_900,
    };
    const endorsed = { ...term, changes: [raised] };

    it('returns everything written, the endorsement included, when flat', () => {
      expect(returnPremium(endorsed)).toMatchObject({
        earnedCents: 0,
        returnPremiumCents: 365_000 + 75_900,
      });
    });

    it('earns each version for its own days', () => {
      // 250 days: 250 at $10 and 50 of them at $4.60 more; 115 days of each unearned.
      const r = returnPremium({ ...endorsed, cancellationDate: '2027-09-08' });
      expect(r).toMatchObject({ daysInForce: 250, earnedCents: 250_000 + 23_000 });
      expect(r.returnPremiumCents).toBe(115_000 + 52_900);
      expect(r.earnedCents + r.returnPremiumCents).toBe(365_000 + 75_900);
    });

    it('returns a change taking effect after the cancellation whole', () => {
      const r = returnPremium({ ...endorsed, cancellationDate: '2027-04-11' });
      expect(r).toMatchObject({ earnedCents: 100_000, returnPremiumCents: 265_000 + 75_900 });
    });

    it('earns less after a decrease, and never returns more than was written', () => {
      const lowered = {
        effectiveDate: '2027-07-20',
        annualChangeCents: -167_900,
        proRataCents: -75_900,
      };
      const r = returnPremium({ ...term, changes: [lowered], cancellationDate: '2027-09-08' });
      expect(r).toMatchObject({
        earnedCents: 250_000 - 23_000,
        returnPremiumCents: 115_000 - 52_900,
      });
      const late = returnPremium({ ...term, changes: [raised], cancellationDate: '2027-12-31' });
      expect(late.earnedCents + late.returnPremiumCents).toBe(365_000 + 75_900);
    });
  });

  it('is flat even for a short-rate carrier', () => {
    expect(returnPremium({ ...term, carrierShortRate: true }).method).toBe(CancellationMethod.Flat);
  });

  it('earns pro rata by the days in force', () => {
    // 100 of 365 days at $10 a day.
    const result = returnPremium({ ...term, cancellationDate: '2027-04-11' });
    expect(result).toMatchObject({
      method: CancellationMethod.ProRata,
      daysInForce: 100,
      earnedCents: 100_000,
      returnPremiumCents: 265_000,
    });
  });

  it('rounds pro rata earned premium to the cent and adds back up to the premium', () => {
    for (const premium of [1, 99, 100_001, 1_234_567]) {
      const r = returnPremium({ ...term, premiumCents: premium, cancellationDate: '2027-07-19' });
      expect(Number.isInteger(r.earnedCents)).toBe(true);
      expect(r.earnedCents + r.returnPremiumCents).toBe(premium);
    }
  });

  it('uses the days of a leap-year term', () => {
    const r = returnPremium({
      ...term,
      effectiveDate: '2028-01-01',
      expirationDate: '2029-01-01',
      premiumCents: 366_000,
      cancellationDate: '2028-03-01',
    });
    expect(r).toMatchObject({ termDays: 366, daysInForce: 60, earnedCents: 60_000 });
  });

  it('applies short rate (90% of the unearned) when the client asks and the carrier says so', () => {
    const r = returnPremium({ ...term, cancellationDate: '2027-04-11', carrierShortRate: true });
    expect(r).toMatchObject({
      method: CancellationMethod.ShortRate,
      returnPremiumCents: 238_500,
      earnedCents: 126_500,
    });
  });

  it('stays pro rata when the carrier cancels or the client did not pay', () => {
    for (const reason of [
      CancellationReason.NonPayment,
      CancellationReason.Underwriting,
      CancellationReason.Other,
    ]) {
      const r = returnPremium({
        ...term,
        reason,
        cancellationDate: '2027-04-11',
        carrierShortRate: true,
      });
      expect(r.method).toBe(CancellationMethod.ProRata);
    }
  });

  it('refuses a term that does not end after it starts, and a fraction of a cent', () => {
    expect(() => returnPremium({ ...term, expirationDate: term.effectiveDate })).toThrow(
      RangeError,
    );
    expect(() => returnPremium({ ...term, premiumCents: 10.5 })).toThrow(RangeError);
  });
});

describe('cancellation settlement', () => {
  it('refunds what was collected beyond the earned premium', () => {
    expect(
      cancellationSettlement(100_000, { billedCents: 365_000, netCollectedCents: 365_000 }),
    ).toEqual({
      returnBilledCents: 265_000,
      billEarnedCents: 0,
      refundCents: 265_000,
      balanceDueCents: 0,
    });
  });

  it('bills the earned premium not billed yet and leaves what is unpaid owed', () => {
    // Instalments: $500 billed and $300 collected, $1,000 earned by the cancellation date.
    expect(
      cancellationSettlement(100_000, { billedCents: 50_000, netCollectedCents: 30_000 }),
    ).toEqual({
      returnBilledCents: 0,
      billEarnedCents: 50_000,
      refundCents: 0,
      balanceDueCents: 70_000,
    });
  });

  it('leaves billed less returned equal to the earned premium', () => {
    for (const billed of [0, 10_000, 100_000, 400_000]) {
      const s = cancellationSettlement(100_000, { billedCents: billed, netCollectedCents: billed });
      expect(billed + s.billEarnedCents - s.returnBilledCents).toBe(100_000);
      expect(billed - s.refundCents + s.balanceDueCents).toBe(100_000);
    }
  });
});

describe('policy status machine', () => {
  it('an active policy is cancelled or expires; a cancelled one is reinstated; expired is final', () => {
    expect(nextPolicyStatus(P.Active, 'cancel')).toBe(P.Cancelled);
    expect(nextPolicyStatus(P.Active, 'expire')).toBe(P.Expired);
    expect(nextPolicyStatus(P.Active, 'reinstate')).toBeNull();
    expect(nextPolicyStatus(P.Cancelled, 'reinstate')).toBe(P.Active);
    expect(nextPolicyStatus(P.Expired, 'reinstate')).toBeNull();
    for (const status of [P.Cancelled, P.Expired]) {
      expect(nextPolicyStatus(status, 'cancel')).toBeNull();
      expect(nextPolicyStatus(status, 'expire')).toBeNull();
    }
    // Reinstated, the policy may be cancelled again.
    expect(nextPolicyStatus(nextPolicyStatus(P.Cancelled, 'reinstate')!, 'cancel')).toBe(
      P.Cancelled,
    );
  });

  it('reads cancelled from the cancellation date, expired from the expiration date', () => {
    const policy = { expirationDate: '2028-01-01', cancellationDate: '2027-06-01' };
    expect(policyLifecycleStatus(policy, '2027-05-31')).toBe(P.Active);
    expect(policyLifecycleStatus(policy, '2027-06-01')).toBe(P.Cancelled);
    expect(policyLifecycleStatus(policy, '2028-02-01')).toBe(P.Cancelled);
    const uncancelled = { ...policy, cancellationDate: null };
    expect(policyLifecycleStatus(uncancelled, '2027-12-31')).toBe(P.Active);
    expect(policyLifecycleStatus(uncancelled, '2028-01-01')).toBe(P.Expired);
  });
});

describe('cancellation refusal', () => {
  const policy = { effectiveDate: '2027-01-01', expirationDate: '2028-01-01', cancelled: false };
  it('allows the effective date (flat) up to the day before expiry', () => {
    expect(cancellationRefusal(policy, '2027-01-01', '2026-12-01')).toBeNull();
    expect(cancellationRefusal(policy, '2027-12-31', '2027-06-01')).toBeNull();
  });
  it('refuses dates outside the term, a second cancellation and an expired policy', () => {
    expect(cancellationRefusal(policy, '2026-12-31', '2026-12-01')).toBe(
      ErrorCode.CancellationBeforeStart,
    );
    expect(cancellationRefusal(policy, '2028-01-01', '2027-06-01')).toBe(
      ErrorCode.CancellationAfterExpiry,
    );
    expect(cancellationRefusal({ ...policy, cancelled: true }, '2027-06-01', '2027-06-01')).toBe(
      ErrorCode.PolicyAlreadyCancelled,
    );
    expect(cancellationRefusal(policy, '2027-06-01', '2028-01-01')).toBe(
      ErrorCode.PolicyExpiredNotCancellable,
    );
  });
  it("dates a client's completed request today, or flat before the start", () => {
    expect(requestedCancellationDate('2027-01-01', '2026-12-01')).toBe('2027-01-01');
    expect(requestedCancellationDate('2027-01-01', '2027-03-05')).toBe('2027-03-05');
  });
});

describe('instalments of a cancelled policy', () => {
  it('are cancelled unless paid or being charged', () => {
    const S = InstalmentStatus;
    for (const s of [S.Scheduled, S.Retrying, S.Missed, S.NoticeSent]) {
      expect(nextInstalmentStatus(s, 'cancel')).toBe(S.Cancelled);
    }
    for (const s of [S.Charging, S.Paid, S.Cancelled]) {
      expect(nextInstalmentStatus(s, 'cancel')).toBeNull();
    }
    expect(nextInstalmentStatus(S.Cancelled, 'claim')).toBeNull();
    expect(nextInstalmentStatus(S.Cancelled, 'paidNow')).toBeNull();
  });
});

describe('reinstatement', () => {
  const nonPayment = { reason: CancellationReason.NonPayment, cancellationDate: '2027-03-10' };

  it(`is open ${REINSTATEMENT_WINDOW_DAYS} days from the cancellation date, never past the term`, () => {
    expect(reinstatementDeadline('2027-03-10', '2028-01-01')).toBe('2027-04-09');
    expect(reinstatementDeadline('2027-12-20', '2028-01-01')).toBe('2027-12-31');
    expect(reinstatementRefusal(nonPayment, '2028-01-01', '2027-03-10')).toBeNull();
    expect(reinstatementRefusal(nonPayment, '2028-01-01', '2027-04-09')).toBeNull();
    expect(reinstatementRefusal(nonPayment, '2028-01-01', '2027-04-10')).toBe(
      ErrorCode.ReinstatementWindowClosed,
    );
    const late = { ...nonPayment, cancellationDate: '2027-12-20' };
    expect(reinstatementRefusal(late, '2028-01-01', '2028-01-01')).toBe(
      ErrorCode.ReinstatementWindowClosed,
    );
  });

  it('rescinds only a cancellation for non-payment, and only one there is', () => {
    expect(reinstatementRefusal(null, '2028-01-01', '2027-03-10')).toBe(
      ErrorCode.PolicyNotCancelled,
    );
    for (const reason of [
      CancellationReason.ClientRequest,
      CancellationReason.Underwriting,
      CancellationReason.Other,
    ]) {
      expect(reinstatementRefusal({ ...nonPayment, reason }, '2028-01-01', '2027-03-11')).toBe(
        ErrorCode.ReinstatementNotAllowed,
      );
    }
  });

  it('reverses what the cancellation posted and bills what came due meanwhile', () => {
    // The cancellation billed earned premium beyond what was billed: returned again now.
    const earnedBilled = reinstatementSettlement({
      cancellationReturnedCents: 0,
      cancellationBilledCents: 1_500,
      unbilledDueCents: 10_000,
      balanceDueCents: 11_500,
    });
    expect(earnedBilled).toEqual({
      billAgainCents: 0,
      reverseEarnedCents: 1_500,
      billDueCents: 10_000,
      pastDueCents: 20_000,
    });
    // The cancellation returned billed premium (and refunded some): billed again, owed again.
    const returned = reinstatementSettlement({
      cancellationReturnedCents: 8_000,
      cancellationBilledCents: 0,
      unbilledDueCents: 0,
      balanceDueCents: 0,
    });
    expect(returned).toMatchObject({ billAgainCents: 8_000, pastDueCents: 8_000 });
    expect(() =>
      reinstatementSettlement({
        cancellationReturnedCents: 0.5,
        cancellationBilledCents: 0,
        unbilledDueCents: 0,
        balanceDueCents: 0,
      }),
    ).toThrow(RangeError);
  });
});
