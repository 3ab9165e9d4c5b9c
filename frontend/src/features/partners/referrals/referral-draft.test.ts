import { describe, expect, it } from 'vitest';
import { INITIAL_REFERRAL_DRAFT, ReferralDraftStore } from './referral-draft';

const rep = {
  id: 'rep-1',
  payrollCompanyId: 'company-1',
  email: 'riley@payroll.example',
  firstName: 'Riley',
  lastName: 'Partner',
  phone: '+1 555 010 4000',
};

describe('the referral draft', () => {
  it("takes the rep's identity without counting it as a change", () => {
    const store = new ReferralDraftStore();
    store.setRep(rep);
    expect(store.get()).toMatchObject({
      repId: 'rep-1',
      repPayrollCompanyId: 'company-1',
      repEmail: 'riley@payroll.example',
      repFirstName: 'Riley',
      repLastName: 'Partner',
      repPhone: '+1 555 010 4000',
      dirty: false,
    });
  });

  it('is dirty after any change the rep makes and tells its subscribers', () => {
    const store = new ReferralDraftStore();
    let heard = 0;
    store.subscribe(() => (heard += 1));
    store.change({ businessName: 'Harbor Bakery LLC' });
    expect(store.get()).toMatchObject({ businessName: 'Harbor Bakery LLC', dirty: true });
    expect(heard).toBe(1);
  });

  it("resets to an empty referral that keeps the rep's own identity", () => {
    const store = new ReferralDraftStore();
    store.setRep(rep);
    store.change({
      repReferralType: 'ComparisonWcQuote',
      businessName: 'Harbor Bakery LLC',
      email: 'dana@harbor.example',
      activeWCPolicy: true,
      ifComparison: 'Acme Mutual, $4,200',
    });
    store.reset();
    expect(store.get()).toEqual({
      ...INITIAL_REFERRAL_DRAFT,
      repId: 'rep-1',
      repPayrollCompanyId: 'company-1',
      repEmail: 'riley@payroll.example',
      repFirstName: 'Riley',
      repLastName: 'Partner',
      repPhone: '+1 555 010 4000',
    });
  });

  it('empties invalidated fields only when the draft is dirty', () => {
    const store = new ReferralDraftStore();
    store.invalidate(['ifComparison']);
    expect(store.get()).toEqual(INITIAL_REFERRAL_DRAFT);

    store.change({ ifComparison: 'Acme Mutual', activeWCPolicy: true });
    store.invalidate(['ifComparison', 'activeWCPolicy']);
    expect(store.get()).toMatchObject({ ifComparison: '', activeWCPolicy: false, dirty: true });
  });

  it('starts over when another rep signs in on the same browser', () => {
    const store = new ReferralDraftStore();
    store.setRep(rep);
    store.change({ businessName: 'Harbor Bakery LLC' });
    store.setRep({ ...rep, id: 'rep-2', email: 'sam@other.example', phone: null });
    expect(store.get()).toMatchObject({
      repId: 'rep-2',
      repEmail: 'sam@other.example',
      repPhone: '',
      businessName: '',
      dirty: false,
    });
  });

  it('keeps the loading flag apart from the changes', () => {
    const store = new ReferralDraftStore();
    store.setLoading(true);
    expect(store.get()).toMatchObject({ isLoading: true, dirty: false });
  });
});
