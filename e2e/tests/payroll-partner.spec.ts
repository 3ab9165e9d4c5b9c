import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, waitForMail } from '../support/api';
import { blockingViolations } from '../support/axe';

/** A payroll company and a rep there, created by the admin through the API. */
async function createRep(request: APIRequestContext) {
  const { access_token } = await signInToken(request, ADMIN.email, ADMIN.password);
  const headers = { Authorization: `Bearer ${access_token}` };
  const person = newUser('rep');
  const suffix = person.email.split('@')[0].replace(/\W/g, '').slice(-12).toUpperCase();
  const company = await request.post('/api/payroll-companies', {
    headers,
    data: { name: `Payroll Partners ${suffix}`, code: `P${suffix}`.slice(0, 20) },
  });
  expect(company.status(), await company.text()).toBe(201);
  const { id, name } = (await company.json()) as { id: string; name: string };
  const rep = await request.post('/api/payroll-partners/admin/payroll-reps', {
    headers,
    data: {
      email: person.email,
      firstName: 'Morgan',
      lastName: 'Lee',
      phone: '+1 555 010 7000',
      payrollCompanyId: id,
    },
  });
  expect(rep.status(), await rep.text()).toBe(201);
  return { ...((await rep.json()) as { id: string; email: string }), companyName: name };
}

/** No horizontal scrolling at the narrowest, a tablet and a desktop width. */
async function expectFits(page: Page): Promise<void> {
  for (const width of [280, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
  }
}

test('a rep signs in with an emailed link and lands on the partner home', async ({
  page,
  request,
}) => {
  const rep = await createRep(request);

  await page.goto('/payroll-partner/login');
  await expect(page.getByRole('heading', { name: 'Payroll partner sign-in' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await expectFits(page);
  await page.getByLabel('Email').fill(rep.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await waitForMail(request, rep.email, 'rep-magic-link');
  const link = mail.text.match(/https?:\/\/\S+\/payroll-partner\/login\?token=\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  const { pathname, search } = new URL(link as string);

  await page.goto(pathname + search);
  await expect(page).toHaveURL('/payroll-partner/home');
  await expect(page.getByRole('heading', { name: 'Welcome, Morgan' })).toBeVisible();
  await expect(page.getByText(`You refer clients for ${rep.companyName}.`)).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await expectFits(page);

  // The link works once.
  await page.context().clearCookies();
  await page.goto(pathname + search);
  await expect(page.getByText('This sign-in link did not work')).toBeVisible();
});

test('a visitor opening the partner home is sent to the partner sign-in', async ({ page }) => {
  await page.goto('/payroll-partner/home');
  await expect(page).toHaveURL('/payroll-partner/login');
  await expect(page.getByRole('heading', { name: 'Payroll partner sign-in' })).toBeVisible();
});

test('an admin acts as a rep in one browser tab', async ({ page, request }) => {
  const rep = await createRep(request);
  const { access_token } = await signInToken(request, ADMIN.email, ADMIN.password);
  const response = await request.post(`/api/payroll-partners/auth/admin/${rep.id}/login-as`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const loginAs = ((await response.json()) as { access_token: string }).access_token;

  await page.goto(`/payroll-partner/login?loginAsToken=${encodeURIComponent(loginAs)}`);
  await expect(page).toHaveURL('/payroll-partner/home');
  await expect(page.getByRole('heading', { name: 'Welcome, Morgan' })).toBeVisible();
  expect(await page.context().cookies()).not.toContainEqual(
    expect.objectContaining({ name: 'repToken' }),
  );
});
