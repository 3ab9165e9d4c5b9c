import { randomUUID } from 'node:crypto';
import type { ApiCaller, TestApp } from '../helpers/app';
import { pagePath, PAYING_CARD, signedResultOf } from '../payments/payments-helpers';
import {
  bearer,
  quoteOf,
  setQuoteState,
  submittedWcQuote,
  type QuoteBody,
} from '../quotes/quote-helpers';

/** Valid bank details: 011000015 passes the ABA checksum. */
export const BANK = {
  accountHolderNames: 'Pat Owner',
  nameOnAccount: 'Green Leaf Landscaping LLC',
  accountNumber: '000123456789',
  routingNumber: '011000015',
};

/** A visitor's WC quote, rated and with a carrier quote bindable online selected. */
export async function readyToBindQuote(
  t: ApiCaller,
): Promise<{ quote: QuoteBody; guestToken: string; email: string }> {
  const { quote, guestToken, email } = await submittedWcQuote(t);
  const rated = quoteOf(
    await t.http
      .post('/api/wc/quotes')
      .set(bearer(guestToken))
      .send({ quoteId: quote.id })
      .expect(200),
  );
  const bindable = rated.carrierQuotes.find((q) => q.bindability === 'BINDABLE_THRU_API');
  if (!bindable) throw new Error('no carrier quote bindable online');
  const selected = quoteOf(
    await t.http
      .post('/api/quote/setQuoteSelected')
      .set(bearer(guestToken))
      .send({ id: quote.id, version: rated.version, carrierQuoteId: bindable.id })
      .expect(200),
  );
  return { quote: selected, guestToken, email };
}

/**
 * A WC quote with a carrier quote bindable online selected, then paid and signed (Completed)
 * and assigned to the agent: where binding and policy servicing start.
 */
export async function completedQuote(t: TestApp, agentId: string): Promise<QuoteBody> {
  const { quote } = await readyToBindQuote(t);
  await setQuoteState(t, quote.id, { status: 'Completed', agentId });
  return quote;
}

export const eftBilling = (quoteId: string, email: string, overrides: object = {}) => ({
  quoteId,
  billingPlan: 'DirectBill',
  paymentMethod: 'EFT',
  paymentChoice: 'FullPayment',
  email,
  bank: BANK,
  ...overrides,
});

/** A quote with EFT billing saved, ready for checkout. */
export async function billedQuote(t: ApiCaller) {
  const ready = await readyToBindQuote(t);
  await t.http
    .post('/api/billingInfo/create')
    .set(bearer(ready.guestToken))
    .send(eftBilling(ready.quote.id, ready.email))
    .expect(200);
  return ready;
}

export const startCheckout = (t: ApiCaller, token: string, quoteId: string, key = randomUUID()) =>
  t.http
    .post('/api/quote/checkout/ascend')
    .set(bearer(token))
    .send({ quoteId, idempotencyKey: key });

/**
 * The client pays the quote's first payment: the checkout started, the card entered on the
 * provider's page (the sandbox's paying card unless given), and the signed result it sends the
 * browser back with recorded.
 */
export async function payAtCheckout(
  t: ApiCaller,
  guestToken: string,
  quoteId: string,
  card: typeof PAYING_CARD = PAYING_CARD,
): Promise<void> {
  const started = await startCheckout(t, guestToken, quoteId).expect(200);
  const page = await t.http
    .post(pagePath((started.body as { redirectUrl: string }).redirectUrl))
    .type('form')
    .send(card)
    .expect(303);
  await t.http
    .post('/api/quote/checkout/ascend/callback')
    .send(signedResultOf(page.headers.location as string))
    .expect(200);
}
