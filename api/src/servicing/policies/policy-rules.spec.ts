import { ApplicationStatus, Bindability, ErrorCode } from '@coverline/contracts';
import {
  activationRefusal,
  carrierBindsThroughApi,
  missingPolicyInfo,
  type PolicyInfo,
} from './policy-rules';

const complete: PolicyInfo = {
  policyNumber: 'WC-1',
  carrier: 'Hartford',
  effectiveDate: '2026-03-01',
  expirationDate: '2027-03-01',
  annualPremiumCents: 100_00,
  billingInfo: 'Direct bill',
  blanketAdditionalInsured: false,
  blanketWaiverOfSubrogation: false,
  portalLink: 'https://carrier.example.com',
};

describe('binding rules', () => {
  it('needs every piece of policy information, the number unless the carrier issues it', () => {
    expect(missingPolicyInfo(complete, { carrierIssuesNumber: false })).toEqual([]);
    expect(
      missingPolicyInfo({ ...complete, policyNumber: null }, { carrierIssuesNumber: false }),
    ).toEqual(['policy number']);
    expect(
      missingPolicyInfo({ ...complete, policyNumber: '' }, { carrierIssuesNumber: true }),
    ).toEqual([]);
    expect(missingPolicyInfo(null, { carrierIssuesNumber: true })).toHaveLength(8);
  });

  const state = {
    status: ApplicationStatus.Completed,
    policyActive: false,
    businessHasBoundPolicy: false,
    selectedBindability: Bindability.BindableThruApi,
  };

  it('activates a completed application once', () => {
    expect(activationRefusal(state)).toBeNull();
    expect(activationRefusal({ ...state, status: ApplicationStatus.Bound })).toBe(
      ErrorCode.QuoteBound,
    );
    expect(activationRefusal({ ...state, businessHasBoundPolicy: true })).toBe(
      ErrorCode.PolicyActive,
    );
    expect(activationRefusal({ ...state, selectedBindability: Bindability.Bound })).toBe(
      ErrorCode.CarrierQuoteBoundOrCompleted,
    );
    expect(activationRefusal({ ...state, status: ApplicationStatus.AwaitingSignatures })).toBe(
      ErrorCode.PolicyNotActivatable,
    );
  });

  it('lets the carrier bind only API quotes bindable through the API', () => {
    expect(
      carrierBindsThroughApi({ bindability: Bindability.BindableThruApi, quoteSource: 'api' }),
    ).toBe(true);
    expect(
      carrierBindsThroughApi({ bindability: Bindability.BindableThruApi, quoteSource: 'agent' }),
    ).toBe(false);
    expect(
      carrierBindsThroughApi({ bindability: Bindability.BindableNotThruApi, quoteSource: 'api' }),
    ).toBe(false);
    expect(carrierBindsThroughApi(null)).toBe(false);
  });
});
