import { Bindability, BindabilityReason as R } from '@coverline/contracts';
import {
  employers,
  hartford,
  loadBundledTables,
  sandboxChangedInCarrierTool,
  sandboxReferralApproved,
} from '..';
import type { WcSubmission } from '../submission';

/**
 * The sandbox carriers' answers that stand in for what happens at a carrier after rating
 * (docs/rating.md, "The sandbox underwriting desk"): a referral its underwriter approved, and a
 * quote an agent changed in Hartford's own tool. Both are chosen by the FEIN's first two digits.
 */
const asOf = '2026-03-25';
const tables = loadBundledTables();
const wc: WcSubmission = {
  coverageType: 'wc',
  effectiveDate: '2026-04-01',
  locations: [{ state: 'TX', zip: '78701', primary: true }],
  claims: [],
  business: {
    legalName: 'Green Leaf Landscaping LLC',
    naicsCode: '561730',
    entityType: 'LLC',
    yearEstablished: 2015,
    employees: 6,
    annualSalesCents: 90_000_000,
    payrollCents: 30_000_000,
  },
  payroll: [{ state: 'TX', classCode: '0042', payrollCents: 30_000_000 }],
  owners: [],
  employersLiabilityLevel: 1,
  waiverOfSubrogation: false,
};
const withFein = (fein: string, extra: Partial<WcSubmission> = {}): WcSubmission => ({
  ...wc,
  ...extra,
  business: { ...wc.business, fein },
});
/** Two closed claims in the look-back: Hartford refers from two. */
const twoClaims: Partial<WcSubmission> = {
  claims: [
    { date: '2025-01-10', amountOfLossCents: 150_000, open: false },
    { date: '2024-06-02', amountOfLossCents: 90_000, open: false },
  ],
};
const codes = (quote: { reasons: Array<{ code: string }> }) => quote.reasons.map((r) => r.code);

describe('the sandbox underwriting desk', () => {
  it('approves a referral for a FEIN beginning with 99: bindable with the carrier, priced', async () => {
    expect(sandboxReferralApproved('99-1234567')).toBe(true);
    const quote = await hartford.quote(withFein('991234567', twoClaims), tables, asOf);
    expect(quote.bindability).toBe(Bindability.BindableNotThruApi);
    expect(codes(quote)).toEqual([R.REFERRAL_APPROVED]);
    expect(quote.premiumCents).toBeGreaterThan(0);
  });

  it('leaves any other referral referred, and approves nothing that was not referred', async () => {
    const referred = await hartford.quote(withFein('121234567', twoClaims), tables, asOf);
    expect(referred.bindability).toBe(Bindability.Referred);
    expect(codes(referred)).toEqual([R.CLAIMS_OVER_LIMIT]);
    const clean = await hartford.quote(withFein('991234567'), tables, asOf);
    expect(clean.bindability).toBe(Bindability.BindableThruApi);
    expect(sandboxReferralApproved('12-3456799')).toBe(false);
    expect(sandboxReferralApproved(undefined)).toBe(false);
  });

  it("reports a quote changed in Hartford's own tool for a FEIN beginning with 98", async () => {
    expect(sandboxChangedInCarrierTool('98-7654321')).toBe(true);
    const quote = await hartford.quote(withFein('987654321'), tables, asOf);
    expect(quote.bindability).toBe(Bindability.BindableNotThruApi);
    expect(codes(quote)).toEqual([R.CHANGED_IN_CARRIER_TOOL]);
  });

  it('a carrier without its own tool answers the same FEIN as usual', async () => {
    const quote = await employers.quote(withFein('987654321'), tables, asOf);
    expect(quote.bindability).toBe(Bindability.BindableThruApi);
    expect(codes(quote)).toEqual([]);
  });
});
