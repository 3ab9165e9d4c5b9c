/**
 * The staff Agents and Clients pages: an admin creates an agent, the agent chooses a password
 * from the emailed link and signs in, the admin assigns a client to the agent on the client page,
 * and the agent then finds that client and their application, and is refused another agent's.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, registerClient, signInToken, useSession, waitForMail } from '../support/api';

/** A signed-up client with a quote started from their account: its id. */
async function clientWithQuote(
  request: APIRequestContext,
  prefix: string,
): Promise<{ email: string; userId: string; quoteId: string }> {
  const user = newUser(prefix);
  const { access_token } = await registerClient(request, user);
  const headers = { Authorization: `Bearer ${access_token}` };
  const me = (await (await request.get('/api/users/me', { headers })).json()) as { id: string };
  const started = await request.post('/api/quote/saveForLater', {
    headers,
    data: { coverageType: 'wc' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { id } = (await started.json()) as { id: string };
  return { email: user.email, userId: me.id, quoteId: id };
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('an admin creates an agent and assigns a client; the agent serves only that client', async ({
  page,
  context,
  browser,
  request,
}) => {
  const client = await clientWithQuote(request, 'assigned');
  const other = await clientWithQuote(request, 'someone-else');
  const admin = await signInToken(request, ADMIN.email, ADMIN.password);
  // The other client belongs to another member of staff (the admin), so the agent is refused it.
  const adminMe = (await (
    await request.get('/api/users/me', {
      headers: { Authorization: `Bearer ${admin.access_token}` },
    })
  ).json()) as { id: string };
  const moved = await request.patch(`/api/users/update/${other.userId}/agent-assigned`, {
    headers: { Authorization: `Bearer ${admin.access_token}` },
    data: { agentId: adminMe.id },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  // The admin creates the agent from the Agents page.
  await useSession(context, admin.access_token);
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Agents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
  await page.getByRole('link', { name: 'New agent' }).click();
  const agent = newUser('agent');
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill('Field');
  await page.getByLabel('Email').fill(agent.email);
  await page.getByLabel('Phone number').fill('+1 555 010 4242');
  await page.getByLabel('Status').selectOption('Licensed');
  await page.getByLabel('Agent portal 1 ID').fill('HF-1001');
  await page.getByRole('button', { name: 'Create agent' }).click();
  await expect(page.getByText(`We sent a set-password email to ${agent.email}`)).toBeVisible();
  await shot(page, 'agent-created');

  // The same email again is a clear error on the email field.
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill('Field');
  await page.getByLabel('Email').fill(agent.email);
  await page.getByRole('button', { name: 'Create agent' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already exists' })).toBeVisible();

  // The agent chooses a password from the mailed link and signs in.
  const welcome = await waitForMail(request, agent.email, 'agent-welcome');
  const link = welcome.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await agentPage.goto(new URL(link as string).pathname + new URL(link as string).search);
  await agentPage.getByLabel('New password', { exact: true }).fill(agent.password);
  await agentPage.getByLabel('Confirm password').fill(agent.password);
  // The welcome link sets a first password, and the page says so.
  await expect(agentPage.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await agentPage.getByRole('button', { name: 'Set password' }).click();
  await expect(agentPage.getByRole('heading', { name: 'Password set' })).toBeVisible();
  await expect(agentPage.getByText(/has been reset/)).toHaveCount(0);
  await agentPage.goto('/login');
  await agentPage.getByLabel('Email').fill(agent.email);
  await agentPage.getByLabel('Password').fill(agent.password);
  await agentPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(agentPage).toHaveURL('/dashboard');

  // The admin finds the agent in the list and the client on the Clients page, and assigns them.
  await menu.getByRole('link', { name: 'Agents' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(agent.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const agentRow = page.getByRole('row').filter({ hasText: agent.email });
  await expect(agentRow).toContainText('Licensed');
  await shot(page, 'agents-list');
  await agentRow.getByRole('link', { name: 'Morgan Field' }).click();
  await expect(page.getByRole('tab', { name: 'General Info', selected: true })).toBeVisible();
  await expect(page.getByLabel('Agent portal 1 ID')).toHaveValue('HF-1001');
  await shot(page, 'agent-edit');

  await menu.getByRole('link', { name: 'Clients' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(client.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: client.email })
    .getByRole('link', { name: 'Dana Reyes' })
    .click();
  await page.getByLabel('Agent', { exact: true }).selectOption({ label: 'Morgan Field' });
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText("Morgan Field is now the client's agent.")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notes' })).toBeVisible();
  await shot(page, 'client-page-admin');

  // The agent now sees that client and their application, and opens the quote.
  await agentPage
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Clients' })
    .click();
  const clients = agentPage.getByRole('table', { name: /Clients, page 1/ });
  await expect(clients.getByRole('row')).toHaveCount(2);
  await expect(clients).toContainText(client.email);
  await clients.getByRole('link', { name: 'Dana Reyes' }).click();
  const applications = agentPage.getByRole('region', { name: 'Applications' });
  await expect(applications.getByRole('row')).toHaveCount(2);
  await shot(agentPage, 'client-page-agent');
  await applications.getByRole('row').nth(1).getByRole('link').click();
  await expect(agentPage).toHaveURL(`/dashboard/quote/${client.quoteId}`);

  // Another agent's client: the quote page and the client page answer 1301 as a clear message.
  await agentPage.goto(`/dashboard/quote/${other.quoteId}`);
  await expect(agentPage).toHaveURL(/\/quotation\?notYourClient=true/);
  await expect(
    agentPage.getByText('This client is assigned to another agent. Please contact an admin'),
  ).toBeVisible();
  await shot(agentPage, 'not-your-client');
  await agentContext.close();
});
