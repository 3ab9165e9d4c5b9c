/**
 * Payroll partner referrals end to end: a rep registers with their work email, refers a
 * business for workers compensation; the client follows the mailed link into a pre-filled quote,
 * gets quotes and chooses one; the referral follows the quote to Quoted in ReferralTrak; an admin finds it on
 * /dashboard/referraltrak, sees its quote and marks it eligible for payout, which the rep then
 * sees; a rep of another payroll company never sees it.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, useRepSession, useSession, waitForMail } from '../support/api';
import { blockingViolations } from '../support/axe';
import { expectFits } from '../support/layout';
import { landscaperAfterContact, landscaperBusiness } from '../support/purchase';
import { continueFrom, stepHeading } from '../support/quotation';

async function adminHeaders(request: APIRequestContext) {
  const { access_token } = await signInToken(request, ADMIN.email, ADMIN.password);
  return { Authorization: `Bearer ${access_token}` };
}

/** A payroll company whose email domain makes its reps join it when they register. */
async function createCompany(request: APIRequestContext, suffix: string, emailDomain?: string) {
  const response = await request.post('/api/payroll-companies', {
    headers: await adminHeaders(request),
    data: { name: `Paychex Partners ${suffix}`, code: `R${suffix}`.slice(0, 20), emailDomain },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a rep refers a business, the client quotes from the mailed link, an admin marks the payout', async ({
  page,
  browser,
  request,
}) => {
  // Three people, three mails and a spreadsheet download in one journey: the default two
  // minutes leave no room on a busy machine.
  test.slow();
  const suffix = Date.now().toString(36).toUpperCase();
  const domain = `refer-${suffix.toLowerCase()}.example`;
  const company = await createCompany(request, suffix, domain);
  const repEmail = `jordan.${suffix.toLowerCase()}@${domain}`;
  const client = newUser('referred');
  const business = `Greenleaf Gardens ${suffix}`;

  // The rep registers with their work email and confirms it through the mailed link.
  await page.goto('/payroll-partner/register');
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Work email').fill(repEmail);
  await page.getByLabel('Phone (optional)').fill('+1 555 010 3300');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await expect(page.getByText(`you join ${company.name}`)).toBeVisible();
  const confirm = await waitForMail(request, repEmail, 'rep-registration-confirm');
  const confirmLink = /https?:\/\/[^/\s]+(\/payroll-partner\/register\?\S+)/.exec(confirm.text);
  expect(confirmLink, confirm.text).not.toBeNull();
  await page.goto(confirmLink![1]);
  await expect(page).toHaveURL('/payroll-partner/home');

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('listitem')).toHaveText([
    'Home',
    'Create New Referral',
    'ReferralTrak',
    'PayGo WC Clients',
    'Payroll Reports',
    'Contact Us',
    'Settings',
    'Log out',
  ]);

  // A new-business workers compensation referral.
  await menu.getByRole('link', { name: 'Create New Referral' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Referral' })).toBeVisible();
  await expect(page.getByText(`Jordan Rivera · ${repEmail}`)).toBeVisible();
  await expect(page.getByLabel('New business workers compensation')).toBeChecked();
  await page.getByLabel('Business name').fill(business);
  await page.getByLabel('Contact first name').fill('Alex');
  await page.getByLabel('Contact last name').fill('Moreno');
  await page.getByLabel('Contact email').fill(client.email);
  await page.getByLabel('Contact phone (optional)').fill('(415) 555-0199');
  await page
    .getByLabel('Notes for the Coverline team (optional)')
    .fill('Six gardeners, pays weekly.');
  expect(await blockingViolations(page)).toEqual([]);
  await expectFits(page);
  await shot(page, 'new-referral');
  await page.getByRole('button', { name: 'Send referral' }).click();
  const sent = page.getByText(/^Referral #\d+ sent$/);
  await expect(sent).toBeVisible();
  const referralNumber = /#(\d+)/.exec((await sent.textContent()) ?? '')![1];
  await expect(page.getByText(`We emailed ${client.email} a link`)).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue('');
  await shot(page, 'referral-sent');

  await menu.getByRole('link', { name: 'ReferralTrak' }).click();
  const row = page.getByRole('row').filter({ hasText: business });
  await expect(row.getByText('Submitted')).toBeVisible();

  // The client follows the mailed link: the referral cookies are kept and the quote pre-filled.
  const invitation = await waitForMail(request, client.email, 'referral-quote-invitation');
  const quoteLink = /https?:\/\/[^/\s]+(\/quotation\?referralToken=[\w%-]+)/.exec(invitation.text);
  expect(quoteLink, invitation.text).not.toBeNull();
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await clientPage.goto(quoteLink![1]);
  await expect(clientPage).toHaveURL(/\/quotation$/);
  const cookies = await clientContext.cookies();
  for (const name of ['referralToken', 'referralContext']) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie, name).toBeDefined();
    expect(cookie).toMatchObject({ sameSite: 'Strict', path: '/' });
  }
  await landscaperBusiness(clientPage);
  await expect(stepHeading(clientPage, 'Business name and contact')).toBeVisible();
  await expect(clientPage.getByLabel('Legal business name')).toHaveValue(business);
  await expect(clientPage.getByLabel('First name')).toHaveValue('Alex');
  await expect(clientPage.getByLabel('Last name')).toHaveValue('Moreno');
  await expect(clientPage.getByLabel('Email', { exact: true })).toHaveValue(client.email);
  await shot(clientPage, 'client-contact-prefilled');
  await continueFrom(clientPage, 'Business name and contact');
  await landscaperAfterContact(clientPage, {
    businessName: business,
    firstName: 'Alex',
    lastName: 'Moreno',
    email: client.email,
    // 91: no sandbox underwriting rule (98 is "worked in the carrier's tool", 99 "referral
    // approved"), so the quote is bought online whatever the time of the run.
    fein: `91-${Date.now().toString().slice(-7)}`,
  });
  // Asking for quotes submits the quote: the team may look at it, and the referral says so.
  await page.reload();
  await expect(row.getByText('In Review')).toBeVisible();
  const hartford = clientPage.getByRole('article', { name: 'Hartford' });
  await expect(hartford.getByText('Ready to buy.')).toBeVisible();
  await hartford.getByRole('button', { name: 'Choose Hartford' }).click();
  await expect(clientPage.getByText('You chose Hartford')).toBeVisible();
  await shot(clientPage, 'client-quotes');
  await clientContext.close();

  // A quote the client can buy: the referral is Quoted.
  await page.reload();
  await expect(row.getByText('Quoted')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await expectFits(page);
  await shot(page, 'referraltrak-quoted');

  // The rep opens the referral: its quote's stage in words, its history, never the premium.
  await row.getByRole('link', { name: `Open referral #${referralNumber}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Referral #${referralNumber}: ${business}` }),
  ).toBeVisible();
  const quoteStage = page.getByRole('region', { name: "The client's quote" });
  await expect(quoteStage.getByText('Priced: the client can buy.')).toBeVisible();
  await expect(quoteStage.getByText('Workers compensation')).toBeVisible();
  const history = page.getByRole('region', { name: 'Status history' });
  await expect(history.getByText(/Moved from In Review to Quoted/)).toBeVisible();
  expect(await page.locator('main').textContent()).not.toMatch(/\$\s?\d/);
  expect(await blockingViolations(page)).toEqual([]);
  await expectFits(page);
  await shot(page, 'rep-referral-quoted');
  await page.getByRole('link', { name: 'Back to ReferralTrak' }).click();

  // An admin finds the referral, sees its quote and marks it eligible for payout.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const { access_token } = await signInToken(request, ADMIN.email, ADMIN.password);
  await useSession(adminContext, access_token);
  await adminPage.goto('/dashboard');
  const adminMenu = adminPage.getByRole('navigation', { name: 'Main menu' });
  await adminMenu.getByRole('link', { name: 'ReferralTrak' }).click();
  await expect(adminPage).toHaveURL('/dashboard/referraltrak');
  await adminPage.getByLabel('Search', { exact: true }).fill(referralNumber);
  await adminPage.getByLabel('Search in').selectOption('referral_id');
  await adminPage.getByRole('button', { name: 'Search', exact: true }).click();
  await adminPage.getByRole('button', { name: `Open referral #${referralNumber}` }).click();
  const panel = adminPage.getByRole('region', { name: `Referral #${referralNumber}: ${business}` });
  await expect(panel.getByRole('link', { name: business })).toBeVisible();
  await expect(panel.getByText('Quoted').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Mark eligible for payout' }).click();
  await expect(panel.getByText('Marked eligible for payout.')).toBeVisible();
  await expect(panel.getByText(/^Eligible for payout/)).toBeVisible();

  const report = adminPage.getByRole('region', { name: 'Payout report' });
  await report.getByLabel('Payroll company').selectOption({ label: company.name });
  await expect(report.getByRole('row').filter({ hasText: business })).toBeVisible();
  expect(await blockingViolations(adminPage)).toEqual([]);
  await shot(adminPage, 'admin-referraltrak');
  const [download] = await Promise.all([
    adminPage.waitForEvent('download'),
    report.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('Referral ID');
  expect(csv).toContain(`${referralNumber},NewBizWC,Quoted,${company.name},Jordan Rivera`);
  await adminContext.close();

  // The rep sees the decision. The referral's status (Quoted) was mailed to the rep once it had
  // settled (seconds in this run, five minutes by default).
  await page.reload();
  await expect(row.getByText('Eligible for payout')).toBeVisible();
  const news = await waitForMail(request, repEmail, 'referral-status-changed', (mail) =>
    mail.subject.endsWith(' is now Quoted'),
  );
  expect(news.subject).toBe(`Referral ${referralNumber} (${business}) is now Quoted`);
  await shot(page, 'referraltrak-eligible');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'PayGo WC Clients' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'PayGo WC Clients' })).toBeVisible();
  await expect(page.getByText('No pay-as-you-go clients yet.')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await shot(page, 'paygo-clients');

  // A rep of another payroll company never sees it.
  const other = await createCompany(request, `${suffix}X`);
  const headers = await adminHeaders(request);
  const otherRep = await request.post('/api/payroll-partners/admin/payroll-reps', {
    headers,
    data: {
      email: newUser('other-rep').email,
      firstName: 'Sam',
      lastName: 'Other',
      payrollCompanyId: other.id,
    },
  });
  expect(otherRep.status(), await otherRep.text()).toBe(201);
  const loginAs = await request.post(
    `/api/payroll-partners/auth/admin/${((await otherRep.json()) as { id: string }).id}/login-as`,
    { headers },
  );
  const otherToken = ((await loginAs.json()) as { access_token: string }).access_token;
  const otherContext = await browser.newContext();
  await useRepSession(otherContext, otherToken);
  const otherPage = await otherContext.newPage();
  await otherPage.goto(`/payroll-partner/referraltrak?searchTerm=${referralNumber}`);
  await expect(otherPage.getByRole('heading', { level: 1, name: 'ReferralTrak' })).toBeVisible();
  await expect(otherPage.getByText('No referrals match.')).toBeVisible();
  await expect(otherPage.getByText(business)).toHaveCount(0);
  await shot(otherPage, 'other-company-referraltrak');
  const list = await request.get('/api/payroll-partners/referraltrak', {
    headers: { Authorization: `Bearer ${otherToken}` },
    params: { searchTerm: referralNumber, searchBy: 'referral_id' },
  });
  expect(((await list.json()) as { total: number }).total).toBe(0);
  await otherContext.close();
});
