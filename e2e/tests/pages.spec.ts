import { expect, test } from '@playwright/test';

test('an unknown address shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('the home page leads to a quote', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Coverage for the business you built',
  );
  for (const coverage of [
    "Workers' compensation",
    'General liability',
    "Business owner's policy",
    'Cyber liability',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: coverage })).toBeVisible();
  }
  await expect(page.getByText('$5,000 to $100,000,000').first()).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Get a quote' }).first().click();
  await expect(page).toHaveURL('/quotation');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please choose a coverage.')).toBeVisible();
  await page.getByLabel(/General liability/).check();
  await page.getByText('What General liability covers').click();
  await expect(page.getByText('Legal defense costs', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'What does your business do?' })).toBeVisible();
});

test('the quotation page explains why the user was sent there', async ({ page }) => {
  await page.goto('/quotation?emailResume=true');
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.goto('/quotation?notYourClient=true');
  await expect(
    page.getByText('This client is assigned to another agent.', { exact: false }),
  ).toBeVisible();
  await page.goto('/register?type=quoteUneditable');
  await expect(page.getByText('Sign up to keep working on your quote')).toBeVisible();
});

test('the small-screen menu opens and closes', async ({ page }) => {
  await page.setViewportSize({ width: 280, height: 640 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await menu.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(menu).toBeHidden();
});
