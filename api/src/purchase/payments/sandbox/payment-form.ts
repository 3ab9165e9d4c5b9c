/**
 * What the sandbox does with a filled-in hosted page: checks the card or bank fields the way a
 * real provider would, and decides the outcome from the published test numbers.
 */
import { checkAbaRoutingNumber, checkBankAccountDigits } from '@coverline/contracts';
import type { PaymentInstrument } from '../payment-provider';
import type { SandboxPaymentFormDto } from './sandbox-checkout.dto';

/**
 * Published on the page: the first pays, the second is declined by the "issuer", the third
 * pays on the page but declines every later charge on file (an instalment).
 */
export const SANDBOX_TEST_CARDS = {
  pays: '4242 4242 4242 4242',
  declines: '4000 0000 0000 0002',
  declinesOnFile: '4000 0000 0000 0341',
} as const;

export interface PaymentAttempt {
  method: PaymentInstrument;
  outcome: 'paid' | 'declined';
  /** The last four digits of the card or account; the full number is never kept. */
  last4: string;
}

export type FormReading = { attempt: PaymentAttempt } | { error: string };

const digitsOf = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function expiryError(value: string | undefined, now: Date): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec((value ?? '').trim());
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) return 'Enter the expiry date as MM/YY';
  const year = 2000 + Number(match[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + month - 1 < current ? 'This card has expired' : null;
}

function readCard(form: SandboxPaymentFormDto, now: Date): FormReading {
  const number = digitsOf(form.cardNumber);
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) {
    return { error: 'Enter a valid card number' };
  }
  const expiry = expiryError(form.cardExpiry, now);
  if (expiry) return { error: expiry };
  if (!/^\d{3,4}$/.test((form.cardCvc ?? '').trim())) {
    return { error: 'Enter the 3 or 4 digit security code' };
  }
  const declines = number === digitsOf(SANDBOX_TEST_CARDS.declines);
  return {
    attempt: { method: 'card', outcome: declines ? 'declined' : 'paid', last4: number.slice(-4) },
  };
}

function readBank(form: SandboxPaymentFormDto): FormReading {
  if (!(form.accountName ?? '').trim()) return { error: 'Enter the name on the account' };
  const routing = (form.routingNumber ?? '').trim();
  const account = (form.accountNumber ?? '').trim();
  const problem = checkAbaRoutingNumber(routing) ?? checkBankAccountDigits(account);
  if (problem) return { error: problem };
  return { attempt: { method: 'bank', outcome: 'paid', last4: account.slice(-4) } };
}

/** The attempt the form describes, or the message to show beside it. */
export function readPaymentForm(form: SandboxPaymentFormDto, now: Date = new Date()): FormReading {
  if (form.action === 'decline') {
    const number =
      form.method === 'card' ? digitsOf(form.cardNumber) : digitsOf(form.accountNumber);
    const last4 = /^\d{4,}$/.test(number) ? number.slice(-4) : '0000';
    return { attempt: { method: form.method, outcome: 'declined', last4 } };
  }
  return form.method === 'card' ? readCard(form, now) : readBank(form);
}
