/**
 * Live certificates: a client issues a certificate; its PDF carries a link (and QR code) to a
 * public page that anyone holding the certificate opens without signing in, reading "Active";
 * once staff complete the client's cancellation request the same page reads "Cancelled on"
 * the day, in English and in Spanish, and the holder is mailed the news with the link.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, waitForMail } from '../support/api';
import { pdfText } from '../support/pdf-text';
import { landscaperQuotes, type Buyer } from '../support/purchase';
import { isoDay } from '../support/quotation';

test.describe.configure({ timeout: 240_000 });

const POLICY_NUMBER = 'WC-LIVE-2026-00321';

interface QuoteAnswer {
  id: string;
  version: number;
  carrierQuotes: Array<{
    id: string;
    carrier: string;
    bindability: string;
    annualPremiumCents: number | null;
  }>;
}

/** Calls the API as one principal; every answer must be a success. */
function as(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async get<T>(path: string, params?: Record<string, string>): Promise<T> {
      const response = await request.get(path, { headers, params });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as T;
    },
    async post<T>(path: string, data: unknown): Promise<T> {
      const response = await request.post(path, { headers, data });
      expect(response.status(), await response.text()).toBeLessThan(300);
      return (await response.json()) as T;
    },
  };
}

/** A day as the English page writes it: "December 4, 2026". */
const inWords = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

test('a certificate holder follows the link on the PDF and sees the policy active, then cancelled', async ({
  page,
  request,
  browser,
}) => {
  const buyer: Buyer = {
    businessName: 'Riverbend Lawn Care LLC',
    firstName: 'Tomas',
    lastName: 'Reyes',
    email: newUser('live-coi').email,
    fein: '94-7654323',
  };
  const holderEmail = newUser('live-coi-holder').email;
  await landscaperQuotes(page, buyer);
  const quoteId = new URL(page.url()).searchParams.get('quoteId') as string;

  // The admin binds the quote the way the purchase ends: selected, completed, policy saved, active.
  const { access_token: adminToken } = await signInToken(request, ADMIN.email, ADMIN.password);
  const admin = as(request, adminToken);
  let quote = await admin.get<QuoteAnswer>(`/api/quote/getQuote/${quoteId}`);
  const chosen = quote.carrierQuotes.find((q) => q.bindability === 'BINDABLE_THRU_API')!;
  await admin.post('/api/quote/setQuoteSelected', {
    id: quote.id,
    version: quote.version,
    carrierQuoteId: chosen.id,
  });
  quote = await admin.get<QuoteAnswer>(`/api/quote/getQuote/${quoteId}`);
  await admin.post('/api/quote/setQuoteStatus', {
    id: quote.id,
    version: quote.version,
    status: 'Completed',
  });
  await admin.post('/api/quote/updateQuotePolicy', {
    quoteId,
    policyNumber: POLICY_NUMBER,
    carrier: chosen.carrier,
    effectiveDate: isoDay(-3),
    expirationDate: isoDay(362),
    annualPremiumCents: chosen.annualPremiumCents,
    billingInfo: 'Direct bill by EFT, full payment',
    blanketAdditionalInsured: false,
    blanketWaiverOfSubrogation: true,
    portalLink: 'https://carrier.example.com/portal',
  });
  await admin.post('/api/quote/activePolicy', { quoteId });

  // The client signs up with the quote's email and confirms it.
  const register = await request.post('/api/users/register', {
    data: {
      email: buyer.email,
      password: 'oakridge-password-1',
      firstName: buyer.firstName,
      lastName: buyer.lastName,
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const { access_token: clientToken } = (await register.json()) as { access_token: string };
  const verify = await waitForMail(request, buyer.email, 'verify-email');
  const verifyToken = decodeURIComponent(/token=([\w%-]+)/.exec(verify.text)![1]);
  const verified = await request.post('/api/users/verify-email', { data: { token: verifyToken } });
  expect(verified.status(), await verified.text()).toBeLessThan(300);

  // The client issues a certificate for a holder with an email.
  const client = as(request, clientToken);
  const certificate = await client.post<{ id: string; documentId: string }>('/api/coi/create', {
    quoteId,
    insuredDba: null,
    insuredAddress: { street: '18 Olive St', city: 'Fresno', state: 'CA', zip: '93701' },
    holderName: 'Canal Street Property Group',
    holderAddress: { street: '77 Canal St', city: 'Fresno', state: 'CA', zip: '93702' },
    holderEmail,
    jobLocations: [],
    additionalInsured: false,
    waiverOfSubrogation: false,
    waiverParties: [],
    descriptionOfOperations: 'Lawn care.',
  });
  const pdf = await request.get(`/api/quote/${quoteId}/documents/${certificate.documentId}`, {
    headers: { Authorization: `Bearer ${clientToken}` },
  });
  expect(pdf.status()).toBe(200);
  const text = await pdfText(await pdf.body());
  expect(text).toContain('Verify this certificate');
  const link = /https?:\/\/\S+?\/verify\/[A-Za-z0-9_-]{32}/.exec(text)?.[0];
  expect(link, 'the PDF prints the verification link').toBeDefined();
  const path = new URL(link!).pathname;

  // The holder opens it on a phone, signed in to nothing.
  const holder = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await holder.newPage();
  await phone.goto(path);
  await expect(phone.getByRole('heading', { name: 'Certificate check', level: 1 })).toBeVisible();
  await expect(phone.getByText('Active: the policy is in force')).toBeVisible();
  await expect(
    phone.getByText('This certificate matches the policy as it is today.'),
  ).toBeVisible();
  await expect(phone.getByText(POLICY_NUMBER, { exact: true })).toBeVisible();
  await expect(phone.getByText(buyer.businessName, { exact: true })).toBeVisible();
  await expect(phone.getByText('Fresno, CA', { exact: true })).toBeVisible();
  // Nothing personal: not the client, not the holder, not a street.
  await expect(phone.getByText(buyer.email)).toHaveCount(0);
  await expect(phone.getByText(/Tomas|Reyes|Canal Street|18 Olive St/)).toHaveCount(0);
  const overflow = await phone.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no sideways scrolling on a phone').toBeLessThanOrEqual(0);
  await phone.screenshot({ path: test.info().outputPath('verify-active.png'), fullPage: true });

  // The client asks to cancel and staff complete the request: the policy is cancelled today.
  const change = await client.post<{ id: string }>('/api/quote/requestPolicyChanges', {
    quoteId,
    type: 'cancel',
    details: 'We sold the business.',
  });
  await admin.post(`/api/quote/${quoteId}/policyChanges/${change.id}/answer`, {
    status: 'completed',
    answer: 'Cancelled with the carrier.',
  });

  await phone.reload();
  await expect(phone.getByText(`Cancelled on ${inWords(isoDay(0), 'en-US')}`)).toBeVisible();
  await expect(phone.getByText('This certificate matches the policy as it is today.')).toHaveCount(
    0,
  );
  await phone.screenshot({ path: test.info().outputPath('verify-cancelled.png'), fullPage: true });

  // The holder was told, with the same page's link.
  const notice = await waitForMail(request, holderEmail, 'certificate-holder-notice');
  expect(notice.text).toContain(POLICY_NUMBER);
  expect(notice.text).toContain(path);

  // In Spanish, with the switch at the bottom of the page.
  await phone.getByRole('button', { name: 'Español' }).click();
  await expect(
    phone.getByRole('heading', { name: 'Verificación de certificado', level: 1 }),
  ).toBeVisible();
  await expect(phone.getByText(`Cancelada el ${inWords(isoDay(0), 'es-US')}`)).toBeVisible();
  await phone.screenshot({
    path: test.info().outputPath('verify-cancelled-es.png'),
    fullPage: true,
  });

  // A link no certificate has says so.
  await phone.goto(`/verify/${'A'.repeat(32)}`);
  await expect(phone.getByText('No encontramos este certificado')).toBeVisible();
  await holder.close();
});
