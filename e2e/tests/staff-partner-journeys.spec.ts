/**
 * Staff and partner journeys: an admin sees how many payroll reps wait on the dashboard and
 * rejects one with a reason, which is emailed to the rep; a rep opens a referral from
 * ReferralTrak and reads where it stands, in words, without staff's side.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, useRepSession, useSession, waitForMail } from '../support/api';
import { blockingViolations } from '../support/axe';
import { expectFits } from '../support/layout';
import { repOfNewCompany } from '../support/partners';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('an admin sees the waiting reps on the dashboard and rejects one, who is emailed the reason', async ({
  page,
  browser,
  request,
}) => {
  // A rep registers with an email domain no payroll company has: they wait for approval.
  const suffix = Date.now().toString(36);
  const email = `sam.${suffix}@unknown-payroll-${suffix}.example`;
  await page.goto('/payroll-partner/register');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Waits');
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  const confirm = await waitForMail(request, email, 'rep-registration-confirm');
  const confirmLink = /https?:\/\/[^/\s]+(\/payroll-partner\/register\?\S+)/.exec(confirm.text);
  expect(confirmLink, confirm.text).not.toBeNull();
  await page.goto(confirmLink![1]);
  await expect(page.getByRole('heading', { name: 'Registration received' })).toBeVisible();
  await expect(page.getByText('Waiting for approval')).toBeVisible();

  // The admin's dashboard says reps are waiting and leads to them.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const { access_token } = await signInToken(request, ADMIN.email, ADMIN.password);
  await useSession(adminContext, access_token);
  await admin.goto('/dashboard');
  const card = admin.getByRole('region', { name: 'Payroll reps waiting' });
  await expect(card.getByText(/^\d+ payroll reps? (is|are) waiting for approval\.$/)).toBeVisible();
  const waitingBefore = Number(
    /^(\d+)/.exec((await card.locator('.waiting-reps__count').textContent()) ?? '')![1],
  );
  expect(waitingBefore).toBeGreaterThanOrEqual(1);
  await expectFits(admin);
  await shot(admin, 'dashboard-waiting-reps');
  await card.getByRole('link', { name: 'Review waiting reps' }).click();
  await expect(admin).toHaveURL(/\/dashboard\/payroll-reps\?state=awaiting_approval/);
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Waiting for approval')).toBeVisible();

  // Reject: the reason is required, then emailed.
  await row.getByRole('button', { name: 'Reject Sam Waits' }).click();
  const form = admin.getByRole('form', { name: 'Reject Sam Waits' });
  await form.getByRole('button', { name: 'Reject and email' }).click();
  await expect(form.getByText('Give the reason: it is emailed to the rep.')).toBeVisible();
  await shot(admin, 'reject-form');
  await form
    .getByLabel('Reason for rejecting Sam Waits (emailed to them)')
    .fill('We only work with reps of our partner payroll companies.');
  await form.getByRole('button', { name: 'Reject and email' }).click();
  await expect(admin.getByText('Sam Waits was rejected and emailed the reason.')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  expect(await blockingViolations(admin)).toEqual([]);
  await expectFits(admin);
  await shot(admin, 'rep-rejected');

  const told = await waitForMail(request, email, 'rep-rejected');
  expect(told.text).toContain('We only work with reps of our partner payroll companies.');
  expect(told.text).toContain('Hello Sam,');

  // Shown with the rejected reps; the dashboard's count no longer includes the rep.
  await admin.getByLabel('Show').selectOption('rejected');
  await expect(
    admin.getByRole('row').filter({ hasText: email }).getByText('Rejected'),
  ).toBeVisible();
  await admin.goto('/dashboard');
  const waitingAfter = admin
    .getByRole('region', { name: 'Payroll reps waiting' })
    .locator('.waiting-reps__count');
  await expect(waitingAfter).toBeVisible();
  const after = /^(\d+)/.exec((await waitingAfter.textContent()) ?? '');
  // Other journeys may register reps meanwhile; this one is no longer counted among them.
  const listed = await request.get('/api/payroll-partners/admin/payroll-reps', {
    params: { state: 'awaiting_approval', searchTerm: email },
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(((await listed.json()) as { total: number }).total).toBe(0);
  expect(after === null || Number(after[1]) >= 0).toBe(true);
  await adminContext.close();
});

test('a rep opens a referral from ReferralTrak and reads where it stands', async ({
  browser,
  request,
}) => {
  const { repToken, suffix } = await repOfNewCompany(request, 'Trak Payroll', 'T');
  const client = newUser('trak-referred');
  const business = `Harbor Bakery ${suffix}`;
  const created = await request.post('/api/payroll-partners/referraltrak/new-biz/wc', {
    headers: { Authorization: `Bearer ${repToken}` },
    data: {
      businessName: business,
      businessDBA: 'Harbor Bakes',
      firstName: 'Dana',
      lastName: 'Baker',
      email: client.email,
      phone: '(415) 555-0142',
      referralDesc: 'Eight bakers, pays weekly.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const number = ((await created.json()) as { referralNumber: number }).referralNumber;

  const context = await browser.newContext();
  await useRepSession(context, repToken);
  const page = await context.newPage();
  await page.goto('/payroll-partner/referraltrak');
  await page.getByRole('link', { name: `Open referral #${number}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Referral #${number}: ${business}` }),
  ).toBeVisible();
  const summary = page.getByRole('region', { name: 'What you referred' });
  await expect(summary.getByText(`${business} (Harbor Bakes)`)).toBeVisible();
  await expect(summary.getByText(`Dana Baker · ${client.email} · (415) 555-0142`)).toBeVisible();
  await expect(
    summary.getByText('We emailed the client a link; they have not started yet.'),
  ).toBeVisible();
  await expect(summary.getByText('Eight bakers, pays weekly.')).toBeVisible();
  const quote = page.getByRole('region', { name: "The client's quote" });
  await expect(
    quote.getByText('The client has not started a quote from the link yet.'),
  ).toBeVisible();
  await expect(
    quote.getByText('Prices, answers and notes stay between the client and our team.'),
  ).toBeVisible();
  const history = page.getByRole('region', { name: 'Status history' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem')).toContainText('Referred as Submitted');
  expect(await blockingViolations(page)).toEqual([]);
  await expectFits(page);
  await shot(page, 'rep-referral');
  await page.getByRole('link', { name: 'Back to ReferralTrak' }).click();
  await expect(page).toHaveURL('/payroll-partner/referraltrak');
  await context.close();
});
