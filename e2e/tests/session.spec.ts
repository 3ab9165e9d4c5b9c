import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, registerClient, signInToken, useSession } from '../support/api';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Well-formed and unexpired, but not signed by the API: the server refuses it. */
function forgedToken(role: string): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '00000000-0000-4000-8000-000000000000', role, typ: 'user', sid: 'x', exp })}.forged`;
}

test('a refused token lands on sign-in with the session expired notice', async ({
  page,
  context,
}) => {
  await useSession(context, forgedToken('client'));
  await page.goto('/client/my-account');
  await expect(page).toHaveURL('/login?type=expire');
  await expect(page.getByText('Your session has expired')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
});

test('protected pages show Loading... while the session loads', async ({
  page,
  context,
  request,
}) => {
  const user = newUser();
  const { access_token } = await registerClient(request, user);
  await useSession(context, access_token);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/users/me', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/client/my-account');
  await expect(page.getByText('Loading...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
});

test('a visitor opening a protected page signs in and comes back to it', async ({
  page,
  request,
}) => {
  const user = newUser();
  await registerClient(request, user);
  await page.goto('/client/my-account');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/client/my-account');
});

test('staff see their dashboard and menu; clients are kept out of it', async ({
  page,
  context,
  request,
}) => {
  const admin = await signInToken(request, ADMIN.email, ADMIN.password);
  await useSession(context, admin.access_token);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByText(ADMIN.email).first()).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // The specification's admin menu, in its order, then the support chat console and the appetite
  // guide before Log out.
  await expect(menu.getByRole('listitem')).toHaveText([
    'Applications',
    'Agents',
    'Clients',
    'Payroll Reps',
    'ReferralTrak',
    'Settings',
    'Dashboard',
    'Quotation',
    'Support chat',
    'Appetite',
    'Log out',
  ]);

  await menu.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');

  const client = await registerClient(request, newUser());
  await useSession(context, client.access_token);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/401');
  await expect(
    page.getByRole('heading', { name: 'You do not have access to this page' }),
  ).toBeVisible();
});

test('a client who signs in brings their email to the quote; referral cookies end', async ({
  page,
  context,
  request,
}) => {
  const user = newUser();
  await registerClient(request, user);
  await context.addCookies([
    { name: 'referralToken', value: 'ref-1', url: test.info().project.use.baseURL as string },
    { name: 'referralContext', value: 'ctx-1', url: test.info().project.use.baseURL as string },
  ]);
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/client/policies#quotes');
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).toContain('token');
  expect(names).not.toContain('referralToken');
  expect(names).not.toContain('referralContext');

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Quotes' })
    .click();
  await page.getByRole('link', { name: 'Start a new quote' }).click();
  await page.getByLabel(/Cyber liability/).check();
  await expect(page.getByText(`We will use ${user.email} for this quote.`)).toBeVisible();
});
