/**
 * A payroll partner's broker-of-record referral in the browser: the rep sends it from Create New
 * Referral, the client follows the mailed link to /BOR, signs in by the emailed link and begins
 * the application, and the rep's ReferralTrak shows the referral In Progress.
 */
import { expect, test } from '@playwright/test';
import { newUser, useRepSession, waitForMail } from '../support/api';
import { repOfNewCompany } from '../support/partners';

test('a rep refers a broker-of-record change and follows the client starting it', async ({
  browser,
  request,
}) => {
  const { repToken, suffix } = await repOfNewCompany(request, 'Gusto Partners', 'B');
  const repContext = await browser.newContext();
  await useRepSession(repContext, repToken);
  const repPage = await repContext.newPage();

  const client = newUser('bor-referred');
  const business = `Harbor Bakery ${suffix}`;
  await repPage.goto('/payroll-partner/new-referral');
  await expect(
    repPage.getByRole('heading', { level: 1, name: 'Create New Referral' }),
  ).toBeVisible();
  await repPage.getByLabel('Broker of record change').check();
  await repPage.getByLabel('Business name').fill(business);
  await repPage.getByLabel('Contact first name').fill('Dana');
  await repPage.getByLabel('Contact last name').fill('Baker');
  await repPage.getByLabel('Contact email').fill(client.email);
  await repPage.getByRole('button', { name: 'Send referral' }).click();
  await expect(
    repPage.getByText(
      `We emailed ${client.email} a link to start the broker of record change for ${business}.`,
    ),
  ).toBeVisible();
  const sent = repPage.getByText(/^Referral #\d+ sent$/);
  const referralNumber = /#(\d+)/.exec((await sent.textContent()) ?? '')![1];

  // The client follows the mailed link, signs in by the emailed link and begins.
  const invitation = await waitForMail(request, client.email, 'referral-bor-invitation');
  const link = /https?:\/\/[^/\s]+(\/BOR\?referralToken=[\w%-]+)/.exec(invitation.text);
  expect(link, invitation.text).not.toBeNull();
  const clientContext = await browser.newContext();
  const page = await clientContext.newPage();
  await page.goto(link![1]);
  await expect(page.getByRole('heading', { name: 'Broker of record change' })).toBeVisible();
  await page.getByLabel('Your email', { exact: true }).fill(client.email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  const magic = await waitForMail(request, client.email, 'bor-magic-link');
  const signIn = /https?:\/\/[^/\s]+(\/BOR\?magicLink=[\w-]+)/.exec(magic.text);
  expect(signIn, magic.text).not.toBeNull();
  await page.goto(signIn![1]);
  await page.getByRole('button', { name: 'Begin the application' }).click();
  await expect(page).toHaveURL(/borApplicationId=/);
  await expect(page.getByLabel('Legal name of the business', { exact: true })).toBeVisible();

  // The rep sees the referral follow the application.
  await repPage.goto(`/payroll-partner/referraltrak?searchTerm=${referralNumber}`);
  const row = repPage.getByRole('row').filter({ hasText: business });
  await expect(row).toBeVisible();
  await expect(row.getByText('In Progress', { exact: true })).toBeVisible();
  await repPage.screenshot({
    path: test.info().outputPath('referraltrak-bor-in-progress.png'),
    fullPage: true,
  });
  await clientContext.close();
  await repContext.close();
});
