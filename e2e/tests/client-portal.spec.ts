/**
 * The client portal after binding: a client with a bound policy opens its detail, sees the
 * billing with the masked account, asks for a policy change that an admin answers on the staff
 * quote page, sees the answer, files a first notice of loss and updates their phone.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, useSession, waitForMail } from '../support/api';
import {
  chooseAndCheckout,
  fillEft,
  landscaperQuotes,
  payOnSandboxPage,
  TEST_CARDS,
  type Buyer,
} from '../support/purchase';
import { isoDay } from '../support/quotation';

test.describe.configure({ timeout: 300_000 });

interface Signer {
  name: string;
  email: string;
}

/** The signing tokens mailed to an address, once as many as expected have been delivered. */
async function signingTokens(
  request: APIRequestContext,
  headers: Record<string, string>,
  to: string,
  count: number,
): Promise<string[]> {
  let tokens: string[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox', { params: { to }, headers });
        const mails = (await response.json()) as Array<{ template: string; text: string }>;
        tokens = mails
          .filter((m) => m.template === 'signature-request')
          .map((m) => m.text.match(/\/sign\/([\w-]+)/)?.[1] ?? '');
        return tokens.length;
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThanOrEqual(count);
  return tokens;
}

/** Buys a quote through the pages, then signs and binds it through the API. */
async function boundPolicy(
  page: import('@playwright/test').Page,
  request: APIRequestContext,
  buyer: Buyer,
): Promise<{ quoteId: string; adminHeaders: Record<string, string> }> {
  await landscaperQuotes(page, buyer);
  const quoteId = new URL(page.url()).searchParams.get('quoteId') as string;
  await chooseAndCheckout(page);
  await fillEft(page, buyer.email);
  await page.getByRole('button', { name: 'Save billing information' }).click();
  await expect(page.getByText('Account ending 6789')).toBeVisible();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await payOnSandboxPage(page, TEST_CARDS.pays);
  await expect(
    page.getByRole('heading', { name: 'Thank you, your payment was received' }),
  ).toBeVisible();

  const { access_token } = await signInToken(request, ADMIN.email, ADMIN.password);
  const adminHeaders = { Authorization: `Bearer ${access_token}` };
  let signers: Signer[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/wc/owner_packets', {
          params: { quoteId },
          headers: adminHeaders,
        });
        const body = (await response.json()) as { packetStatus: string; signers: Signer[] };
        signers = body.signers;
        return body.packetStatus;
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe('sent');
  for (const signer of signers) {
    const same = signers.filter((s) => s.email === signer.email);
    const tokens = await signingTokens(request, adminHeaders, signer.email, same.length);
    const token = tokens[same.indexOf(signer)];
    const signed = await request.post(`/api/signatures/sign/${token}`, {
      data: { typedName: signer.name, consent: true },
    });
    expect(signed.status(), await signed.text()).toBeLessThan(300);
  }
  await expect
    .poll(async () => {
      const response = await request.get(`/api/quote/getQuote/${quoteId}`, {
        headers: adminHeaders,
      });
      return ((await response.json()) as { status: string }).status;
    })
    .toBe('Completed');
  const quote = (await (
    await request.get(`/api/quote/getQuote/${quoteId}`, { headers: adminHeaders })
  ).json()) as {
    selectedCarrierQuoteId: string;
    carrierQuotes: Array<{ id: string; carrier: string; annualPremiumCents: number }>;
  };
  const chosen = quote.carrierQuotes.find((q) => q.id === quote.selectedCarrierQuoteId)!;
  const saved = await request.post('/api/quote/updateQuotePolicy', {
    headers: adminHeaders,
    data: {
      quoteId,
      policyNumber: 'WC-PORTAL-0001',
      carrier: chosen.carrier,
      effectiveDate: isoDay(7),
      expirationDate: isoDay(372),
      annualPremiumCents: chosen.annualPremiumCents,
      billingInfo: 'Direct bill by EFT, full payment',
      blanketAdditionalInsured: false,
      blanketWaiverOfSubrogation: false,
      portalLink: 'https://carrier.example.com/policy',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const activated = await request.post('/api/quote/activePolicy', {
    headers: adminHeaders,
    data: { quoteId },
  });
  expect(activated.status(), await activated.text()).toBe(200);
  return { quoteId, adminHeaders };
}

test('a client services a bound policy: billing, a change an admin answers, a claim and the phone', async ({
  page,
  browser,
  request,
}) => {
  const buyer: Buyer = {
    businessName: 'Portal Pines Landscaping LLC',
    firstName: 'Dana',
    lastName: 'Reyes',
    email: newUser('portal').email,
    fein: '94-7651234',
  };
  const { quoteId } = await boundPolicy(page, request, buyer);

  // The buyer signs up with the quote's email and confirms it.
  const password = 'tidal-compass-58';
  const registered = await request.post('/api/users/register', {
    data: { email: buyer.email, password, firstName: buyer.firstName, lastName: buyer.lastName },
  });
  expect(registered.status()).toBe(201);
  const verify = await waitForMail(request, buyer.email, 'verify-email');
  const verifyToken = decodeURIComponent(verify.text.match(/verify-email\?token=([\w%-]+)/)![1]);
  expect(
    (await request.post('/api/users/verify-email', { data: { token: verifyToken } })).ok(),
  ).toBe(true);
  const { access_token: clientToken } = await signInToken(request, buyer.email, password);
  const clientContext = await browser.newContext();
  await useSession(clientContext, clientToken);
  const client = await clientContext.newPage();

  // The policies page leads to the policy's detail.
  await client.goto('/client/policies');
  await client.getByRole('link', { name: /Open policy/ }).click();
  await expect(client).toHaveURL(new RegExp(`/client/policies/${quoteId}`));
  await expect(client.getByRole('heading', { level: 1 })).toHaveText("Workers' compensation");

  // Billing: the plan and the masked bank account, never the whole number.
  const billing = client.getByRole('region', { name: 'Billing' });
  await expect(billing.getByText('Direct bill')).toBeVisible();
  await expect(billing.getByText(/account ending in 6789/)).toBeVisible();
  await expect(billing.getByText(/by bank transfer|by card/)).toBeVisible();

  // Request certificate links to the certificate flow.
  const certificate = client.getByRole('region', { name: 'Request certificate' });
  await expect(certificate.getByRole('link', { name: 'Request certificate' })).toHaveAttribute(
    'href',
    `/client/policies/${quoteId}/certificate`,
  );

  // A change request.
  const changes = client.getByRole('region', { name: 'Request policy change/service' });
  await changes.getByLabel('What do you need?').selectOption('change_payroll');
  await changes.getByLabel('Details').fill('Payroll grows to $240,000 from next month.');
  await changes.getByRole('button', { name: 'Send request' }).click();
  const history = changes.getByRole('list', { name: 'Your requests' });
  await expect(history.getByText('Payroll grows to $240,000 from next month.')).toBeVisible();
  await expect(history.getByText('Submitted')).toBeVisible();
  await client.screenshot({ path: test.info().outputPath(`policy-detail.png`), fullPage: true });

  // The admin answers it on the staff quote page.
  const staffContext = await browser.newContext();
  const { access_token: adminToken } = await signInToken(request, ADMIN.email, ADMIN.password);
  await useSession(staffContext, adminToken);
  const staff = await staffContext.newPage();
  await staff.goto(`/dashboard/quote/${quoteId}`);
  const panel = staff.getByRole('region', { name: 'Policy change requests' });
  await expect(panel.getByText('Payroll grows to $240,000 from next month.')).toBeVisible();
  await panel.getByLabel('New status').selectOption('completed');
  await panel
    .getByLabel('Answer to the client')
    .fill('Payroll updated; the carrier adjusts at audit.');
  await panel.getByRole('button', { name: 'Send answer' }).click();
  await expect(panel.getByText('Completed')).toBeVisible();
  await staff.screenshot({
    path: test.info().outputPath(`staff-policy-changes.png`),
    fullPage: true,
  });
  await staffContext.close();

  await client.reload();
  await expect(history.getByText('Completed')).toBeVisible();
  await expect(history.getByText('Payroll updated; the carrier adjusts at audit.')).toBeVisible();

  // A claim: a future date is refused, then the notice goes out.
  const claims = client.getByRole('region', { name: 'Claims' });
  await claims.getByLabel('What happened?').fill('A crew member cut a hand on a hedge trimmer.');
  await claims.getByLabel('Amount of loss (USD)').fill('2,400');
  await claims.getByLabel('Date of loss').fill(isoDay(2));
  await claims.getByRole('button', { name: 'Send notice of loss' }).click();
  await expect(claims.getByText('Claim dates in the future are not allowed.')).toBeVisible();
  await claims.getByLabel('Date of loss').fill(isoDay(-1));
  await claims.getByRole('button', { name: 'Send notice of loss' }).click();
  const filed = claims.getByRole('list', { name: 'Your claims' });
  await expect(filed.getByText('A crew member cut a hand on a hedge trimmer.')).toBeVisible();
  await expect(filed.getByText(/\$2,400\.00/)).toBeVisible();
  await client.screenshot({ path: test.info().outputPath(`policy-claims.png`), fullPage: true });

  // My Account: a new phone number.
  await client.goto('/client/my-account');
  await client.getByLabel('Phone (optional)').fill('(512) 555-0188');
  await client.getByRole('button', { name: 'Save details' }).click();
  await expect(client.getByText('Your details have been saved.')).toBeVisible();
  await client.reload();
  await expect(client.getByLabel('Phone (optional)')).toHaveValue('(512) 555-0188');
  // Their business and their policy's documents are on My Account too.
  const businesses = client.getByRole('region', { name: 'Your businesses' });
  await expect(businesses.getByText(buyer.businessName)).toBeVisible();
  const documents = client.getByRole('region', { name: 'Your documents' });
  await expect(documents.getByRole('button', { name: /^Download / }).first()).toBeVisible();
  await clientContext.close();
});
