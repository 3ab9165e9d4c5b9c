import { expect, test } from '@playwright/test';
import { newUser, registerClient, waitForMail } from '../support/api';

test('a client resets a forgotten password from the emailed link', async ({ page, request }) => {
  const user = newUser();
  await registerClient(request, user);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  // The sign-in page stays on screen while the next page's code loads: wait for the new form.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists for this email, a reset link is on its way.'),
  ).toBeVisible();

  const mail = await waitForMail(request, user.email, 'password-reset');
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  const { pathname, search } = new URL(link as string);

  await page.goto(pathname + search);
  const newPassword = 'reset-password-3';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  // The link is single-use.
  await page.goto(pathname + search);
  await page.getByLabel('New password', { exact: true }).fill('another-password-4');
  await page.getByLabel('Confirm password').fill('another-password-4');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid reset token.');

  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/client/policies#quotes');
});

test('the reset page asks for the password twice', async ({ page }) => {
  await page.goto('/reset-password?token=abc');
  await page.getByLabel('New password', { exact: true }).fill('matching-1');
  await page.getByLabel('Confirm password').fill('different-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords must match.')).toBeVisible();
});
