import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, registerClient, signInToken, useSession, waitForMail } from '../support/api';
import {
  businessInfo,
  chooseBusinessType,
  chooseCoverage,
  continueFrom,
  fillAddress,
  stepHeading,
} from '../support/quotation';

test('a visitor saves for later and resumes from the link in the mail', async ({
  page,
  browser,
  request,
}) => {
  const visitor = newUser('resume');
  await page.goto('/quotation');
  await chooseCoverage(page, /General liability/);
  await chooseBusinessType(page, 'florist', 'Florist');
  await businessInfo(page, { employees: '3', year: '2019', experience: '6' });
  await expect(stepHeading(page, 'Where does your business work?')).toBeVisible();
  await fillAddress(page, { street: '9 Elm St', city: 'Denver', state: 'CO', zip: '80202' });
  await continueFrom(page, 'Where does your business work?');

  // No email yet: saving asks for one, then says how to come back.
  await expect(stepHeading(page, 'How is your business organized?')).toBeVisible();
  await page.getByRole('button', { name: 'Save for later' }).click();
  await page.getByRole('button', { name: 'Save and email me the link' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await page.getByLabel('Your email').fill(visitor.email);
  await page.getByRole('button', { name: 'Save and email me the link' }).click();
  await expect(page.getByText('Your quote is saved')).toBeVisible();
  await expect(
    page.getByText(`We emailed a link to ${visitor.email}.`, { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/quoteId=/);
  // The visitor's guest session is an HttpOnly cookie: no script on the page can read a token.
  expect((await page.context().cookies()).find((c) => c.name === 'guestToken')).toMatchObject({
    httpOnly: true,
  });
  expect(await page.evaluate(() => document.cookie)).not.toContain('guestToken');

  const mail = await waitForMail(request, visitor.email, 'quote-resume');
  const link = mail.text.match(/https?:\/\/\S+\/quotation\?\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  const { pathname, search } = new URL(link as string);

  // Another browser, with nothing but the link.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(pathname + search);
  await expect(stepHeading(other, 'How is your business organized?')).toBeVisible();
  // The token went from the address into the cookie the API set, which scripts cannot read.
  await expect(other).not.toHaveURL(/guestToken=/);
  const guestCookie = (await context.cookies()).find((c) => c.name === 'guestToken');
  expect(guestCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  const scriptCookies = await other.evaluate(() => document.cookie);
  expect(scriptCookies).not.toContain('guestToken');
  expect(scriptCookies).not.toContain(guestCookie!.value);
  expect(await other.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(
    guestCookie!.value,
  );
  await other.screenshot({ path: test.info().outputPath('resumed.png'), fullPage: true });

  // Back keeps earlier answers, and going back never erases the later ones.
  await other.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(stepHeading(other, 'Where does your business work?')).toBeVisible();
  await expect(other.getByLabel('Street address')).toHaveValue('9 Elm St');
  await other.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(stepHeading(other, 'About your business')).toBeVisible();
  await expect(other.getByLabel('Employees', { exact: true })).toHaveValue('3');
  await continueFrom(other, 'About your business');
  await expect(other.getByLabel('Street address')).toHaveValue('9 Elm St');

  // Leaving with answers not yet saved asks first.
  await other.getByLabel('Street address').fill('10 Elm St');
  await other.getByRole('link', { name: 'Sign in' }).first().click();
  const leave = other.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay and keep answering' }).click();
  await expect(other).toHaveURL(/\/quotation/);
  await context.close();
});

test('a visitor whose email already has a quote is sent to the link in their mail', async ({
  page,
  request,
}) => {
  const visitor = newUser('again');
  const start = await request.post('/api/quote/saveForLater', {
    data: { coverageType: 'cyber', email: visitor.email, firstName: 'Ada' },
  });
  expect(start.status()).toBe(200);

  await page.goto('/quotation');
  await chooseCoverage(page, /Cyber liability/);
  await chooseBusinessType(page, 'accounting', 'Accounting Firm');
  await businessInfo(page, { employees: '2', year: '2020', experience: '4' });
  await fillAddress(page, { street: '1 Main St', city: 'Boise', state: 'ID', zip: '83702' });
  await continueFrom(page, 'Where does your business work?');
  await page.getByLabel('LLC', { exact: true }).check();
  await continueFrom(page, 'How is your business organized?');
  await page.getByLabel('Legal business name').fill('Numbers LLC');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('King');
  await page.getByLabel('Email', { exact: true }).fill(visitor.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/emailResume=true/);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(
    page.getByText('Please check your email for the link to resume your quote.'),
  ).toBeVisible();
  await waitForMail(request, visitor.email, 'quote-resume');
});

test('an admin picks up a saved quote from its address', async ({ page, request }) => {
  const visitor = newUser('handover');
  const start = await request.post('/api/quote/saveForLater', {
    data: { coverageType: 'wc', email: visitor.email, firstName: 'Lee', step: 'coverage' },
  });
  const { id } = (await start.json()) as { id: string };
  const { access_token } = await signInToken(request, ADMIN.email, ADMIN.password);
  await useSession(page.context(), access_token);
  await page.goto(`/quotation?quoteId=${id}`);
  await expect(stepHeading(page, "What does your client's business do?")).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByText(`This quote is for the client ${visitor.email}.`)).toBeVisible();
});

test('a signed-in client continues a saved quote from the quotation page', async ({
  page,
  request,
}) => {
  const client = newUser('client');
  const { access_token } = await registerClient(request, client);
  const saved = await request.post('/api/quote/saveForLater', {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { coverageType: 'gl', step: 'businessType', businessName: 'Maple Books LLC' },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await useSession(page.context(), access_token);
  await page.goto('/quotation');
  const saves = page.getByRole('region', { name: 'Continue a quote' });
  await saves.getByRole('link', { name: 'General liability for Maple Books LLC' }).click();
  await expect(stepHeading(page, 'About your business')).toBeVisible();
  await expect(page).toHaveURL(/quoteId=/);

  // A started quote keeps its coverage; another coverage is a new quote.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(
    page.getByText('This quote is for General liability.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Start a new quote' }).click();
  await expect(page).not.toHaveURL(/quoteId=/);
  await expect(page.getByLabel(/Cyber liability/)).toBeEnabled();
});
