import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, waitForMail } from '../support/api';
import { authenticatorCode, awayFromStepEdge } from '../support/totp';

/*
 * Two-step verification for staff. The journey's staff member is an agent the admin creates:
 * the run's admin account is shared by every journey running beside this one, so it keeps
 * signing in with its password alone (MFA_REQUIRED_FOR_ADMINS is off for the journeys).
 */

/** The page as it stands has no serious or critical accessibility violations. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}`);
  expect(blocking, blocking.join('\n')).toEqual([]);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
}

async function enterCode(page: Page, code: string) {
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('Code from your authenticator app').fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

test('a staff member sets up two-step verification, signs in with a code and once with a recovery code; an admin resets it', async ({
  page,
  request,
}) => {
  const agent = newUser('agent');
  const { access_token: admin } = await signInToken(request, ADMIN.email, ADMIN.password);
  const created = await request.post('/api/users/createAgent', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { email: agent.email, firstName: 'Morgan', lastName: 'Lee' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: agentId } = (await created.json()) as { id: string };
  const welcome = await waitForMail(request, agent.email, 'agent-welcome');
  const token = /reset-password\?token=([\w-]+)/.exec(welcome.text)?.[1];
  const chosen = await request.post('/api/users/reset-password', {
    data: { token: decodeURIComponent(token ?? ''), password: agent.password },
  });
  expect(chosen.status()).toBe(200);

  // Set-up from the dashboard's sign-in security page.
  await signIn(page, agent.email, agent.password);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('link', { name: 'Sign-in security' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.screenshot({ path: test.info().outputPath('mfa-enrol.png'), fullPage: true });
  await expectAccessible(page);

  await page.getByLabel('Six-digit code').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('main').getByRole('alert').first()).toContainText(
    'This code is not valid',
  );
  await awayFromStepEdge();
  await page.getByLabel('Six-digit code').fill(authenticatorCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Save your recovery codes' }).locator('code');
  await expect(codes).toHaveCount(10);
  const recovery = await codes.allTextContents();
  await page.screenshot({ path: test.info().outputPath('mfa-recovery-codes.png'), fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText('10 recovery codes left.')).toBeVisible();
  await signOut(page);

  // The password alone no longer signs in: the next step asks for a code. The code that turned
  // it on was used already, so the authenticator's next one (within the allowed window) is used.
  await signIn(page, agent.email, agent.password);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('mfa-sign-in-code.png'), fullPage: true });
  await expectAccessible(page);
  await enterCode(page, authenticatorCode(secret, Date.now() + 30_000));
  await expect(page).toHaveURL('/dashboard');
  await signOut(page);

  // A recovery code signs in once.
  await signIn(page, agent.email, agent.password);
  await enterCode(page, recovery[0]);
  await expect(page).toHaveURL('/dashboard');
  await signOut(page);
  await signIn(page, agent.email, agent.password);
  await enterCode(page, recovery[0]);
  await expect(page.getByRole('main').getByRole('alert').first()).toContainText(
    'This code is not valid',
  );
  await expect(page).toHaveURL(/\/login/);

  // The admin resets it for a lost phone; the agent signs in with the password again.
  await page.context().clearCookies();
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(`/dashboard/agents/${agentId}`);
  const panel = page.getByRole('region', { name: 'Two-step verification' });
  await expect(panel.getByText('On', { exact: true })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await panel.getByRole('button', { name: 'Reset two-step verification' }).click();
  await expect(panel.getByText('Off', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('mfa-admin-reset.png'), fullPage: true });
  await signOut(page);
  await signIn(page, agent.email, agent.password);
  await expect(page).toHaveURL('/dashboard');
});
