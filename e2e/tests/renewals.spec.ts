/**
 * Non-renewal: an admin binds a policy ending in a month, opens it on the staff quote page and
 * non-renews it with a reason; the client is mailed and their policy page says the policy will
 * not be renewed and when cover ends. (Opening, confirming and accepting a renewal hang on the
 * daily run and are covered by the API's tests and the components' tests.)
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, useSession, waitForMail } from '../support/api';
import { landscaperQuotes, type Buyer } from '../support/purchase';
import { isoDay } from '../support/quotation';

test.describe.configure({ timeout: 240_000 });

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

function as(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async get<T>(path: string): Promise<T> {
      const response = await request.get(path, { headers });
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

test('staff non-renew a policy with a reason and the client sees it on their policy', async ({
  page,
  request,
  browser,
}) => {
  const buyer: Buyer = {
    businessName: 'Cedar Row Landscaping LLC',
    firstName: 'Imani',
    lastName: 'Okafor',
    email: newUser('renewal').email,
    fein: '94-7654329',
  };
  await landscaperQuotes(page, buyer);
  const quoteId = new URL(page.url()).searchParams.get('quoteId') as string;

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
  const expirationDate = isoDay(30);
  await admin.post('/api/quote/updateQuotePolicy', {
    quoteId,
    policyNumber: 'WC-RENEW-2026-00042',
    carrier: chosen.carrier,
    effectiveDate: isoDay(-335),
    expirationDate,
    annualPremiumCents: chosen.annualPremiumCents,
    billingInfo: 'Direct bill by EFT, full payment',
    blanketAdditionalInsured: false,
    blanketWaiverOfSubrogation: false,
    portalLink: 'https://carrier.example.com/portal',
  });
  await admin.post('/api/quote/activePolicy', { quoteId });

  // Staff open the quote: no renewal open yet; they non-renew with a reason.
  const staffContext = await browser.newContext();
  await useSession(staffContext, adminToken);
  const staff = await staffContext.newPage();
  await staff.goto(`/dashboard/quote/${quoteId}`);
  const panel = staff.getByRole('region', { name: 'Renewal' });
  await expect(panel.getByText(/No renewal is open yet/)).toBeVisible();
  await panel.getByRole('button', { name: 'Non-renew policy' }).click();
  const form = panel.getByRole('form', { name: 'Non-renew the policy' });
  await form.getByLabel('Reason').selectOption('underwriting');
  await form.getByLabel(/Note/).fill('Loss history over the carrier’s limit');
  await form.getByRole('button', { name: 'Non-renew' }).click();
  await expect(panel.getByText('Not renewed.')).toBeVisible();
  await expect(
    panel.getByText('Underwriting: Loss history over the carrier’s limit'),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Non-renew policy' })).toHaveCount(0);
  await staffContext.close();

  // The client is mailed, and their policy page says so.
  const mail = await waitForMail(request, buyer.email, 'policy-not-renewed');
  expect(mail.text).toContain('WC-RENEW-2026-00042');
  const register = await request.post('/api/users/register', {
    data: {
      email: buyer.email,
      password: 'cedar-row-password-1',
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
  const clientContext = await browser.newContext();
  await useSession(clientContext, clientToken);
  const client = await clientContext.newPage();
  await client.goto(`/client/policies/${quoteId}`);
  const card = client.getByRole('region', { name: 'Renewal' });
  await expect(card.getByText(/This policy will not be renewed/)).toBeVisible();
  await expect(card.getByText(/underwriting does not accept the risk/)).toBeVisible();
  await client.screenshot({ path: test.info().outputPath('not-renewed.png'), fullPage: true });
  await clientContext.close();
});
