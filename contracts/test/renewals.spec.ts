import {
  ErrorCode,
  nextRenewalStatus,
  NonRenewalReason,
  NON_RENEWAL_REASONS,
  RENEWAL_NOTICE_DAYS,
  renewalChangesAnything,
  renewalDue,
  renewalOpensOn,
  renewalRefusal,
  renewalSummary,
  RenewalEvent as E,
  RenewalStatus as S,
  type RenewalTermFacts,
} from '../src/domain';

describe('renewal status machine', () => {
  it('goes pending_confirmation -> offered -> renewed', () => {
    expect(nextRenewalStatus(S.PendingConfirmation, E.Confirm)).toBe(S.Offered);
    expect(nextRenewalStatus(S.Offered, E.Confirm)).toBe(S.Offered);
    expect(nextRenewalStatus(S.Offered, E.Accept)).toBe(S.Renewed);
  });

  it('cannot accept before the client confirmed (3074)', () => {
    expect(nextRenewalStatus(S.PendingConfirmation, E.Accept)).toBeNull();
    expect(renewalRefusal(S.PendingConfirmation, E.Accept)).toBe(ErrorCode.RenewalNotConfirmed);
  });

  it('non-renews or lapses from any open status', () => {
    for (const open of [S.PendingConfirmation, S.Offered]) {
      expect(nextRenewalStatus(open, E.NonRenew)).toBe(S.NonRenewed);
      expect(nextRenewalStatus(open, E.Lapse)).toBe(S.Lapsed);
      expect(renewalRefusal(open, E.NonRenew)).toBeNull();
    }
  });

  it('keeps renewed, non_renewed and lapsed final (3075)', () => {
    for (const final of [S.Renewed, S.NonRenewed, S.Lapsed]) {
      for (const event of Object.values(E)) {
        expect(nextRenewalStatus(final, event)).toBeNull();
        expect(renewalRefusal(final, event)).toBe(ErrorCode.RenewalClosed);
      }
    }
  });

  it('names the reasons a policy is not renewed', () => {
    expect(NON_RENEWAL_REASONS).toEqual([
      NonRenewalReason.Carrier,
      NonRenewalReason.Underwriting,
      NonRenewalReason.ClientDeclined,
      NonRenewalReason.NonPayment,
      NonRenewalReason.Other,
    ]);
  });
});

describe('when a renewal opens', () => {
  it('opens 60 days before expiry and stays due until the day before', () => {
    expect(RENEWAL_NOTICE_DAYS).toBe(60);
    expect(renewalOpensOn('2027-03-01')).toBe('2026-12-31');
    expect(renewalDue('2027-03-01', '2026-12-30')).toBe(false);
    expect(renewalDue('2027-03-01', '2026-12-31')).toBe(true);
    expect(renewalDue('2027-03-01', '2027-02-28')).toBe(true);
    expect(renewalDue('2027-03-01', '2027-03-01')).toBe(false);
  });
});

describe('renewal summary', () => {
  const expiring: RenewalTermFacts = {
    premiumCents: 120_000,
    classes: [
      { state: 'CA', classCode: '8810', payrollCents: 10_000_000, ratePer100: 0.35 },
      { state: 'CA', classCode: '5403', payrollCents: 5_000_000, ratePer100: 8.1 },
    ],
    limits: { 'Employers liability': '100/500/100' },
    carrierTerms: { Carrier: 'Hartford', 'Waiver of subrogation': 'No' },
  };

  it('lists premium, rates, payroll, limits and carrier terms, each with before and after', () => {
    const changes = renewalSummary(expiring, {
      premiumCents: 131_500,
      classes: [
        { state: 'CA', classCode: '8810', payrollCents: 12_000_000, ratePer100: 0.35 },
        { state: 'CA', classCode: '5403', payrollCents: 5_000_000, ratePer100: 8.4 },
      ],
      limits: { 'Employers liability': '100/500/100' },
      carrierTerms: { Carrier: 'Hartford', 'Waiver of subrogation': 'Yes' },
    });
    expect(changes).toEqual([
      { kind: 'premium', item: '', before: 120_000, after: 131_500, changed: true },
      { kind: 'rate', item: 'CA 8810', before: 0.35, after: 0.35, changed: false },
      { kind: 'rate', item: 'CA 5403', before: 8.1, after: 8.4, changed: true },
      { kind: 'payroll', item: 'CA 8810', before: 10_000_000, after: 12_000_000, changed: true },
      { kind: 'payroll', item: 'CA 5403', before: 5_000_000, after: 5_000_000, changed: false },
      {
        kind: 'limit',
        item: 'Employers liability',
        before: '100/500/100',
        after: '100/500/100',
        changed: false,
      },
      {
        kind: 'carrier_term',
        item: 'Carrier',
        before: 'Hartford',
        after: 'Hartford',
        changed: false,
      },
      {
        kind: 'carrier_term',
        item: 'Waiver of subrogation',
        before: 'No',
        after: 'Yes',
        changed: true,
      },
    ]);
    expect(renewalChangesAnything(changes)).toBe(true);
  });

  it('shows a class code or term only in one term as added or dropped', () => {
    const changes = renewalSummary(expiring, {
      ...expiring,
      classes: [
        expiring.classes[0],
        { state: 'NV', classCode: '8810', payrollCents: 1, ratePer100: 0.5 },
      ],
      limits: {},
    });
    expect(changes).toContainEqual({
      kind: 'rate',
      item: 'CA 5403',
      before: 8.1,
      after: null,
      changed: true,
    });
    expect(changes).toContainEqual({
      kind: 'payroll',
      item: 'NV 8810',
      before: null,
      after: 1,
      changed: true,
    });
    expect(changes).toContainEqual({
      kind: 'limit',
      item: 'Employers liability',
      before: '100/500/100',
      after: null,
      changed: true,
    });
  });

  it('says nothing changed when the terms are the same', () => {
    const changes = renewalSummary(expiring, expiring);
    expect(changes[0]).toEqual({
      kind: 'premium',
      item: '',
      before: 120_000,
      after: 120_000,
      changed: false,
    });
    expect(renewalChangesAnything(changes)).toBe(false);
  });
});
