/**
 * The applications pipeline in the browser: a visitor's new application shows under New for the
 * admin, with the count on the dashboard, and opens the staff quote page.
 */
import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, useSession } from '../support/api';
import {
  businessInfo,
  chooseBusinessType,
  chooseCoverage,
  contact,
  continueFrom,
  fillAddress,
  legalEntity,
  stepHeading,
} from '../support/quotation';

const BUSINESS = `Pipeline Pantry ${Date.now().toString(36)} LLC`;

test("a visitor's new application appears under New for the admin and opens the quote page", async ({
  page,
  browser,
  request,
}) => {
  // A visitor starts a general liability quote and leaves after naming the business.
  await page.goto('/quotation');
  await chooseCoverage(page, /General liability/);
  await chooseBusinessType(page, 'restaurant', 'Restaurant - Full Service');
  await businessInfo(page, { employees: '4', year: '2019', experience: '6' });
  await expect(stepHeading(page, 'Where does your business work?')).toBeVisible();
  await fillAddress(page, { street: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701' });
  await continueFrom(page, 'Where does your business work?');
  await legalEntity(page, 'LLC');
  await contact(page, {
    businessName: BUSINESS,
    firstName: 'Rae',
    lastName: 'Visitor',
    email: newUser('pipeline').email,
  });
  await expect(stepHeading(page, 'Federal employer identification number')).toBeVisible();
  await expect(page).toHaveURL(/quoteId=/);
  const quoteId = new URL(page.url()).searchParams.get('quoteId')!;

  // The admin sees New counted on the dashboard and follows it to the tab.
  const { access_token: token } = await signInToken(request, ADMIN.email, ADMIN.password);
  const context = await browser.newContext();
  await useSession(context, token);
  const staff = await context.newPage();
  await staff.goto('/dashboard');
  const counts = staff.getByRole('region', { name: 'Applications by status' });
  await counts.getByRole('link', { name: /New$/ }).click();
  await expect(staff).toHaveURL(/\/dashboard\/applications\/new$/);
  await expect(staff.getByRole('link', { name: /^New \(\d+\)$/ })).toBeVisible();

  // A search finds it; its row opens the staff quote page.
  await staff.getByLabel('Search').fill(BUSINESS);
  const table = staff.getByRole('table', { name: /^New applications, page 1 of 1$/ });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Unassigned');
  await table.getByRole('link', { name: BUSINESS }).click();
  await expect(staff).toHaveURL(new RegExp(`/dashboard/quote/${quoteId}$`));
  await expect(staff.getByRole('heading', { name: BUSINESS, level: 1 })).toBeVisible();

  // The menu's Applications entry opens the All tab.
  await staff.goto('/dashboard/applications');
  await expect(staff).toHaveURL(/\/dashboard\/applications\/all$/);
  await expect(staff.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await context.close();
});
