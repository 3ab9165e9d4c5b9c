/**
 * Broker of record: a business starts at /BOR with its email, follows the mailed link, fills the
 * application, signs the letter on the signing page, reads the signed letter; an admin marks the
 * change accepted on /dashboard/bor.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, useSession, waitForMail } from '../support/api';
import { pdfText } from '../support/pdf-text';

test('a business appoints Coverline as broker of record and an admin records the acceptance', async ({
  page,
  request,
  context,
}) => {
  const applicant = newUser('bor');
  const business = `Acme Bakery ${applicant.email.split('@')[0].slice(4)}`;
  const policyNumber = `WC-${Date.now().toString().slice(-7)}`;

  await page.goto('/BOR');
  await expect(page.getByRole('heading', { name: 'Broker of record change' })).toBeVisible();
  await page.getByLabel('Your email', { exact: true }).fill(applicant.email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await waitForMail(request, applicant.email, 'bor-magic-link');
  const link = /https?:\/\/[^/\s]+(\/BOR\?magicLink=[\w-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  await page.goto(link![1]);
  await page.getByRole('button', { name: 'Begin the application' }).click();
  await expect(page).toHaveURL(/borApplicationId=/);
  // The BOR session is a cookie the API set, out of scripts' reach.
  const borCookie = (await context.cookies()).find((c) => c.name === 'borSessionToken');
  expect(borCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain(borCookie!.value);
  expect(await page.evaluate(() => document.cookie)).not.toContain('borSessionToken');
  const applicationUrl = page.url();

  await page.getByLabel('Legal name of the business', { exact: true }).fill(business);
  await page.getByLabel('FEIN (optional)', { exact: true }).fill('12-3456789');
  await page.getByLabel('Street address', { exact: true }).fill('1 Main St');
  await page.getByLabel('City', { exact: true }).fill('Austin');
  await page.getByLabel('State', { exact: true }).selectOption('TX');
  await page.getByLabel('ZIP code', { exact: true }).fill('78701');
  await page.getByLabel('Current carrier', { exact: true }).selectOption({ label: 'Hartford' });
  await page.getByLabel('Policy number', { exact: true }).fill(policyNumber);
  await page.getByLabel('Coverage', { exact: true }).selectOption('wc');
  await page.getByLabel('Effective date of the change', { exact: true }).fill('2026-12-01');
  await page.getByLabel('Full name', { exact: true }).fill('Dana Reyes');
  await page.getByLabel('Title', { exact: true }).fill('President');
  await page.getByLabel('Email', { exact: true }).fill(applicant.email);
  await page.screenshot({ path: test.info().outputPath('application.png'), fullPage: true });
  // Saving for later mails a link that comes back to this application.
  await page.getByRole('button', { name: 'Save for later' }).click();
  await expect(
    page.getByText('Saved. Come back with the link we email you to finish.'),
  ).toBeVisible();
  const applicationId = new URL(applicationUrl).searchParams.get('borApplicationId')!;
  const resume = await waitForMail(request, applicant.email, 'bor-magic-link', (m) =>
    m.text.includes(`borApplicationId=${applicationId}`),
  );
  expect(resume.text).toContain('/BOR?magicLink=');
  await page.getByRole('button', { name: 'Prepare the letter to sign' }).click();

  await expect(page.getByRole('heading', { name: 'The letter is ready to sign' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('submitted.png'), fullPage: true });
  await page.getByRole('link', { name: 'Sign the letter now' }).click();
  await page.getByLabel('Type your full name', { exact: true }).fill('Dana Reyes');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, you have signed' })).toBeVisible();

  // Hartford has no email in settings: nothing was sent yet, and the applicant is told so.
  await page.goto(applicationUrl);
  await expect(
    page.getByRole('heading', { name: 'Waiting for us to send the letter to your carrier' }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('sent.png'), fullPage: true });
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the signed letter' }).click();
  const download = await downloadStarted;
  const text = await pdfText(await readFile((await download.path())!));
  expect(text).toContain(business);
  expect(text).toContain(policyNumber);
  expect(text).toContain('Dana Reyes');
  expect(text).toContain('rescinding all previous appointments');

  const { access_token } = await signInToken(request, ADMIN.email, ADMIN.password);
  await useSession(context, access_token);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Broker of record changes' }).click();
  await expect(page.getByRole('heading', { name: 'Broker of record changes' })).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('signed');
  const row = page.getByRole('row').filter({ hasText: business });
  await expect(row).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('dashboard-bor.png'), fullPage: true });
  // The application's own page: what was asked, where the letter is, notes and the answer.
  await row.getByRole('link', { name: business }).click();
  await expect(page.getByRole('heading', { name: business, level: 1 })).toBeVisible();
  await expect(page.getByText(policyNumber)).toBeVisible();
  // The first "Sent to the carrier" line is the application's timeline.
  const sentLine = page.getByRole('listitem').filter({ hasText: 'Sent to the carrier' }).first();
  await expect(sentLine).toContainText('not yet');
  // Staff send the letter themselves, then record it.
  await page
    .getByRole('button', {
      name: `Record that we sent the signed letter for ${business} to the carrier`,
    })
    .click();
  await expect(
    page.getByText(`Recorded: the letter for ${business} is with the carrier.`),
  ).toBeVisible();
  await expect(sentLine).not.toContainText('not yet');
  await page.getByLabel('New note').fill('Carrier asked for the loss runs too');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Carrier asked for the loss runs too')).toBeVisible();
  await page
    .getByLabel(`Note to the applicant for ${business} (they see it)`)
    .fill('Confirmed by phone');
  const internal = `Agency code pending with Hartford ${policyNumber}`;
  await page.getByLabel(`Internal note for ${business} (staff only)`).fill(internal);
  await page
    .getByRole('button', { name: `Mark the change for ${business} accepted by the carrier` })
    .click();
  await expect(
    page.getByText(`Recorded: the carrier accepted the change for ${business}.`),
  ).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Broker-of-record status set')).toHaveCount(2);
  await expect(history.getByText('Status: Sent to carrier → Accepted')).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('dashboard-bor-detail.png'),
    fullPage: true,
  });

  await expect(page.getByText(`Internal note: ${internal}`).first()).toBeVisible();

  // The applicant reads the note written for them, never the internal one.
  await page.goto(applicationUrl);
  await expect(
    page.getByRole('heading', { name: 'Coverline is your broker of record' }),
  ).toBeVisible();
  await expect(page.getByText('A note from our team: Confirmed by phone')).toBeVisible();
  await expect(page.getByText(internal)).toHaveCount(0);
  expect(await page.content()).not.toContain('Agency code pending');
  // A second change, for another policy: both are listed, each with its status in words.
  await page.getByRole('button', { name: 'Start a change for another policy' }).click();
  await expect(page).not.toHaveURL(applicationUrl);
  const changes = page.getByRole('region', { name: 'Your broker of record changes' });
  await expect(changes.getByRole('listitem')).toHaveCount(2);
  await expect(changes.getByRole('listitem').nth(0)).toContainText('Draft');
  await expect(changes.getByRole('listitem').nth(1)).toContainText(`${policyNumber} with Hartford`);
  await expect(changes.getByRole('listitem').nth(1)).toContainText('Accepted');
  await page.screenshot({ path: test.info().outputPath('bor-changes.png'), fullPage: true });
  await changes
    .getByRole('link', { name: `Open the change for ${policyNumber} with Hartford` })
    .click();
  await expect(page).toHaveURL(applicationUrl);
  await expect(page.getByText('A note from our team: Confirmed by phone')).toBeVisible();

  await page.goto('/dashboard/bor');
  await page.getByLabel('Status', { exact: true }).selectOption('accepted');
  await expect(
    page.getByRole('row').filter({ hasText: business }).getByText('Accepted', { exact: true }),
  ).toBeVisible();
});
