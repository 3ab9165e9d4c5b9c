import {
  certificateStatusFor,
  endorsementsNeedingReview,
  ErrorCode,
  type PolicyEventRecord,
} from '@coverline/contracts';
import {
  additionalInsuredProblem,
  certificateRefusal,
  waiverPartiesProblem,
} from './certificate-rules';

const inForce = { active: true, expirationDate: '2027-03-01' };
const none: PolicyEventRecord[] = [];

describe('certificateRefusal', () => {
  it('refuses a cancelled policy (3072) but still certifies one not to be renewed', () => {
    const cancelled: PolicyEventRecord[] = [{ event: 'cancelled', effectiveOn: '2026-05-01' }];
    const notRenewed: PolicyEventRecord[] = [{ event: 'not_renewed', effectiveOn: '2027-03-01' }];
    expect(
      certificateRefusal(
        { applicationStatus: 'Bound', policy: inForce, events: cancelled },
        '2026-06-01',
      ),
    ).toBe(ErrorCode.CertificatePolicyCancelled);
    expect(
      certificateRefusal(
        { applicationStatus: 'Bound', policy: inForce, events: notRenewed },
        '2026-06-01',
      ),
    ).toBe(null);
  });

  it('allows a bound, active policy during its term', () => {
    expect(
      certificateRefusal(
        { applicationStatus: 'Bound', policy: inForce, events: none },
        '2026-06-01',
      ),
    ).toBe(null);
  });

  it('allows a bound policy whose term starts later', () => {
    expect(
      certificateRefusal(
        { applicationStatus: 'Bound', policy: inForce, events: none },
        '2025-01-01',
      ),
    ).toBe(null);
  });

  it('refuses a quote without a policy, an inactive policy, or one not bound (2001)', () => {
    expect(
      certificateRefusal(
        { applicationStatus: 'Completed', policy: null, events: none },
        '2026-06-01',
      ),
    ).toBe(ErrorCode.CertificatePolicyNotBound);
    expect(
      certificateRefusal(
        { applicationStatus: 'Completed', policy: { ...inForce, active: false }, events: none },
        '2026-06-01',
      ),
    ).toBe(ErrorCode.CertificatePolicyNotBound);
    expect(
      certificateRefusal(
        { applicationStatus: 'Archive', policy: inForce, events: none },
        '2026-06-01',
      ),
    ).toBe(ErrorCode.CertificatePolicyNotBound);
  });

  it('refuses from the expiration date on (2002)', () => {
    expect(
      certificateRefusal(
        { applicationStatus: 'Bound', policy: inForce, events: none },
        '2027-03-01',
      ),
    ).toBe(ErrorCode.CertificatePolicyExpired);
    expect(
      certificateRefusal(
        { applicationStatus: 'Bound', policy: inForce, events: none },
        '2027-02-28',
      ),
    ).toBe(null);
  });
});

describe('issued at once or pending for staff', () => {
  const blanket = { blanketAdditionalInsured: true, blanketWaiverOfSubrogation: true };
  const none = { blanketAdditionalInsured: false, blanketWaiverOfSubrogation: null };

  it('issues a certificate without endorsements whatever the policy grants', () => {
    const plain = { additionalInsured: false, waiverOfSubrogation: false };
    expect(certificateStatusFor(plain, none, false)).toBe('issued');
    expect(endorsementsNeedingReview(plain, none)).toEqual([]);
  });

  it('issues endorsements the policy grants blanket', () => {
    const both = { additionalInsured: true, waiverOfSubrogation: true };
    expect(certificateStatusFor(both, blanket, false)).toBe('issued');
  });

  it('keeps a client’s request for an endorsement without the blanket pending, naming it', () => {
    const waiver = { additionalInsured: false, waiverOfSubrogation: true };
    expect(certificateStatusFor(waiver, none, false)).toBe('pending');
    expect(endorsementsNeedingReview(waiver, none)).toEqual(['waiverOfSubrogation']);
    const both = { additionalInsured: true, waiverOfSubrogation: true };
    expect(
      endorsementsNeedingReview(both, { ...blanket, blanketAdditionalInsured: false }),
    ).toEqual(['additionalInsured']);
  });

  it('issues what staff request, who arrange the endorsement themselves', () => {
    const both = { additionalInsured: true, waiverOfSubrogation: true };
    expect(certificateStatusFor(both, none, true)).toBe('issued');
  });
});

describe('content checks', () => {
  it('asks for waiver parties with a waiver of subrogation and refuses them without one', () => {
    expect(waiverPartiesProblem(true, [])).toMatch(/at least one party/);
    expect(waiverPartiesProblem(false, ['Lakeview LLC'])).toMatch(/only with a waiver/);
    expect(waiverPartiesProblem(true, ['Lakeview LLC'])).toBe(null);
    expect(waiverPartiesProblem(false, [])).toBe(null);
  });

  it('refuses an additional insured on workers compensation only', () => {
    expect(additionalInsuredProblem('wc', true)).toMatch(/not to workers compensation/);
    expect(additionalInsuredProblem('gl', true)).toBe(null);
    expect(additionalInsuredProblem('wc', false)).toBe(null);
  });
});
