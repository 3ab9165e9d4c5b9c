/**
 * The dashboard's recent activity and status chart and the audit trail by person: a visitor
 * starts a quote; the admin sees it in recent activity and in the chart's current week, opens
 * it from there, changes its status, and finds that action on the audit page narrowed to
 * themselves.
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

test.describe.configure({ timeout: 120_000 });

const BUSINESS = `Maple Row Bakery ${Math.random().toString(36).slice(2, 7)} LLC`;

/** The Monday starting the current week (UTC) as the chart labels it: Jan 5. */
function currentWeekLabel(): string {
  const now = new Date();
  const monday = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate() - ((now.getUTCDay() + 6) % 7),
    ),
  );
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(monday);
}

test('an admin follows a new quote from recent activity and the chart to the audit trail', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/quotation');
  await chooseCoverage(page, /Workers' compensation/);
  await chooseBusinessType(page, 'landscap', 'Landscaping');
  await businessInfo(page, { employees: '4', year: '2018', experience: '8', owners: '1' });
  await expect(stepHeading(page, 'Where does your business work?')).toBeVisible();
  await fillAddress(page, { street: '42 Elm St', city: 'Fresno', state: 'CA', zip: '93701' });
  await continueFrom(page, 'Where does your business work?');
  await legalEntity(page, 'LLC');
  await contact(page, {
    businessName: BUSINESS,
    firstName: 'Robin',
    lastName: 'Hale',
    email: newUser('activity').email,
  });
  await expect(page).toHaveURL(/quoteId=/);
  const quoteId = new URL(page.url()).searchParams.get('quoteId')!;

  const { access_token: token } = await signInToken(request, ADMIN.email, ADMIN.password);
  const context = await browser.newContext();
  await useSession(context, token);
  const staff = await context.newPage();
  await staff.goto('/dashboard');

  const activity = staff.getByRole('region', { name: 'Recent activity' });
  const started = activity.getByRole('listitem').filter({ hasText: BUSINESS });
  await expect(started).toContainText('Started, In process');

  const chart = staff.getByRole('region', { name: 'Applications by status, last 12 weeks' });
  await expect(chart.getByRole('img', { name: /Applications by status/ })).toBeVisible();
  const table = chart.getByRole('table', { name: 'Applications entering each status per week' });
  const thisWeek = table.getByRole('row').last();
  await expect(thisWeek.getByRole('rowheader')).toHaveText(currentWeekLabel());
  // The first column after the week is In process: this quote is at least one of them.
  expect(Number(await thisWeek.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(1);

  await started.getByRole('link', { name: BUSINESS }).click();
  await expect(staff).toHaveURL(new RegExp(`/dashboard/quote/${quoteId}`));
  const admin = staff.getByRole('region', { name: 'Administration' });
  await expect(admin.getByLabel('Status')).toHaveValue('In process');
  await admin.getByLabel('Status').selectOption('In review');
  await admin.getByRole('button', { name: 'Set status' }).click();
  await admin.getByRole('button', { name: 'Yes, change it' }).click();
  await expect(
    staff.getByRole('region', { name: 'History' }).getByText('Status: In process → In review'),
  ).toBeVisible();

  await staff.goto('/dashboard');
  const action = activity.getByRole('listitem').filter({ hasText: BUSINESS }).first();
  await expect(action).toContainText(/Status set by/);
  await expect(action).toContainText('Status: In process → In review');

  await staff.getByRole('link', { name: 'Audit trail' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const person = staff.getByLabel('Person');
  const me = await person.locator('option', { hasText: ADMIN.email }).getAttribute('value');
  await person.selectOption(me!);
  await expect(staff).toHaveURL(new RegExp(`userId=${me}`));
  const row = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: BUSINESS }) });
  await expect(row).toContainText('Status set');
  await expect(row).toContainText('Status: In process → In review');
  await row.getByRole('link', { name: BUSINESS }).click();
  await expect(staff).toHaveURL(new RegExp(`/dashboard/quote/${quoteId}`));
  await context.close();
});
