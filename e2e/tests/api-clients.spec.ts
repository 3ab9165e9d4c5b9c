import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { blockingViolations } from '../support/axe';
import { signInToken, useSession } from '../support/api';
import { repOfNewCompany } from '../support/partners';

async function signInAsAdmin(page: Page) {
  const { access_token } = await signInToken(page.request, ADMIN.email, ADMIN.password);
  await useSession(page.context(), access_token);
}

test('an admin creates an API client, sees its secret once, and the partner signs in with it', async ({
  page,
}) => {
  const { suffix } = await repOfNewCompany(page.request, 'Keys Payroll', 'KP');
  await signInAsAdmin(page);
  await page.goto('/dashboard/settings/api-clients');
  await expect(page.getByRole('heading', { level: 2, name: 'API clients' })).toBeVisible();

  await page.getByRole('button', { name: 'New API client' }).click();
  await page.getByLabel('Name').fill(`Sync ${suffix}`);
  await page
    .getByLabel('Partner', { exact: true })
    .selectOption({ label: `Keys Payroll ${suffix}` });
  await page.getByLabel("Read the company's referrals").check();
  await page.getByLabel('Requests per minute').fill('120');
  await page.getByRole('button', { name: 'Create client' }).click();

  const shown = page.getByTestId('api-client-secret');
  await expect(shown).toBeVisible();
  await expect(shown.getByText('It is shown this once')).toBeVisible();
  const secret = (await shown.locator('.api-secret__secret').textContent()) ?? '';
  const clientId = (await shown.locator('code').first().textContent()) ?? '';
  expect(secret).toMatch(/^cvl_sec_/);
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({
    path: 'artifacts/screenshots/api-client-secret-once.png',
    fullPage: true,
  });

  // The secret works for the partner: a token, then its company's referrals.
  const token = await page.request.post('/api/oauth/token', {
    form: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
  });
  expect(token.status(), await token.text()).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const referrals = await page.request.get('/api/integrations/referrals', {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(referrals.status()).toBe(200);
  // The call log is written a second or so later, in a batch.
  await expect
    .poll(async () => {
      const calls = await page.request.get(`/api/admin/api-clients/${clientId}/calls`);
      return ((await calls.json()) as { total: number }).total;
    })
    .toBeGreaterThan(1);

  // Once stored, the secret is gone from the page for good: the list and the client's page
  // show the client, its rate and last use, never the secret.
  await page.getByRole('button', { name: 'I have stored it' }).click();
  const row = page.getByRole('row', { name: new RegExp(`Sync ${suffix}`) });
  await expect(row).toContainText('120 a minute');
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.getByRole('button', { name: `Open Sync ${suffix}` }).click();
  await expect(page.getByText('GET /api/integrations/referrals')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.screenshot({ path: 'artifacts/screenshots/api-client-detail.png', fullPage: true });

  await page.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Sync ${suffix}`) })).toContainText(
    'Revoked',
  );
  const after = await page.request.get('/api/integrations/referrals', {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(after.status()).toBe(401);
});
