/**
 * Certificates of insurance: a client with a bound policy requests a certificate through the
 * five steps, starting from the insured's address the policy has, reviews what it prints and
 * opens its PDF (holder, insured, the policy number whole, dates); the admin's quote page shows
 * the bound policy and its history; an agent sees only the certificates of the clients assigned
 * to them.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, useSession, waitForMail } from '../support/api';
import { pdfText, usd } from '../support/pdf-text';
import { landscaperQuotes, type Buyer } from '../support/purchase';
import { isoDay } from '../support/quotation';

test.describe.configure({ timeout: 240_000 });

/** 17 characters, as carriers' numbers often are. */
const POLICY_NUMBER = 'WC-COI-2026-00777';

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

test('a client requests a certificate for a bound policy; agents see their clients’ only', async ({
  page,
  request,
}) => {
  const buyer: Buyer = {
    businessName: 'Oakridge Lawn Care LLC',
    firstName: 'Rosa',
    lastName: 'Alvarez',
    email: newUser('coi').email,
    fein: '94-7654322',
  };
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
  const agent = newUser('coi-agent');
  const created = await admin.post<{ id: string }>('/api/users/createAgent', {
    email: agent.email,
    firstName: 'Avery',
    lastName: 'Agent',
  });
  const welcome = await waitForMail(request, agent.email, 'agent-welcome');
  const resetToken = decodeURIComponent(/token=([\w%-]+)/.exec(welcome.text)![1]);
  const reset = await request.post('/api/users/reset-password', {
    data: { token: resetToken, password: agent.password },
  });
  expect(reset.status(), await reset.text()).toBeLessThan(300);
  quote = await admin.get<QuoteAnswer>(`/api/quote/getQuote/${quoteId}`);
  await admin.post('/api/quote/updateAgentAssigned', {
    id: quote.id,
    version: quote.version,
    agentId: created.id,
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
  await useSession(page.context(), clientToken);

  // From the policy on /client/policies through the five steps.
  await page.goto('/client/policies');
  await page.getByRole('link', { name: 'Request certificate' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/policies/${quoteId}/certificate$`));
  await expect(page.getByRole('heading', { name: 'Business info' })).toBeVisible();
  const address = async (legend: string, a: Record<string, string>) => {
    const group = page.getByRole('group', { name: legend });
    await group.getByLabel('Street', { exact: true }).fill(a.street);
    if (a.street2) await group.getByLabel('Street line 2 (optional)').fill(a.street2);
    await group.getByLabel('Zip').fill(a.zip);
    await group.getByLabel('City').fill(a.city);
    await group.getByLabel('State').selectOption(a.state);
  };
  // The insured's address starts as the business has it.
  const insured = page.getByRole('group', { name: 'Insured address' });
  await expect(insured.getByLabel('Street', { exact: true })).toHaveValue('18 Olive St');
  await expect(insured.getByLabel('City')).toHaveValue('Fresno');
  await expect(insured.getByLabel('State')).toHaveValue('CA');
  await expect(insured.getByLabel('Zip')).toHaveValue('93701');
  await page.getByLabel('DBA (doing business as)').fill('Oakridge');
  await page.screenshot({ path: test.info().outputPath('flow-business.png'), fullPage: true });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Client info' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText("Please enter the certificate holder's name.")).toBeVisible();
  await page.getByLabel('Certificate holder name').fill('Lakeview Property Management');
  await address('Certificate holder address', {
    street: '500 Lake Rd',
    street2: 'Suite 2',
    zip: '93702',
    city: 'Fresno',
    state: 'CA',
  });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Job info' })).toBeVisible();
  await page.getByLabel('Description of operations (optional)').fill('Lawn care and landscaping.');
  await page.getByRole('button', { name: 'Add a job location' }).click();
  await address('Job location 1', {
    street: '12 Oak Ave',
    zip: '93650',
    city: 'Clovis',
    state: 'CA',
  });
  await page.screenshot({ path: test.info().outputPath('flow-job.png'), fullPage: true });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Waiver' })).toBeVisible();
  await page.getByLabel('Waiver of subrogation').check();
  await expect(page.getByLabel('Party 1')).toHaveValue('Lakeview Property Management');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(page.getByText('12 Oak Ave, Clovis, CA 93650', { exact: true })).toBeVisible();
  // The review shows what the PDF prints: the policy's row and the description of operations.
  await expect(page.getByText(POLICY_NUMBER, { exact: true })).toBeVisible();
  await expect(page.getByText('18 Olive St, Fresno, CA 93701', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'Lawn care and landscaping. Job location: 12 Oak Ave, Clovis, CA 93650. ' +
        'Waiver of subrogation applies in favor of: Lakeview Property Management.',
      { exact: true },
    ),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('flow-summary.png'), fullPage: true });
  await page.getByRole('button', { name: 'Issue certificate' }).click();

  await expect(page.getByRole('heading', { name: 'Your certificate is ready' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Certificates of this policy' });
  await expect(list.getByText('Lakeview Property Management')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('flow-issued.png'), fullPage: true });
  const downloadStarted = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Download certificate/ })
    .first()
    .click();
  const download = await downloadStarted;
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const text = await pdfText(await readFile(path));
  expect(text).toContain('Lakeview Property Management');
  expect(text).toContain(buyer.businessName);
  expect(text).toContain(POLICY_NUMBER);
  const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
  expect(text).toContain(us(isoDay(-3)));
  expect(text).toContain(us(isoDay(362)));
  expect(text).toContain('12 Oak Ave');
  expect(text).toContain('Oakridge Lawn Care LLC, DBA Oakridge, 18 Olive St,');
  expect(text).toContain('Lawn care and landscaping.');

  // The admin's quote page: the bound policy, and its history in words.
  await useSession(page.context(), adminToken);
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(`/dashboard/quote/${quoteId}`);
  const policyPanel = page.getByRole('region', { name: 'Policy', exact: true });
  await expect(policyPanel.getByText(POLICY_NUMBER, { exact: true })).toBeVisible();
  await expect(policyPanel.getByText('In force')).toBeVisible();
  await expect(policyPanel.getByText(usd(chosen.annualPremiumCents!))).toBeVisible();
  const numberBox = await policyPanel.getByText(POLICY_NUMBER, { exact: true }).boundingBox();
  expect(numberBox!.height, 'the policy number is on one line').toBeLessThan(30);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText(/^Policy activated/)).toBeVisible();
  await expect(history.getByText(/^Policy information saved/)).toBeVisible();
  await expect(history.getByText(/^Certificate of insurance issued/)).toHaveCount(0);
  await expect(history.getByText('No staff actions yet.')).toHaveCount(0);
  const email = page.getByText(buyer.email, { exact: true }).first();
  await expect(email).toHaveAttribute('title', buyer.email);
  const emailBox = await email.boundingBox();
  expect(emailBox!.height, 'the email is on one line').toBeLessThan(30);
  await page.screenshot({ path: test.info().outputPath('staff-bound-policy.png'), fullPage: true });

  // The assigned agent sees it at /dashboard/coi; another agent does not.
  const { access_token: agentToken } = await signInToken(request, agent.email, agent.password);
  const page1 = await as(request, agentToken).get<{ items: Array<{ holderName: string }> }>(
    '/api/coi',
  );
  expect(page1.items.map((c) => c.holderName)).toContain('Lakeview Property Management');
  const other = newUser('coi-other');
  await admin.post('/api/users/createAgent', {
    email: other.email,
    firstName: 'Olive',
    lastName: 'Other',
  });
  const otherWelcome = await waitForMail(request, other.email, 'agent-welcome');
  await request.post('/api/users/reset-password', {
    data: {
      token: decodeURIComponent(/token=([\w%-]+)/.exec(otherWelcome.text)![1]),
      password: other.password,
    },
  });
  const { access_token: otherToken } = await signInToken(request, other.email, other.password);
  const theirs = await as(request, otherToken).get<{ items: Array<{ quoteId: string }> }>(
    '/api/coi',
    { pageSize: '100' },
  );
  expect(theirs.items.map((c) => c.quoteId)).not.toContain(quoteId);

  await useSession(page.context(), agentToken);
  await page.goto('/dashboard/coi');
  await expect(
    page.getByRole('heading', { name: 'Certificates of insurance', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Lakeview Property Management' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('dashboard-coi.png'), fullPage: true });
});
