/**
 * Where the servicing specs start: a visitor's WC quote bought at checkout, assigned to an agent
 * and bound by an admin, with its client signed up; a certificate its client sent to a holder;
 * and, for pay-as-you-go, the registration the carrier's payroll service accepted.
 */
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { addDaysIso } from '@coverline/contracts';
import { PaygoRegistration } from '../../src/purchase/trakpay/entities/paygo-registration.entity';
import { registerClient, type ApiCaller, type SignedIn, type TestApp } from '../helpers/app';
import { PAYING_CARD } from '../payments/payments-helpers';
import { eftBilling, payAtCheckout, readyToBindQuote } from '../purchase/purchase-helpers';
import { bearer, isoDay, setQuoteState, type QuoteBody } from '../quotes/quote-helpers';

/** Who binds: an admin's token and the agent the quote is assigned to. */
export interface Binders {
  admin: string;
  agent: SignedIn;
}

/** How the policy is bought and bound; what is not given takes the usual values. */
export interface Purchase {
  /** The policy's first day. */
  effectiveDate: string;
  /** Its last: a year after the first unless given. */
  expirationDate?: string;
  /** In full (the default), or a down payment and instalments. */
  paymentChoice?: 'FullPayment' | 'Payments';
  /** The card paid with at checkout, kept on file: the sandbox's paying card unless given. */
  cardNumber?: string;
  /** The carrier on the policy record: the selected carrier quote's unless given. */
  carrier?: string;
}

/**
 * A visitor buys a WC quote at checkout with `cardNumber`, it is signed and assigned to the agent,
 * an admin saves its policy record (the selected carrier quote's premium) and binds it, and the
 * client signs up with the quote's email.
 */
export async function boughtPolicy(t: TestApp, { admin, agent }: Binders, purchase: Purchase) {
  const { effectiveDate, paymentChoice = 'FullPayment' } = purchase;
  const expirationDate = purchase.expirationDate ?? addDaysIso(effectiveDate, 365);
  const { quote, guestToken, email } = await readyToBindQuote(t);
  await t.http
    .post('/api/billingInfo/create')
    .set(bearer(guestToken))
    .send(eftBilling(quote.id, email, { paymentChoice }))
    .expect(200);
  await payAtCheckout(t, guestToken, quote.id, {
    ...PAYING_CARD,
    cardNumber: purchase.cardNumber ?? PAYING_CARD.cardNumber,
  });
  await setQuoteState(t, quote.id, { status: 'Completed', agentId: agent.id });
  const carrierQuote = quote.carrierQuotes.find((q) => q.id === quote.selectedCarrierQuoteId)!;
  const premium = carrierQuote.annualPremiumCents!;
  const policyNumber = await bindPolicy(t, admin, quote, {
    carrier: purchase.carrier ?? carrierQuote.carrier,
    effectiveDate,
    expirationDate,
    billingInfo:
      paymentChoice === 'Payments'
        ? 'Direct bill, 25% down and 9 monthly instalments'
        : 'Direct bill by EFT',
  });
  const client = await registerClient(t, { email });
  return {
    quote,
    carrierQuote,
    premium,
    email,
    client,
    policyNumber,
    effectiveDate,
    expirationDate,
  };
}

export type BoughtPolicy = Awaited<ReturnType<typeof boughtPolicy>>;

/** What staff save as a policy's record; what is not given takes the usual values. */
export interface PolicyRecordFields {
  policyNumber?: string;
  carrier?: string;
  effectiveDate?: string;
  expirationDate?: string;
  billingInfo?: string;
  blanketAdditionalInsured?: boolean;
  blanketWaiverOfSubrogation?: boolean;
}

/**
 * An admin saves the quote's policy record: the selected carrier quote's carrier and premium, a
 * year from five days ago, no blanket endorsements, unless `fields` says otherwise.
 */
export async function savePolicyRecord(
  t: ApiCaller,
  admin: string,
  quote: QuoteBody,
  fields: PolicyRecordFields = {},
): Promise<void> {
  const selected = quote.carrierQuotes.find((q) => q.id === quote.selectedCarrierQuoteId)!;
  await t.http
    .post('/api/quote/updateQuotePolicy')
    .set(bearer(admin))
    .send({
      quoteId: quote.id,
      carrier: selected.carrier,
      effectiveDate: isoDay(-5),
      expirationDate: isoDay(360),
      annualPremiumCents: selected.annualPremiumCents,
      billingInfo: 'Direct bill by EFT, full payment',
      blanketAdditionalInsured: false,
      blanketWaiverOfSubrogation: false,
      portalLink: 'https://carrier.example.com/portal',
      ...fields,
    })
    .expect(200);
}

/**
 * An admin saves the Completed quote's policy record (`savePolicyRecord`, with a policy number
 * of its own unless given) and binds it; answers the bound policy's number.
 */
export async function bindPolicy(
  t: ApiCaller,
  admin: string,
  quote: QuoteBody,
  fields: PolicyRecordFields = {},
): Promise<string> {
  await savePolicyRecord(t, admin, quote, {
    policyNumber: `WC-${randomUUID().slice(0, 8)}`,
    ...fields,
  });
  const bound = await t.http
    .post('/api/quote/activePolicy')
    .set(bearer(admin))
    .send({ quoteId: quote.id })
    .expect(200);
  return (bound.body as { policyNumber: string }).policyNumber;
}

/** The client sends a certificate of insurance of the policy to a holder at `holderEmail`. */
export async function certificateTo(t: TestApp, policy: BoughtPolicy, holderEmail: string) {
  await t.http
    .post('/api/coi/create')
    .set(bearer(policy.client.token))
    .send({
      quoteId: policy.quote.id,
      insuredDba: 'Green Leaf',
      insuredAddress: { street: '100 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      holderName: 'Harbourview Property Management',
      holderAddress: { street: '500 Lake Rd', city: 'Dallas', state: 'TX', zip: '75201' },
      holderEmail,
      jobLocations: [],
      additionalInsured: false,
      waiverOfSubrogation: false,
      waiverParties: [],
      descriptionOfOperations: 'Landscaping maintenance.',
    })
    .expect(201);
}

/**
 * The policy's pay-as-you-go registration with the payroll company, as the carrier's payroll
 * service accepted it (written straight to its table: its sign-up is purchase's to test).
 */
export async function acceptedPaygo(
  db: DataSource,
  policy: BoughtPolicy,
  payrollCompanyId: string,
) {
  await db.getRepository(PaygoRegistration).insert({
    applicationId: policy.quote.id,
    carrier: policy.carrierQuote.carrier,
    legalName: 'Paygo Bakery LLC',
    dba: null,
    address: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    phone: '(415) 555-0100',
    email: policy.email,
    entityType: 'LLC',
    feinEncrypted: 'sealed',
    feinHash: randomUUID().replace(/-/g, ''),
    feinLast4: '1234',
    effectiveDate: policy.effectiveDate,
    expirationDate: policy.expirationDate,
    payrollCompanyId,
    officers: [],
    accountHolderNames: 'Pat Owner',
    nameOnAccount: 'Paygo Bakery LLC',
    accountNumberSealed: 'sealed',
    routingNumberSealed: 'sealed',
    accountNumberLast4: '6789',
    routingNumberLast4: '0021',
    username: `paygo.${randomUUID().slice(0, 8)}`,
    passwordHash: 'hash',
    securityQuestion: 'firstPet',
    securityAnswerHash: 'hash',
    payFrequency: 'Biweekly',
    carrierStatus: 'accepted',
    carrierAccountNumber: 'ACCT-1',
    submittedAt: new Date(),
  });
}
