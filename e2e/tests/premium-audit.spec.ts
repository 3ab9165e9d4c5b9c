/**
 * The live premium audit preview: a client with a bound workers' compensation policy sees on the
 * policy's page what the premium audit would come to as the term stands (nothing reported yet:
 * the estimate at binding, no true-up), and staff see the same panel on the quote page.
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

test('the client and staff see the premium audit preview of a bound WC policy', async ({
  page,
  browser,
  request,
}) => {
  const buyer: Buyer = {
    businessName: 'Audit Oaks Landscaping LLC',
    firstName: 'Robin',
    lastName: 'Alvarez',
    email: newUser('audit').email,
    fein: '94-7659876',
  };
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

  const { access_token: adminToken } = await signInToken(request, ADMIN.email, ADMIN.password);
  const adminHeaders = { Authorization: `Bearer ${adminToken}` };
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
    const signed = await request.post(`/api/signatures/sign/${tokens[same.indexOf(signer)]}`, {
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
      policyNumber: 'WC-AUDIT-0001',
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

  const password = 'amber-ledger-73';
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

  // The client's policy page: the estimate at binding, projected as it stands, no true-up.
  await client.goto(`/client/policies/${quoteId}`);
  const audit = client.getByRole('region', { name: 'Premium audit' });
  await expect(audit.getByText(/Nothing reported yet/)).toBeVisible();
  await expect(audit.getByText('No true-up expected at audit')).toBeVisible();
  await expect(audit.getByText('Payroll estimated at binding', { exact: true })).toBeVisible();
  await expect(
    audit.getByRole('table', { name: 'Payroll per class code of policy WC-AUDIT-0001' }),
  ).toBeVisible();
  await expect(audit.getByRole('button', { name: 'Send the final payroll' })).toHaveCount(0);

  // Staff see the same preview on the quote page.
  const staffContext = await browser.newContext();
  await useSession(staffContext, adminToken);
  const staff = await staffContext.newPage();
  await staff.goto(`/dashboard/quote/${quoteId}`);
  const panel = staff.getByRole('region', { name: 'Premium audit' });
  await expect(panel.getByText('No true-up expected at audit')).toBeVisible();
  await staffContext.close();
  await clientContext.close();
});
