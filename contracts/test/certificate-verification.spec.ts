import {
  policyStanding,
  supersededReasons,
  VERIFICATION_ID_PATTERN,
  type CertifiedFacts,
  type PolicyEventRecord,
} from '../src/domain/certificate-verification';

const term = { expirationDate: '2027-03-01' };
const cancelled = (effectiveOn: string): PolicyEventRecord => ({ event: 'cancelled', effectiveOn });
const notRenewed: PolicyEventRecord = { event: 'not_renewed', effectiveOn: '2027-03-01' };

describe('policyStanding', () => {
  it('reads active during the term, before it starts too', () => {
    expect(policyStanding(term, [], '2026-06-01')).toEqual({ standing: 'active', on: null });
  });

  it('reads expired from the expiration date, dated that day', () => {
    expect(policyStanding(term, [], '2027-03-01')).toEqual({
      standing: 'expired',
      on: '2027-03-01',
    });
  });

  it('reads cancelled with the cancellation date, even after the term would have ended', () => {
    expect(policyStanding(term, [cancelled('2026-09-15')], '2026-09-20')).toEqual({
      standing: 'cancelled',
      on: '2026-09-15',
    });
    expect(policyStanding(term, [cancelled('2026-09-15')], '2027-06-01')).toEqual({
      standing: 'cancelled',
      on: '2026-09-15',
    });
  });

  it('lets a cancellation win over a non-renewal', () => {
    expect(policyStanding(term, [notRenewed, cancelled('2026-10-01')], '2026-10-02').standing).toBe(
      'cancelled',
    );
  });

  it('reads not renewed before and after expiry, dated the expiration date', () => {
    expect(policyStanding(term, [notRenewed], '2026-12-01')).toEqual({
      standing: 'not_renewed',
      on: '2027-03-01',
    });
    expect(policyStanding(term, [notRenewed], '2027-04-01')).toEqual({
      standing: 'not_renewed',
      on: '2027-03-01',
    });
  });
});

describe('supersededReasons', () => {
  const printed: CertifiedFacts = {
    policyNumber: 'WC-1',
    carrier: 'Hartford',
    coverageType: 'wc',
    effectiveDate: '2026-03-01',
    expirationDate: '2027-03-01',
    limits: [
      { label: 'WC statutory limits', value: 'Per statute' },
      { label: 'E.L. each accident', value: '$500,000' },
    ],
  };

  it('finds nothing when the policy still says what the certificate printed', () => {
    expect(supersededReasons(printed, { ...printed, limits: [...printed.limits] }, false)).toEqual(
      [],
    );
  });

  it('names a changed limit', () => {
    const current = {
      ...printed,
      limits: [printed.limits[0], { label: 'E.L. each accident', value: '$1,000,000' }],
    };
    expect(supersededReasons(printed, current, false)).toEqual(['limits']);
  });

  it('names a limit added or removed', () => {
    expect(supersededReasons(printed, { ...printed, limits: [printed.limits[0]] }, false)).toEqual([
      'limits',
    ]);
  });

  it('names a newer issue, a new number, carrier, line and term', () => {
    const current = {
      ...printed,
      policyNumber: 'WC-2',
      carrier: 'Travelers',
      coverageType: 'gl',
      expirationDate: '2026-12-01',
    };
    expect(supersededReasons(printed, current, true)).toEqual([
      'reissued',
      'policy_number',
      'carrier',
      'line',
      'term',
    ]);
  });
});

describe('VERIFICATION_ID_PATTERN', () => {
  it('takes 32 base64url characters only', () => {
    expect(VERIFICATION_ID_PATTERN.test('A'.repeat(31) + '_')).toBe(true);
    expect(VERIFICATION_ID_PATTERN.test('A'.repeat(31))).toBe(false);
    expect(VERIFICATION_ID_PATTERN.test('A'.repeat(31) + '/')).toBe(false);
  });
});
