/** The new referral form: its rules, what each type sends and which call sends it. */
import * as z from 'zod/mini';
import { checkPhone, ReferralType, REFERRAL_TYPES } from '@coverline/contracts';
import {
  referBorWc,
  referComparisonWc,
  referNewBizWc,
  referOther,
  referPeoTakeaway,
} from '@coverline/contracts/generated/referrals/referrals';
import type { ReferralDto, ReferralInputDto } from '@coverline/contracts/generated/model';
import { emailField, nameField } from '../../identity/auth/schemas';
import type { ClientField, ReferralDraft } from './referral-draft';

const optionalText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, 'validation.tooLong'));

export const referralSchema = z.object({
  repReferralType: z.enum(REFERRAL_TYPES as [ReferralType, ...ReferralType[]]),
  businessName: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(200, 'validation.tooLong')),
  businessDBA: optionalText(200),
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  // The phone pre-fills the client's quote, so it follows the quote's rule (a US number).
  phone: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || checkPhone(value) === null, 'validation.invalidPhone'),
  ),
  activeWCPolicy: z.boolean(),
  transfer: z.boolean(),
  needReplace: z.boolean(),
  ifComparison: optionalText(500),
  referralDesc: optionalText(2000),
});
export type ReferralForm = z.infer<typeof referralSchema>;

/** The fields only some types ask for; switching to a type without them empties them. */
export const TYPE_FIELDS: Record<ReferralType, readonly ClientField[]> = {
  NewBizWC: [],
  ComparisonWcQuote: ['ifComparison'],
  PEOTakeaway: [],
  BOR: [],
  Other: [],
};

export function fieldsDroppedBySwitching(from: ReferralType, to: ReferralType): ClientField[] {
  return TYPE_FIELDS[from].filter((field) => !TYPE_FIELDS[to].includes(field));
}

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The body of the referral call: the client only; the API takes the rep from the session. */
export function referralInput(form: ReferralForm): ReferralInputDto {
  return {
    businessName: form.businessName.trim(),
    businessDBA: blankToUndefined(form.businessDBA),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phone: blankToUndefined(form.phone),
    activeWCPolicy: form.activeWCPolicy,
    transfer: form.transfer,
    needReplace: form.needReplace,
    ifComparison: TYPE_FIELDS[form.repReferralType].includes('ifComparison')
      ? blankToUndefined(form.ifComparison)
      : undefined,
    referralDesc: blankToUndefined(form.referralDesc),
  };
}

/** The specification's call for each referral type. */
export const REFERRAL_CALLS: Record<
  ReferralType,
  (body: ReferralInputDto) => Promise<ReferralDto>
> = {
  NewBizWC: (body) => referNewBizWc(body),
  ComparisonWcQuote: (body) => referComparisonWc(body),
  PEOTakeaway: (body) => referPeoTakeaway(body),
  BOR: (body) => referBorWc(body),
  Other: (body) => referOther(body),
};

export const formOfDraft = (draft: ReferralDraft): ReferralForm => ({
  repReferralType: draft.repReferralType,
  businessName: draft.businessName,
  businessDBA: draft.businessDBA,
  firstName: draft.firstName,
  lastName: draft.lastName,
  email: draft.email,
  phone: draft.phone,
  activeWCPolicy: draft.activeWCPolicy,
  transfer: draft.transfer,
  needReplace: draft.needReplace,
  ifComparison: draft.ifComparison,
  referralDesc: draft.referralDesc,
});
