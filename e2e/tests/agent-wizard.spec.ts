/**
 * An agent's wizard: the agent opens a quote they started for a new client, jumps back through
 * the step list to correct the business type, keeps every later answer but the payroll the new
 * type clears, sends the client the quote link from the staff quote page, and the client opens
 * it from the mail at the first try.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, useSession, waitForMail } from '../support/api';
import { isoDay, stepHeading } from '../support/quotation';

/** An agent created by the admin, with the password chosen through the welcome link. */
async function newAgent(request: APIRequestContext): Promise<string> {
  const admin = await signInToken(request, ADMIN.email, ADMIN.password);
  const agent = newUser('wizard-agent');
  const created = await request.post('/api/users/createAgent', {
    headers: { Authorization: `Bearer ${admin.access_token}` },
    data: { email: agent.email, firstName: 'Avery', lastName: 'Agent' },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const welcome = await waitForMail(request, agent.email, 'agent-welcome');
  expect(welcome.text).toContain('welcome=true');
  const token = decodeURIComponent(/token=([\w%-]+)/.exec(welcome.text)![1]);
  const reset = await request.post('/api/users/reset-password', {
    data: { token, password: agent.password },
  });
  expect(reset.status(), await reset.text()).toBeLessThan(300);
  return (await signInToken(request, agent.email, agent.password)).access_token;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('an agent fixes the business type from the step list, keeps later answers and sends the link', async ({
  page,
  browser,
  request,
}) => {
  const agentToken = await newAgent(request);
  const client = newUser('wizard-client');
  const businessName = `Sierra Green ${Date.now().toString(36)}`;
  // The agent has taken the new client's quote as far as the owners.
  const started = await request.post('/api/quote/saveForLater', {
    headers: { Authorization: `Bearer ${agentToken}` },
    data: {
      coverageType: 'wc',
      email: client.email,
      firstName: 'Maria',
      lastName: 'Lopez',
      phone: '(559) 555-0142',
      businessName,
      businessDba: 'Sierra Green',
      masterIndexCode: 'MI-1001',
      naicsCode: '561730',
      naicsMatrixDesc: 'Landscaping',
      employees: 5,
      yearEstablished: 2015,
      yearsOfExperience: 10,
      locations: [
        { address: '200 Oak Ave', city: 'Fresno', state: 'CA', zip: '93701', primary: true },
      ],
      legalEntity: 'LLC',
      noFein: true,
      website: 'sierragreen.example.com',
      mailingAddress: { kind: 'sameAsBusiness' },
      effectiveDate: isoDay(7),
      employersLiabilityLevel: 3,
      waiverOfSubrogation: false,
      wcClassCodes: [{ state: 'CA', classCode: '0042', payrollCents: 25_000_000 }],
      payrollAnswers: { 'CA.usesSubcontractors': 'No', 'CA.payFrequency': 'Weekly' },
      underwritingAnswers: { safetyProgram: 'Yes' },
      step: 'underwriting',
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { id: quoteId } = (await started.json()) as { id: string };

  await useSession(page.context(), agentToken);
  await page.goto(`/quotation?quoteId=${quoteId}`);
  // The wizard speaks to the agent about their client.
  await expect(page.getByText("Answer the questions about your client's business")).toBeVisible();
  await expect(stepHeading(page, 'Owners and officers')).toBeVisible();

  // Back to the business type through the step list, with the keyboard.
  const steps = page.getByRole('navigation', { name: 'Quote progress' });
  const businessType = steps.getByRole('button', { name: /Business type/ });
  await businessType.focus();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, "What does your client's business do?")).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Business type' });
  await box.fill('lawn');
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  const picked = ((await option.textContent()) ?? '').split('\n')[0]!.trim();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page.getByText(/^Chosen: /)).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // The answers after it are kept; the wizard says what the new type cleared.
  await expect(stepHeading(page, "About your client's business")).toBeVisible();
  const cleared = page.getByRole('alert').filter({ hasText: 'Some later answers were cleared' });
  await expect(cleared).toContainText('the payroll by class code');
  await expect(page.getByLabel('Employees', { exact: true })).toHaveValue('5');
  await shot(page, 'agent-wizard-cleared');
  await steps.getByRole('button', { name: /Name and contact/ }).click();
  await expect(page.getByLabel('Legal business name')).toHaveValue(businessName);
  // The step list goes as far as the payroll to enter again, no further.
  await expect(steps.getByRole('button', { name: /Payroll/ })).toBeVisible();
  await expect(steps.getByRole('button', { name: /Owners and officers/ })).toHaveCount(0);
  expect(picked.length).toBeGreaterThan(0);
  await expect(page.getByText('All answers so far are saved.')).toBeVisible();

  // The agent sends the client the quote link from the staff quote page.
  await page.goto(`/dashboard/quote/${quoteId}`);
  await page.getByRole('button', { name: 'Send quote to client' }).click();
  await page.getByRole('button', { name: 'Yes, send' }).click();
  await expect(page.getByText(`Quote link sent to ${client.email}`).first()).toBeVisible();

  // The client, without an account, opens it from the mail at the first try.
  const mail = await waitForMail(request, client.email, 'quote-link');
  const link = /(https?:\/\/\S+\/quotation\?quoteId=\S+)/.exec(mail.text)![1];
  const url = new URL(link);
  const visitor = await browser.newContext();
  const clientPage = await visitor.newPage();
  await clientPage.goto(`${url.pathname}${url.search}`);
  // The quote opens where it must be answered again, the payroll the new business type cleared
  // (cleared, not brought back), speaking to the owner.
  await expect(stepHeading(clientPage, 'Payroll by state and class code')).toBeVisible();
  const clientSteps = clientPage.getByRole('navigation', { name: 'Quote progress' });
  await expect(clientSteps.getByRole('button', { name: /Owners and officers/ })).toHaveCount(0);
  await expect(clientPage.getByText('Answer a few questions about your business')).toBeVisible();
  await expect(clientPage.getByText('We could not open this quote')).toHaveCount(0);
  await expect(clientPage.getByText('Welcome back!')).toHaveCount(0);
  await shot(clientPage, 'agent-wizard-client-opens-link');
  await visitor.close();
});
