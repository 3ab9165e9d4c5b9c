/**
 * An endorsement from end to end: on the staff quote page an admin prices a payroll increase of
 * a bound policy; the client sees the offer on the policy page (the annual premium before and
 * with the change, the pro rata additional premium, from when), accepts and pays it on file,
 * and finds the issued endorsement, the policy's new version and its document.
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
      policyNumber: `WC-END-${Date.now().toString(36).toUpperCase()}`,
      carrier: chosen.carrier,
      effectiveDate: isoDay(-10),
      expirationDate: isoDay(355),
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

test('staff price a payroll increase, the client accepts and pays it, and the policy has a new version', async ({
  page,
  browser,
  request,
}) => {
  const buyer: Buyer = {
    businessName: 'Endorsed Oaks Landscaping LLC',
    firstName: 'Dana',
    lastName: 'Reyes',
    email: newUser('endorse').email,
    fein: '94-7651299',
  };
  const { quoteId } = await boundPolicy(page, request, buyer);

  // The admin prices the change on the staff quote page: landscaping payroll from $240,000 to $260,000.
  const staffContext = await browser.newContext();
  const { access_token: adminToken } = await signInToken(request, ADMIN.email, ADMIN.password);
  await useSession(staffContext, adminToken);
  const staff = await staffContext.newPage();
  await staff.goto(`/dashboard/quote/${quoteId}`);
  const panel = staff.getByRole('region', { name: 'Endorsements' });
  await expect(panel.getByText(/Version 1 in force/)).toBeVisible();
  await panel.getByLabel('Annual payroll, 0042 in CA (dollars)').fill('260000');
  await panel.getByRole('button', { name: 'Price the change' }).click();
  await expect(panel.getByText('Offered')).toBeVisible();
  await staff.screenshot({ path: test.info().outputPath('staff-endorsement.png'), fullPage: true });
  await staffContext.close();

  // The client is mailed the offer.
  const offer = await waitForMail(request, buyer.email, 'endorsement-offered');
  expect(offer.text).toContain('additional premium');

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

  await client.goto(`/client/policies/${quoteId}`);
  const changes = client.getByRole('region', { name: 'Changes to your policy' });
  await expect(changes.getByText('Offered')).toBeVisible();
  await expect(changes.getByText('Annual premium with the change')).toBeVisible();
  await expect(changes.getByText('Additional premium for the rest of the term')).toBeVisible();
  const amount = (await changes.getByTestId('pro-rata').textContent())!.trim();
  expect(amount).toMatch(/^\$[\d,]+\.\d{2}$/);
  await client.screenshot({ path: test.info().outputPath('client-offer.png'), fullPage: true });

  await changes.getByRole('button', { name: `Accept and pay ${amount}` }).click();
  await expect(changes.getByText('Issued')).toBeVisible();
  await expect(changes.getByText(`Version 2: ${amount} was charged`)).toBeVisible();
  await expect(changes.getByTestId('current-premium')).toContainText('Version 2 in force');

  const issued = await waitForMail(request, buyer.email, 'endorsement-issued');
  expect(issued.text).toContain('version 2');
  await client.screenshot({ path: test.info().outputPath('client-issued.png'), fullPage: true });
  await clientContext.close();
});
