/**
 * The client's side of a referral: the mailed link's token and what the referral knows about the
 * client, kept in the referral cookies so a quote started later carries them
 * (payrollRepReferralToken, payrollRepReferralContext) and starts pre-filled.
 */
import type { CoverageType, ReferralInvitationDto } from '@coverline/contracts/generated/model';
import { CookieName, writeCookie } from '../../../lib/cookies';

/** A referral link stays with the browser for a month, as a quote's resume link does. */
export const REFERRAL_COOKIE_DAYS = 30;

export type ReferralContext = Record<string, string>;

/** The referral context the quote carries: the referral and the client's details it names. */
export function referralContextOf(invitation: ReferralInvitationDto): ReferralContext {
  const context: ReferralContext = {
    referralId: invitation.referralId,
    referralType: invitation.type,
    payrollCompanyName: invitation.payrollCompanyName,
    businessName: invitation.businessName,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    email: invitation.email,
  };
  if (invitation.businessDBA) context.businessDba = invitation.businessDBA;
  if (invitation.phone) context.phone = invitation.phone;
  return context;
}

export function keepReferral(token: string, invitation: ReferralInvitationDto): void {
  writeCookie(CookieName.referralToken, token, REFERRAL_COOKIE_DAYS);
  writeCookie(
    CookieName.referralContext,
    JSON.stringify(referralContextOf(invitation)),
    REFERRAL_COOKIE_DAYS,
  );
}

const PREFILLED = [
  'businessName',
  'businessDba',
  'firstName',
  'lastName',
  'email',
  'phone',
] as const;
export type ReferralPrefill = Partial<Record<(typeof PREFILLED)[number], string>> & {
  coverageType?: CoverageType;
};

/** The referral types that ask for a workers compensation quote (BOR and Other do not). */
const WC_REFERRAL_TYPES = ['NewBizWC', 'ComparisonWcQuote', 'PEOTakeaway'];

/**
 * The quote's fields a referral context fills in: the business and contact, and workers
 * compensation for a referral that asks for it; anything else in it is ignored.
 */
export function prefillFromReferral(
  context: Record<string, string | number | boolean> | undefined,
): ReferralPrefill {
  const prefill: ReferralPrefill = {};
  if (!context) return prefill;
  for (const field of PREFILLED) {
    const value = context[field];
    if (typeof value === 'string' && value.trim()) prefill[field] = value.trim();
  }
  const type = context.referralType;
  if (typeof type === 'string' && WC_REFERRAL_TYPES.includes(type)) prefill.coverageType = 'wc';
  return prefill;
}

/** The payroll company that referred the visitor, from the referral context; null without one. */
export function referringPartner(
  context: Record<string, string | number | boolean> | undefined,
): string | null {
  const name = context?.payrollCompanyName;
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}
