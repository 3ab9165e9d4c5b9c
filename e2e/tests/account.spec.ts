import { expect, test } from '@playwright/test';
import { newUser } from '../support/api';

test('a visitor signs up, edits their account, signs out and signs back in', async ({ page }) => {
  const user = newUser();

  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Sign up' })
    .click();
  await expect(page).toHaveURL('/register');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // A new client lands on their start page, the policies, and finds the account in the menu.
  await expect(page).toHaveURL('/client/policies');
  await expect(page.getByRole('heading', { level: 1, name: 'My policies' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Quotes' })).toBeVisible();
  await menu.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL('/client/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  // Contact details are saved with the API and survive a reload.
  await page.getByLabel('First name').fill('Danielle');
  await page.getByLabel('Phone (optional)').fill('+1 555 010 2030');
  await page.getByRole('button', { name: 'Save details' }).click();
  const toast = page.locator('.Toastify__toast-container--bottom-center');
  await expect(toast.getByText('Your details have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Danielle');
  await expect(page.getByLabel('Phone (optional)')).toHaveValue('+1 555 010 2030');

  // A wrong current password is refused inline; the right one changes it.
  const newPassword = 'second-password-2';
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'currentPassword' }),
  ).toBeVisible();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast.getByText('Your password has been changed.')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();

  await menu.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL('/login');

  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A client with no policy yet comes back to their quotes.
  await expect(page).toHaveURL('/client/policies#quotes');
  await page.goto('/client/my-account');
  await expect(page.getByLabel('First name')).toHaveValue('Danielle');
});

test('sign-up shows the validation rules inline', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('other');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter a valid email.')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('sign-up with a taken email says so in the form', async ({ page, request }) => {
  const user = newUser();
  await request.post('/api/users/register', { data: user });
  await page.goto('/register');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'An account with this email already exists.',
  );
  await expect(page).toHaveURL('/register');
});

test('sign-up refuses a common password and one made of the email, under the password field', async ({
  page,
}) => {
  const user = newUser('lighthouse');
  await page.goto('/register');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('lighthouse-keeper');
  await page.getByLabel('Confirm password').fill('lighthouse-keeper');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('The password must not contain your email address or your name.'),
  ).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByLabel('Confirm password').fill('password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText(
      'This password is one of the most common passwords. Choose one that is harder to guess.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page).toHaveURL('/register');
});
