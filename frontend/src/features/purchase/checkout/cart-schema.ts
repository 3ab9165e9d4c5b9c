/**
 * The cart's billing form: its values, the rules checked as the person types (the shared bank
 * checks from contracts, so the page and the API agree), and the body `billingInfo/create` takes.
 * Messages are translation keys of the checkout namespace.
 */
import * as z from 'zod/mini';
import {
  BillDelivery,
  BillingPlan,
  checkAbaRoutingNumber,
  checkBankAccountDigits,
  isStateCode,
  isValidEmail,
  PaymentChoice,
  PaymentMethod,
} from '@coverline/contracts';
import type { CreateBillingInfoDto } from '@coverline/contracts/generated/model';

export interface CartForm {
  email: string;
  billingPlan: BillingPlan;
  paymentMethod: PaymentMethod;
  paymentChoice: PaymentChoice;
  bank: {
    /** The one name the cart asks for; the API takes it as the name on the account too. */
    accountHolderNames: string;
    accountNumber: string;
    routingNumber: string;
  };
  mail: {
    delivery: BillDelivery;
    mailingName: string;
    email: string;
    address: { line1: string; line2: string; city: string; state: string; zip: string };
  };
}

export function emptyCart(choice: PaymentChoice): CartForm {
  return {
    email: '',
    billingPlan: BillingPlan.DirectBill,
    paymentMethod: PaymentMethod.EFT,
    paymentChoice: choice,
    bank: { accountHolderNames: '', accountNumber: '', routingNumber: '' },
    mail: {
      delivery: BillDelivery.Email,
      mailingName: '',
      email: '',
      address: { line1: '', line2: '', city: '', state: '', zip: '' },
    },
  };
}

/** The API compares emails the same way: case and surrounding spaces do not count. */
const sameEmail = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

const ZIP = /^\d{5}(-\d{4})?$/;
const NS = 'checkout:errors';

/** The shared bank checks answer in the API's words; the page shows its own keys for them. */
const BANK_ACCOUNT_KEY = `${NS}.accountNumber`;
function routingKey(value: string): string | null {
  const problem = checkAbaRoutingNumber(value);
  if (!problem) return null;
  return /^\d{9}$/.test(value) ? `${NS}.routingChecksum` : `${NS}.routingFormat`;
}

type Issue = [path: (string | number)[], message: string];

/** What is wrong with the form, for the parts that go with the options chosen. */
export function cartProblems(form: CartForm, quoteEmail: string): Issue[] {
  const issues: Issue[] = [];
  const email = form.email.trim();
  if (!email) issues.push([['email'], `${NS}.emailRequired`]);
  else if (!isValidEmail(email)) issues.push([['email'], `${NS}.emailInvalid`]);
  else if (!sameEmail(email, quoteEmail)) issues.push([['email'], `${NS}.emailsDoNotMatch`]);
  if (form.billingPlan !== BillingPlan.DirectBill) return issues;

  if (form.paymentMethod === PaymentMethod.EFT) {
    const { bank } = form;
    if (!bank.accountHolderNames.trim()) {
      issues.push([['bank', 'accountHolderNames'], `${NS}.accountHolderNames`]);
    }
    if (checkBankAccountDigits(bank.accountNumber.trim())) {
      issues.push([['bank', 'accountNumber'], BANK_ACCOUNT_KEY]);
    }
    const routing = routingKey(bank.routingNumber.trim());
    if (routing) issues.push([['bank', 'routingNumber'], routing]);
    return issues;
  }

  const { mail } = form;
  if (!mail.mailingName.trim()) issues.push([['mail', 'mailingName'], `${NS}.mailingName`]);
  if (mail.delivery === BillDelivery.Email) {
    if (!isValidEmail(mail.email.trim())) issues.push([['mail', 'email'], `${NS}.emailInvalid`]);
    return issues;
  }
  const { address } = mail;
  if (!address.line1.trim()) issues.push([['mail', 'address', 'line1'], `${NS}.street`]);
  if (!address.city.trim()) issues.push([['mail', 'address', 'city'], `${NS}.city`]);
  if (!isStateCode(address.state)) issues.push([['mail', 'address', 'state'], `${NS}.state`]);
  if (!ZIP.test(address.zip.trim())) issues.push([['mail', 'address', 'zip'], `${NS}.zip`]);
  return issues;
}

/** The form as a zod schema for react-hook-form; the quote's email is what the cart's must match. */
export function cartSchema(quoteEmail: string) {
  return z.custom<CartForm>().check(
    z.superRefine((form, ctx) => {
      for (const [path, message] of cartProblems(form, quoteEmail)) {
        ctx.addIssue({ code: 'custom', path, message, input: form });
      }
    }),
  );
}

/** The body for `billingInfo/create`: only the parts that go with the options chosen. */
export function billingBody(quoteId: string, form: CartForm): CreateBillingInfoDto {
  const base = {
    quoteId,
    email: form.email.trim(),
    billingPlan: form.billingPlan,
    paymentChoice: form.paymentChoice,
  };
  if (form.billingPlan !== BillingPlan.DirectBill) return base;
  if (form.paymentMethod === PaymentMethod.EFT) {
    const { bank } = form;
    return {
      ...base,
      paymentMethod: PaymentMethod.EFT,
      bank: {
        accountHolderNames: bank.accountHolderNames.trim(),
        accountNumber: bank.accountNumber.trim(),
        routingNumber: bank.routingNumber.trim(),
      },
    };
  }
  const { mail } = form;
  const { line2, ...address } = mail.address;
  return {
    ...base,
    paymentMethod: PaymentMethod.MailEmail,
    mail:
      mail.delivery === BillDelivery.Email
        ? {
            delivery: mail.delivery,
            mailingName: mail.mailingName.trim(),
            email: mail.email.trim(),
          }
        : {
            delivery: mail.delivery,
            mailingName: mail.mailingName.trim(),
            address: { ...address, ...(line2.trim() ? { line2: line2.trim() } : {}) },
          },
  };
}
