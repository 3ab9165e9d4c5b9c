import { expect, test } from '@playwright/test';
import { newUser, registerClient, useSession, waitForMail } from '../support/api';

test('a new client confirms their email from the emailed link', async ({ page, request }) => {
  const user = newUser();
  const { access_token } = await registerClient(request, user);
  await useSession(page.context(), access_token);

  await page.goto('/client/my-account');
  await expect(page.getByText('Please confirm your email')).toBeVisible();
  await page.getByRole('button', { name: 'Send a new confirmation link' }).click();
  await expect(page.getByText('We sent you a new confirmation link.')).toBeVisible();

  const mail = await waitForMail(request, user.email, 'verify-email');
  const link = mail.text.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  const { pathname, search } = new URL(link as string);

  await page.goto(pathname + search);
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
  await page.goto('/client/my-account');
  await expect(page.getByText('Your email is confirmed.')).toBeVisible();

  // The link works once.
  await page.goto(pathname + search);
  await expect(page.getByText('This confirmation link is invalid or has expired')).toBeVisible();
});
