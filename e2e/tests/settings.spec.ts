import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, useSession, waitForMail } from '../support/api';

const TABS = [
  { path: 'carriers', name: 'Carriers' },
  { path: 'naics', name: 'NAICS index matrix' },
  { path: 'popups', name: 'Pop-ups' },
  { path: 'payroll', name: 'Payroll companies' },
  { path: 'payroll-rules', name: 'Included Owner payroll rules' },
  { path: 'covered', name: "What's covered" },
];

/** A 1x1 PNG: the API checks a logo's type from its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function signInAsAdmin(page: Page) {
  const { access_token } = await signInToken(page.request, ADMIN.email, ADMIN.password);
  await useSession(page.context(), access_token);
}

async function openTab(page: Page, path: string, name: string) {
  await page.goto(`/dashboard/settings/${path}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

test('an admin opens Settings from the menu and edits a carrier, logo included', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL('/dashboard/settings/carriers');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search carriers' }).fill('Hartford');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Edit Hartford' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Hartford' })).toBeFocused();

  await page
    .getByLabel('Upload a logo')
    .setInputFiles({ name: 'hartford.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('The logo of Hartford was saved')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Hartford logo' })).toHaveJSProperty(
    'naturalWidth',
    1,
  );

  await page.getByLabel('Claim URL (optional)').fill('not a url');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a valid URL.')).toBeVisible();
  await page.getByLabel('Claim URL (optional)').fill('claims.thehartford.com');
  await page.getByLabel('Phone (optional)').fill('(860) 547-5000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Hartford was saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Carriers' })).toBeFocused();

  const saved = await page.request.get('/api/carriers/name/Hartford', {
    headers: {
      Authorization: `Bearer ${(await signInToken(page.request, ADMIN.email, ADMIN.password)).access_token}`,
    },
  });
  expect(await saved.json()).toMatchObject({
    phone: '(860) 547-5000',
    claimUrl: 'https://claims.thehartford.com',
    logoUrl: expect.stringMatching(/\/logo$/) as unknown,
  });
});

test('an admin duplicates a payroll rule year and compares the copy', async ({ page }) => {
  await signInAsAdmin(page);
  await openTab(page, 'payroll-rules', 'Included Owner payroll rules');
  const year = page.getByLabel('Year', { exact: true });
  const latest = Number(await year.inputValue());

  await page.getByRole('button', { name: 'Duplicate year' }).click();
  await expect(page.getByLabel('Into year')).toHaveValue(String(latest + 1));
  await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expect(page.getByText(`rules of ${latest} were copied into ${latest + 1}`)).toBeVisible();
  await expect(year).toHaveValue(String(latest + 1));
  await page.getByLabel('Work state').selectOption('CA');
  await expect(page.getByRole('button', { name: 'Edit CA Sole Proprietor' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit CA Sole Proprietor' }).click();
  const set = page.getByLabel('Set amount');
  const max = page.getByLabel('Maximum');
  await set.fill(String(Number(await max.inputValue()) + 1));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('P-1004: The set payroll amount is above the maximum.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Compare years' }).click();
  await page.getByLabel('Earlier year').selectOption(String(latest));
  await page.getByLabel('Later year').selectOption(String(latest + 1));
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByText(/^0 added, 0 removed, 0 changed, \d+ unchanged\.$/)).toBeVisible();
});

test('an admin archives a NAICS entry', async ({ page }) => {
  await signInAsAdmin(page);
  await openTab(page, 'naics', 'NAICS index matrix');
  await page.getByRole('searchbox', { name: 'Search business types or codes' }).fill('Dog Walking');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Archive Dog Walking and Pet Sitting' }).click();
  await expect(page.getByText('Dog Walking and Pet Sitting was archived')).toBeVisible();

  await page.getByLabel('Status').selectOption('Archived');
  const row = page.getByRole('row', { name: /Dog Walking and Pet Sitting/ });
  await expect(row.getByText('Archived', { exact: true })).toBeVisible();
  await expect(
    row.getByRole('button', { name: 'Unarchive Dog Walking and Pet Sitting' }),
  ).toBeVisible();
});

test('agents are shown the 401 page and have no Settings entry', async ({ page, request }) => {
  const { access_token: admin } = await signInToken(request, ADMIN.email, ADMIN.password);
  const agent = newUser('agent');
  const created = await request.post('/api/users/createAgent', {
    data: { email: agent.email, firstName: agent.firstName, lastName: agent.lastName },
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const mail = await waitForMail(request, agent.email, 'agent-welcome');
  const token = mail.text.match(/reset-password\?token=([^\s&]+)/)?.[1];
  expect(token, mail.text).toBeTruthy();
  const reset = await request.post('/api/users/reset-password', {
    data: { token: decodeURIComponent(token ?? ''), password: agent.password },
  });
  expect(reset.status(), await reset.text()).toBe(200);

  const { access_token } = await signInToken(request, agent.email, agent.password);
  await useSession(page.context(), access_token);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }),
  ).toHaveCount(0);
  await page.goto('/dashboard/settings/carriers');
  await expect(page).toHaveURL('/401');
  await expect(
    page.getByRole('heading', { name: 'You do not have access to this page' }),
  ).toBeVisible();
});

for (const tab of TABS) {
  test(`the ${tab.name} tab has no serious accessibility violations and fits 280 px`, async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await openTab(page, tab.path, tab.name);
    expect(await seriousViolations(page)).toEqual([]);

    // The editor too: every tab but the payroll rules opens one with its New button.
    const create = page.getByRole('button', { name: /^New / });
    if (tab.path !== 'payroll-rules') {
      await create.click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Cancel' }).click();
    }

    for (const width of [280, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openTab(page, tab.path, tab.name);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${tab.path} at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `artifacts/screenshots/settings-${tab.path}-${width}.png`,
        fullPage: true,
      });
    }
  });
}
