import {
  endorsementTouchesCertificateHolders,
  EndorsementType,
  endorsementDateRefusal,
  endorsementReferralReasons,
  EndorsementReferralReason as R,
  EndorsementStatus as S,
  endorsementStatusOn,
  ENDORSEMENT_STATUSES,
  ErrorCode,
  isEndorsementFinal,
  isEndorsementOpen,
  nextEndorsementStatus,
  offerExpiresOn,
  proRataPremium,
  type EndorsementReferralInput,
} from '../src/domain';

describe('endorsement status machine', () => {
  it('follows quoted -> referred -> offered -> accepted -> issued', () => {
    expect(nextEndorsementStatus(S.Quoted, 'refer')).toBe(S.Referred);
    expect(nextEndorsementStatus(S.Referred, 'approve')).toBe(S.Offered);
    expect(nextEndorsementStatus(S.Offered, 'accept')).toBe(S.Accepted);
    expect(nextEndorsementStatus(S.Accepted, 'issue')).toBe(S.Issued);
  });

  it('offers at once what is not referred, and declines, withdraws or expires', () => {
    expect(nextEndorsementStatus(S.Quoted, 'offer')).toBe(S.Offered);
    expect(nextEndorsementStatus(S.Referred, 'decline')).toBe(S.Declined);
    expect(nextEndorsementStatus(S.Offered, 'decline')).toBe(S.Declined);
    expect(nextEndorsementStatus(S.Offered, 'withdraw')).toBe(S.Withdrawn);
    expect(nextEndorsementStatus(S.Offered, 'expire')).toBe(S.Expired);
  });

  it('refuses events out of turn', () => {
    expect(nextEndorsementStatus(S.Quoted, 'accept')).toBeNull();
    expect(nextEndorsementStatus(S.Referred, 'accept')).toBeNull();
    expect(nextEndorsementStatus(S.Offered, 'approve')).toBeNull();
    expect(nextEndorsementStatus(S.Accepted, 'withdraw')).toBeNull();
    expect(nextEndorsementStatus(S.Referred, 'expire')).toBeNull();
  });

  it('has issued, declined, withdrawn and expired final, and no event leaves them', () => {
    const finals = ENDORSEMENT_STATUSES.filter(isEndorsementFinal);
    expect(finals.sort()).toEqual([S.Declined, S.Expired, S.Issued, S.Withdrawn].sort());
    for (const status of finals) {
      for (const event of [
        'refer',
        'offer',
        'approve',
        'decline',
        'accept',
        'issue',
        'withdraw',
        'expire',
      ] as const) {
        expect(nextEndorsementStatus(status, event)).toBeNull();
      }
    }
    expect(ENDORSEMENT_STATUSES.filter(isEndorsementOpen)).toEqual([
      S.Quoted,
      S.Referred,
      S.Offered,
    ]);
  });

  it('reads an offer past its 30th day as expired', () => {
    expect(offerExpiresOn('2026-01-15')).toBe('2026-02-14');
    const offer = { status: S.Offered, offerExpiresOn: '2026-02-14' };
    expect(endorsementStatusOn(offer, '2026-02-14')).toBe(S.Offered);
    expect(endorsementStatusOn(offer, '2026-02-15')).toBe(S.Expired);
    expect(endorsementStatusOn({ status: S.Referred, offerExpiresOn: null }, '2027-01-01')).toBe(
      S.Referred,
    );
  });
});

describe('pro rata premium of a change', () => {
  const term = { effectiveDate: '2026-01-01', expirationDate: '2027-01-01' };

  it('charges the annual increase for the days left, rounded to the cent', () => {
    // 365-day term, 265 days left: 100000 x 265 / 365 = 72602.739...
    const priced = proRataPremium({
      ...term,
      endorsementDate: '2026-04-11',
      oldAnnualPremiumCents: 500_000,
      newAnnualPremiumCents: 600_000,
    });
    expect(priced).toEqual({
      termDays: 365,
      remainingDays: 265,
      annualChangeCents: 100_000,
      proRataCents: 72_603,
    });
  });

  it('returns premium for a decrease, rounded as the increase would be', () => {
    const priced = proRataPremium({
      ...term,
      endorsementDate: '2026-04-11',
      oldAnnualPremiumCents: 600_000,
      newAnnualPremiumCents: 500_000,
    });
    expect(priced.proRataCents).toBe(-72_603);
    expect(priced.annualChangeCents).toBe(-100_000);
  });

  it('takes the whole change on the first day and nothing for no change', () => {
    const whole = proRataPremium({
      ...term,
      endorsementDate: '2026-01-01',
      oldAnnualPremiumCents: 100,
      newAnnualPremiumCents: 1_337,
    });
    expect(whole.proRataCents).toBe(1_237);
    const none = proRataPremium({
      ...term,
      endorsementDate: '2026-06-01',
      oldAnnualPremiumCents: 1_000,
      newAnnualPremiumCents: 1_000,
    });
    expect(Object.is(none.proRataCents, 0)).toBe(true);
  });

  it('refuses premiums that are not whole cents and empty terms', () => {
    expect(() =>
      proRataPremium({
        ...term,
        endorsementDate: '2026-06-01',
        oldAnnualPremiumCents: 10.5,
        newAnnualPremiumCents: 1,
      }),
    ).toThrow(RangeError);
    expect(() =>
      proRataPremium({
        effectiveDate: '2026-01-01',
        expirationDate: '2026-01-01',
        endorsementDate: '2026-01-01',
        oldAnnualPremiumCents: 1,
        newAnnualPremiumCents: 2,
      }),
    ).toThrow(RangeError);
  });
});

describe('endorsement date', () => {
  const policy = { effectiveDate: '2026-01-01', expirationDate: '2027-01-01', cancelled: false };

  it('takes a day of the term at most 30 days back', () => {
    expect(endorsementDateRefusal(policy, '2026-06-01', '2026-06-01')).toBeNull();
    expect(endorsementDateRefusal(policy, '2026-05-02', '2026-06-01')).toBeNull();
    expect(endorsementDateRefusal(policy, '2026-12-31', '2026-06-01')).toBeNull();
  });

  it('refuses days outside the term or too far back (3061)', () => {
    expect(endorsementDateRefusal(policy, '2025-12-31', '2026-01-10')).toBe(
      ErrorCode.EndorsementDateOutsideTerm,
    );
    expect(endorsementDateRefusal(policy, '2027-01-01', '2026-06-01')).toBe(
      ErrorCode.EndorsementDateOutsideTerm,
    );
    expect(endorsementDateRefusal(policy, '2026-05-01', '2026-06-01')).toBe(
      ErrorCode.EndorsementDateOutsideTerm,
    );
  });

  it('refuses a cancelled or expired policy (3069)', () => {
    expect(endorsementDateRefusal({ ...policy, cancelled: true }, '2026-06-01', '2026-06-01')).toBe(
      ErrorCode.EndorsementPolicyNotInForce,
    );
    expect(endorsementDateRefusal(policy, '2026-06-01', '2027-01-01')).toBe(
      ErrorCode.EndorsementPolicyNotInForce,
    );
  });
});

describe('endorsement referral rule', () => {
  const quiet: EndorsementReferralInput = {
    oldAnnualPremiumCents: 1_000_000,
    annualChangeCents: 100_000,
    proRataCents: 50_000,
    statesBefore: ['CA'],
    statesAfter: ['CA'],
    appetiteBefore: 'accept',
    appetiteAfter: 'accept',
    endorsementDate: '2026-06-01',
    today: '2026-06-01',
  };

  it('offers a small change in the same states at once', () => {
    expect(endorsementReferralReasons(quiet)).toEqual([]);
  });

  it('refers a pro rata amount above $2,500 either way, or an annual change above 25%', () => {
    expect(endorsementReferralReasons({ ...quiet, proRataCents: 250_001 })).toEqual([
      R.PremiumChange,
    ]);
    expect(endorsementReferralReasons({ ...quiet, proRataCents: -250_001 })).toEqual([
      R.PremiumChange,
    ]);
    expect(endorsementReferralReasons({ ...quiet, proRataCents: 250_000 })).toEqual([]);
    expect(endorsementReferralReasons({ ...quiet, annualChangeCents: 250_001 })).toEqual([
      R.PremiumChange,
    ]);
    expect(endorsementReferralReasons({ ...quiet, annualChangeCents: -250_000 })).toEqual([]);
    expect(
      endorsementReferralReasons({ ...quiet, oldAnnualPremiumCents: 0, annualChangeCents: 1 }),
    ).toEqual([R.PremiumChange]);
  });

  it('refers a new state, an appetite that now refers, and a backdated change', () => {
    expect(endorsementReferralReasons({ ...quiet, statesAfter: ['CA', 'NV'] })).toEqual([
      R.NewState,
    ]);
    expect(endorsementReferralReasons({ ...quiet, statesAfter: [] })).toEqual([]);
    expect(endorsementReferralReasons({ ...quiet, appetiteAfter: 'refer' })).toEqual([
      R.OutsideAppetite,
    ]);
    expect(
      endorsementReferralReasons({ ...quiet, appetiteBefore: 'refer', appetiteAfter: 'refer' }),
    ).toEqual([]);
    expect(endorsementReferralReasons({ ...quiet, endorsementDate: '2026-05-31' })).toEqual([
      R.Backdated,
    ]);
  });
});

describe('certificate holders told of an endorsement', () => {
  it('only for changes a certificate shows: limits, insureds, locations', () => {
    expect(endorsementTouchesCertificateHolders(EndorsementType.ChangeLimits)).toBe(true);
    expect(endorsementTouchesCertificateHolders(EndorsementType.AddAdditionalInsured)).toBe(true);
    expect(endorsementTouchesCertificateHolders(EndorsementType.AddLocation)).toBe(true);
    expect(endorsementTouchesCertificateHolders(EndorsementType.ChangePayroll)).toBe(false);
    expect(endorsementTouchesCertificateHolders(EndorsementType.ChangeOwners)).toBe(false);
  });
});
