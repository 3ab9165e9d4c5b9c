/**
 * The registration form's values, checked with the shared rules the API applies, and how they
 * become the request body and come from the quote's prefill.
 */
import * as z from 'zod/mini';
import {
  checkAbaRoutingNumber,
  checkBankAccountDigits,
  checkFein,
  checkOfficersOwnership,
  checkPaygoPassword,
  checkPaygoUsername,
  checkPhone,
  checkSecurityAnswer,
  checkZip,
  ENTITY_TYPES,
  OWNER_INCLUSIONS,
  PAY_FREQUENCIES,
  SECURITY_QUESTIONS,
  type EntityType,
  type OwnerInclusion,
  type PayFrequency,
  type SecurityQuestion,
} from '@coverline/contracts';
import type { PaygoPrefillDto, RegisterPaygoDto } from '@coverline/contracts/generated/model';

const required = z.string().check(z.trim(), z.minLength(1, 'required'));
/** A text the shared check accepts; its message is the error. */
const checked = (check: (value: string) => string | null) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const problem = check(value.trim());
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'date'));

const officer = z.object({
  name: required,
  title: required,
  ownershipPercent: z.string().check(
    z.trim(),
    z.regex(/^\d{1,3}(\.\d{1,2})?$/, 'percent'),
    z.refine((v) => Number(v) <= 100, 'percent'),
  ),
  inclusion: z.enum(OWNER_INCLUSIONS as [OwnerInclusion, ...OwnerInclusion[]]),
});

export const paygoSchema = z
  .object({
    legalName: required,
    dba: z.string().check(z.trim()),
    address: required,
    city: required,
    state: z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'state')),
    zip: checked(checkZip),
    phone: checked(checkPhone),
    email: z.string().check(z.trim(), z.email('email')),
    entityType: z.enum(ENTITY_TYPES as [EntityType, ...EntityType[]], { message: 'required' }),
    fein: checked(checkFein),
    effectiveDate: day,
    expirationDate: day,
    payrollCompanyId: required,
    officers: z.array(officer).check(z.minLength(1, 'officers')),
    accountHolderNames: required,
    nameOnAccount: required,
    accountNumber: checked(checkBankAccountDigits),
    routingNumber: checked(checkAbaRoutingNumber),
    username: checked(checkPaygoUsername),
    password: checked(checkPaygoPassword),
    securityQuestion: z.enum(SECURITY_QUESTIONS as [SecurityQuestion, ...SecurityQuestion[]], {
      message: 'required',
    }),
    securityAnswer: checked(checkSecurityAnswer),
    payFrequency: z.enum(PAY_FREQUENCIES as [PayFrequency, ...PayFrequency[]], {
      message: 'required',
    }),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.expirationDate <= values.effectiveDate) {
        ctx.addIssue({ code: 'custom', path: ['expirationDate'], message: 'dates' });
      }
      const ownership = checkOfficersOwnership(
        values.officers.map((o) => Number(o.ownershipPercent)),
      );
      if (ownership) ctx.addIssue({ code: 'custom', path: ['officers'], message: ownership });
    }),
  );

export type PaygoValues = z.input<typeof paygoSchema>;

export function paygoValues(prefill: PaygoPrefillDto | undefined): PaygoValues {
  return {
    legalName: prefill?.legalName ?? '',
    dba: prefill?.dba ?? '',
    address: prefill?.address ?? '',
    city: prefill?.city ?? '',
    state: prefill?.state ?? '',
    zip: prefill?.zip ?? '',
    phone: prefill?.phone ?? '',
    email: prefill?.email ?? '',
    entityType: (prefill?.entityType ?? '') as EntityType,
    fein: prefill?.fein ?? '',
    effectiveDate: prefill?.effectiveDate ?? '',
    expirationDate: prefill?.expirationDate ?? '',
    payrollCompanyId: '',
    officers: prefill?.officers.length
      ? prefill.officers.map((o) => ({
          name: o.name,
          title: o.title,
          ownershipPercent: String(o.ownershipPercent),
          inclusion: o.inclusion,
        }))
      : [{ name: '', title: '', ownershipPercent: '', inclusion: 'Included' }],
    accountHolderNames: '',
    nameOnAccount: '',
    accountNumber: '',
    routingNumber: '',
    username: '',
    password: '',
    securityQuestion: '' as SecurityQuestion,
    securityAnswer: '',
    payFrequency: '' as PayFrequency,
  };
}

export function paygoBody(quoteId: string, v: PaygoValues): RegisterPaygoDto {
  return {
    quoteId,
    legalName: v.legalName.trim(),
    dba: v.dba.trim() || null,
    address: v.address.trim(),
    city: v.city.trim(),
    state: v.state.trim().toUpperCase() as RegisterPaygoDto['state'],
    zip: v.zip.trim(),
    phone: v.phone.trim(),
    email: v.email.trim(),
    entityType: v.entityType,
    fein: v.fein.trim(),
    effectiveDate: v.effectiveDate,
    expirationDate: v.expirationDate,
    payrollCompanyId: v.payrollCompanyId,
    officers: v.officers.map((o) => ({
      name: o.name.trim(),
      title: o.title.trim(),
      ownershipPercent: Number(o.ownershipPercent),
      inclusion: o.inclusion,
    })),
    bankAccount: {
      accountHolderNames: v.accountHolderNames.trim(),
      nameOnAccount: v.nameOnAccount.trim(),
      accountNumber: v.accountNumber.trim(),
      routingNumber: v.routingNumber.trim(),
    },
    username: v.username.trim(),
    password: v.password,
    securityQuestion: v.securityQuestion,
    securityAnswer: v.securityAnswer,
    payFrequency: v.payFrequency,
  };
}
