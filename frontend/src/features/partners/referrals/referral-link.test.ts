import { beforeEach, describe, expect, it } from 'vitest';
import type { ReferralInvitationDto } from '@coverline/contracts/generated/model';
import { CookieName, readCookie } from '../../../lib/cookies';
import { clearAllCookies } from '../../../test/tokens';
import { initialWizardState } from '../../quoting/quotation/state/wizard-state';
import {
  keepReferral,
  prefillFromReferral,
  referralContextOf,
  referringPartner,
} from './referral-link';

const invitation: ReferralInvitationDto = {
  referralId: 'referral-1',
  type: 'NewBizWC',
  businessName: 'Harbor Bakery LLC',
  businessDBA: null,
  firstName: 'Dana',
  lastName: 'Baker',
  email: 'dana@harbor.example',
  phone: '(415) 555-0142',
  payrollCompanyName: 'Payroll Co',
};

beforeEach(() => clearAllCookies());

describe('a referral link', () => {
  it('keeps its token and context in the referral cookies', () => {
    keepReferral('token-123', invitation);
    expect(readCookie(CookieName.referralToken)).toBe('token-123');
    const context = JSON.parse(readCookie(CookieName.referralContext) ?? '{}') as unknown;
    expect(context).toEqual({
      referralId: 'referral-1',
      referralType: 'NewBizWC',
      payrollCompanyName: 'Payroll Co',
      businessName: 'Harbor Bakery LLC',
      firstName: 'Dana',
      lastName: 'Baker',
      email: 'dana@harbor.example',
      phone: '(415) 555-0142',
    });
  });

  it("fills the quote's business and contact fields, and nothing else", () => {
    const context = { ...referralContextOf(invitation), fein: '12-3456789', step: 'payroll' };
    expect(prefillFromReferral(context)).toEqual({
      businessName: 'Harbor Bakery LLC',
      firstName: 'Dana',
      lastName: 'Baker',
      email: 'dana@harbor.example',
      phone: '(415) 555-0142',
      coverageType: 'wc',
    });
    expect(prefillFromReferral(undefined)).toEqual({});
    const other = referralContextOf({ ...invitation, type: 'Other' });
    expect(prefillFromReferral(other)).not.toHaveProperty('coverageType');
    expect(referringPartner(context)).toBe('Payroll Co');
    expect(referringPartner(undefined)).toBeNull();
  });

  it("starts a visitor's quote pre-filled, never a client's or staff's", () => {
    const options = {
      api: {} as never,
      queryClient: {} as never,
      storeGuestSession: () => undefined,
      onStarted: () => undefined,
      referral: { token: 'token-123', context: referralContextOf(invitation) },
    };
    expect(initialWizardState({ ...options, caller: 'visitor' }).values).toMatchObject({
      businessName: 'Harbor Bakery LLC',
      email: 'dana@harbor.example',
      coverageType: 'wc',
    });
    const client = initialWizardState({
      ...options,
      caller: 'client',
      clientEmail: 'owner@example.com',
    }).values;
    expect(client).toEqual({ email: 'owner@example.com' });
    expect(initialWizardState({ ...options, caller: 'agent' }).values).toEqual({ email: '' });
  });
});
