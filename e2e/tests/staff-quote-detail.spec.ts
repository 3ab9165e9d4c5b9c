import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, useSession } from '../support/api';
import { landscaperQuotes, type Buyer } from '../support/purchase';

/** A FEIN of its own per run, so no other quote holds it. */
function randomFein(): string {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

async function shoot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways at ${width}px`).toBe(false);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

test('an admin reads the whole application of a quote and adds and removes a class code', async ({
  page,
  browser,
  request,
}) => {
  const buyer: Buyer = {
    businessName: 'Greenleaf Gardens LLC',
    firstName: 'Rosa',
    lastName: 'Alvarez',
    email: newUser('detail').email,
    fein: randomFein(),
  };
  await landscaperQuotes(page, buyer);
  const quoteId = new URL(page.url()).searchParams.get('quoteId')!;

  const { access_token: token } = await signInToken(request, ADMIN.email, ADMIN.password);
  const context = await browser.newContext();
  await useSession(context, token);
  const staff = await context.newPage();
  await staff.setViewportSize({ width: 1440, height: 900 });
  await staff.goto(`/dashboard/quote/${quoteId}`);

  const business = staff.getByRole('region', { name: 'Business' });
  await expect(business.getByText(buyer.businessName)).toBeVisible();
  await expect(business.getByText(`•••••${buyer.fein.slice(-4)}`)).toBeVisible();
  await expect(business.getByText(buyer.fein)).toHaveCount(0);

  const owners = staff.getByRole('region', { name: 'Owners and officers' });
  await expect(owners.getByRole('row', { name: /Managing Member/ })).toContainText('Excluded');

  const locations = staff.getByRole('region', { name: 'Locations' });
  await expect(locations.getByText('18 Olive St, Fresno, CA 93701')).toBeVisible();
  await expect(locations.getByRole('row', { name: /^0042/ })).toContainText('$240,000');

  const answers = staff.getByRole('region', { name: 'Answers' });
  await expect(answers.getByText('Do you hire subcontractors for this work?')).toBeVisible();

  const carriers = staff.getByRole('region', { name: 'Carrier quotes' });
  const worksheet = carriers.locator('details').first();
  const manualPremium = worksheet.getByRole('row', { name: /^Manual premium CA 0042/ });
  await expect(manualPremium).toBeHidden();
  await worksheet.locator('summary').click();
  await expect(manualPremium).toBeVisible();
  await shoot(staff, 'staff-quote-detail', 1440);
  await shoot(staff, 'staff-quote-detail', 768);
  await staff.setViewportSize({ width: 1440, height: 900 });

  // A class code added by hand, then removed.
  const codes = staff.getByRole('region', { name: 'Class codes' });
  const form = codes.getByRole('form', { name: 'Add a class code' });
  await form.getByLabel('Class code').fill('87');
  await form.getByRole('button', { name: 'Add class code' }).click();
  await expect(form.getByText('Enter a valid class code: four digits.')).toBeVisible();
  await form.getByLabel('State').selectOption('CA');
  await form.getByLabel('Class code').fill('8742');
  await form.getByLabel('Description').fill('Outside sales');
  await form.getByLabel('Payroll (USD, optional)').fill('30,000');
  await form.getByRole('button', { name: 'Add class code' }).click();
  const added = codes.getByRole('row', { name: /8742/ });
  await expect(added).toContainText('Outside sales');
  await expect(added).toContainText('Added by hand');
  await shoot(staff, 'staff-quote-class-codes', 768);

  await codes.getByRole('button', { name: 'Remove class code 8742 in CA' }).click();
  await expect(added).toHaveCount(0);
  await expect(codes.getByRole('row', { name: /0042/ })).toBeVisible();
  await context.close();
});
