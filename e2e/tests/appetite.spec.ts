/**
 * Who writes what, where: a visitor whose business no carrier writes in their state reads it in
 * one sentence on the who-we-cover page (in English and in Spanish) and leaves an email; an
 * admin finds that lead in the applications pipeline's Leads view; an agent answers "who writes
 * landscaping in Texas" with one search of the appetite guide.
 *
 * "Nobody writes it" is made certain by the test, whatever carriers and rates ship: the admin
 * adds a business type of its own without a general liability class, which no carrier can
 * price for general liability in any state.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, useSession, waitForMail } from '../support/api';
import { sidewaysOverflow } from '../support/layout';

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The page fits at 320 px and on a desktop, with a screenshot of each. */
async function fitsAndShoot(page: Page, name: string): Promise<void> {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `${name}-${width}`);
    expect(await sidewaysOverflow(page), `${name} at ${width} px`).toBeLessThanOrEqual(0);
  }
}

/** An agent created by the admin, with the password chosen through the welcome link. */
async function newAgent(request: APIRequestContext, adminToken: string): Promise<string> {
  const agent = newUser('appetite-agent');
  const created = await request.post('/api/users/createAgent', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { email: agent.email, firstName: 'Avery', lastName: 'Agent' },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const welcome = await waitForMail(request, agent.email, 'agent-welcome');
  const token = decodeURIComponent(/token=([\w%-]+)/.exec(welcome.text)![1]);
  const reset = await request.post('/api/users/reset-password', {
    data: { token, password: agent.password },
  });
  expect(reset.status(), await reset.text()).toBeLessThan(300);
  return (await signInToken(request, agent.email, agent.password)).access_token;
}

test('a visitor nobody writes leaves an email, an admin sees the lead, an agent asks who writes', async ({
  page,
  browser,
  request,
}) => {
  const admin = (await signInToken(request, ADMIN.email, ADMIN.password)).access_token;
  const stamp = Date.now().toString(36).toUpperCase();
  const description = `Mural Painting ${stamp}`;
  const created = await request.post('/api/master-index-mapping', {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      masterIndexCode: `MUR-${stamp}`.slice(0, 20),
      masterIndexDescription: description,
      naicsCode: '238320',
      wcClassCode: '5474',
      glClassCode: null,
      customClassCodes: [],
      keywords: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const sentence = `None of our carriers writes mural painting ${stamp} in Florida for general liability.`;

  // The visitor, on a phone: finds the business, picks Florida and general liability.
  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Who we cover' }).click();
  await expect(page.getByRole('heading', { name: 'Who we cover', level: 1 })).toBeVisible();
  await page.getByLabel(/^Business type or NAICS code/).fill(description);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Check your state: ${description}` }).click();
  const yourState = page.getByLabel('Your state', { exact: true });
  await yourState.selectOption('FL');
  const check = page.locator('section.card', { has: yourState });
  await check.getByLabel('Coverage', { exact: true }).selectOption('gl');
  await expect(page.getByRole('heading', { name: sentence })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Talk to an agent' })).toBeVisible();
  await fitsAndShoot(page, 'who-we-cover-nobody-writes');

  // The same answer in Spanish.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Español' }).click();
  await expect(
    page.getByRole('heading', {
      name: `Ninguna de nuestras aseguradoras cubre mural painting ${stamp} en Florida para responsabilidad civil general.`,
    }),
  ).toBeVisible();
  await fitsAndShoot(page, 'who-we-cover-nobody-writes-es');
  await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: sentence })).toBeVisible();

  const visitor = newUser('appetite-visitor');
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByRole('button', { name: 'Tell me when a carrier does' }).click();
  await expect(
    page.getByText(`We will email ${visitor.email} when a carrier writes`),
  ).toBeVisible();
  await fitsAndShoot(page, 'who-we-cover-lead-left');

  // The admin finds the lead in the pipeline.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await useSession(adminContext, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/dashboard/applications');
  await adminPage
    .getByRole('navigation', { name: 'Application status' })
    .getByRole('link', { name: 'Leads' })
    .click();
  const lead = adminPage.getByRole('row', { name: new RegExp(visitor.email) });
  await expect(lead).toBeVisible();
  await expect(lead.getByText(description)).toBeVisible();
  await expect(lead.getByText('Florida')).toBeVisible();
  await expect(lead.getByText('General liability')).toBeVisible();
  await expect(lead.getByText('No carrier writes it')).toBeVisible();
  await fitsAndShoot(adminPage, 'pipeline-leads');
  await adminContext.close();

  // The agent asks who writes landscaping in Texas for workers compensation: one search.
  const agentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await useSession(agentContext, await newAgent(request, admin));
  const agentPage = await agentContext.newPage();
  await agentPage.goto('/dashboard');
  await agentPage.getByRole('link', { name: 'Appetite', exact: true }).first().click();
  await expect(agentPage.getByRole('heading', { name: 'Appetite guide', level: 1 })).toBeVisible();
  await agentPage.getByLabel(/^Business type or code/).fill('landscaping');
  await agentPage.getByLabel('State', { exact: true }).selectOption('TX');
  await agentPage.getByLabel('Coverage', { exact: true }).selectOption('wc');
  await agentPage.getByRole('button', { name: 'Search' }).click();
  const result = agentPage.getByRole('listitem').filter({
    has: agentPage.getByRole('heading', { name: 'Landscaping', exact: true }),
  });
  await expect(result.getByRole('heading', { name: 'Who writes it in Texas' })).toBeVisible();
  await expect(result.getByText(/^Workers' compensation:/)).toBeVisible();
  // Each carrier of the panel answers, with a word for its answer.
  await expect(result.locator('.appetite-carrier h5').first()).toHaveText(
    /(Writes|Refers|Declines|No rate)$/,
  );
  await fitsAndShoot(agentPage, 'appetite-guide-who-writes');

  // The state-by-carrier matrix for the same business type.
  await agentPage.setViewportSize({ width: 1280, height: 900 });
  await result.getByRole('button', { name: 'State-by-carrier matrix' }).click();
  const matrix = agentPage.getByRole('table', { name: "Each carrier's answer in each state" });
  await expect(matrix.getByRole('rowheader', { name: 'Texas' })).toBeVisible();
  await expect(matrix.getByRole('rowheader')).toHaveCount(51);
  await fitsAndShoot(agentPage, 'appetite-guide-matrix');
  await agentContext.close();
});
