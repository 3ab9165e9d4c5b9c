/**
 * The admin's policy form ("quote edit policy"): its values, the checks made before saving, and
 * the body `quote/updateQuotePolicy` takes. An empty field is sent as null, which clears it;
 * messages are translation keys of the staffQuote namespace.
 */
import * as z from 'zod/mini';
import type {
  CarrierQuoteDto,
  PolicyDto,
  UpdateQuotePolicyDto,
} from '@coverline/contracts/generated/model';

/** Yes, no, or not answered yet: the blanket endorsements are required, so blank is allowed. */
export type YesNo = '' | 'yes' | 'no';

export interface PolicyForm {
  policyNumber: string;
  carrier: string;
  effectiveDate: string;
  expirationDate: string;
  /** Dollars as typed, e.g. 12,500.00 */
  annualPremium: string;
  billingInfo: string;
  blanketAdditionalInsured: YesNo;
  blanketWaiverOfSubrogation: YesNo;
  portalLink: string;
}

const NS = 'staffQuote:policy.errors';
const MONEY = /^\d{1,9}(\.\d{1,2})?$/;
const MAX = { policyNumber: 60, carrier: 40, billingInfo: 500, portalLink: 500 } as const;

const yesNo = (value: boolean | null): YesNo => (value === null ? '' : value ? 'yes' : 'no');
const fromYesNo = (value: YesNo): boolean | null => (value === '' ? null : value === 'yes');

/** Dollars typed with or without thousands separators, as cents; null when not a sum. */
export function dollarsToCents(typed: string): number | null {
  const plain = typed.trim().replace(/[$,\s]/g, '');
  if (!MONEY.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The premium field always shows its cents ("12345.00"): it is an exact amount to confirm. */
function exactDollarsText(cents: number | null): string {
  return cents === null ? '' : (cents / 100).toFixed(2);
}

/**
 * The form's starting values: what is saved, and where nothing is saved yet, what the selected
 * carrier quote and the cart's billing say (the admin confirms it by saving).
 */
export function policyFormValues(
  policy: PolicyDto,
  chosen: CarrierQuoteDto | undefined,
  /** The billing the client saved in the cart, in words. */
  cartBilling?: string,
): PolicyForm {
  return {
    policyNumber: policy.policyNumber ?? '',
    carrier: policy.carrier ?? chosen?.carrier ?? '',
    effectiveDate: policy.effectiveDate ?? chosen?.effectiveDate ?? '',
    expirationDate: policy.expirationDate ?? chosen?.expirationDate ?? '',
    annualPremium: exactDollarsText(
      policy.annualPremiumCents ?? chosen?.annualPremiumCents ?? null,
    ),
    billingInfo: policy.billingInfo ?? cartBilling ?? '',
    blanketAdditionalInsured: yesNo(policy.blanketAdditionalInsured),
    blanketWaiverOfSubrogation: yesNo(policy.blanketWaiverOfSubrogation),
    portalLink: policy.portalLink ?? '',
  };
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

type Issue = [path: keyof PolicyForm, message: string];

export function policyProblems(form: PolicyForm): Issue[] {
  const issues: Issue[] = [];
  for (const field of ['policyNumber', 'carrier', 'billingInfo', 'portalLink'] as const) {
    if (form[field].trim().length > MAX[field]) issues.push([field, `${NS}.${field}Long`]);
  }
  const premium = form.annualPremium.trim();
  if (premium !== '' && dollarsToCents(premium) === null) {
    issues.push(['annualPremium', `${NS}.annualPremium`]);
  }
  if (form.effectiveDate && form.expirationDate && form.expirationDate <= form.effectiveDate) {
    issues.push(['expirationDate', `${NS}.expirationBeforeEffective`]);
  }
  const link = form.portalLink.trim();
  if (link !== '' && !isWebAddress(link)) issues.push(['portalLink', `${NS}.portalLink`]);
  return issues;
}

export const policySchema = z.custom<PolicyForm>().check(
  z.superRefine((form, ctx) => {
    for (const [path, message] of policyProblems(form)) {
      ctx.addIssue({ code: 'custom', path: [path], message, input: form });
    }
  }),
);

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function policyBody(quoteId: string, form: PolicyForm): UpdateQuotePolicyDto {
  return {
    quoteId,
    policyNumber: text(form.policyNumber),
    carrier: text(form.carrier),
    effectiveDate: form.effectiveDate || null,
    expirationDate: form.expirationDate || null,
    annualPremiumCents:
      text(form.annualPremium) === null ? null : dollarsToCents(form.annualPremium),
    billingInfo: text(form.billingInfo),
    blanketAdditionalInsured: fromYesNo(form.blanketAdditionalInsured),
    blanketWaiverOfSubrogation: fromYesNo(form.blanketWaiverOfSubrogation),
    portalLink: text(form.portalLink),
  };
}
