import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, useSession, waitForMail } from '../support/api';
import {
  businessInfo,
  chooseBusinessType,
  chooseCoverage,
  fillAddress,
  stepHeading,
} from '../support/quotation';

test('an Ohio business sees that workers compensation comes from the state fund', async ({
  page,
}) => {
  await page.goto('/quotation');
  await chooseCoverage(page, /Workers' compensation/);
  await chooseBusinessType(page, 'landscaping', 'Landscaping');
  await businessInfo(page, { employees: '4', year: '2018', experience: '9' });
  await expect(stepHeading(page, 'Where does your business work?')).toBeVisible();
  await fillAddress(page, { street: '1 High St', city: 'Columbus', state: 'OH', zip: '43215' });

  const notice = page.getByRole('alert').filter({ hasText: 'comes from the state fund' });
  await expect(notice).toContainText("Workers' compensation in Ohio comes from the state fund");
  const link = notice.getByRole('link', { name: /Ohio Bureau of Workers’ Compensation/ });
  await expect(link).toHaveAttribute('href', 'https://www.bwc.ohio.gov');

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(stepHeading(page, 'Where does your business work?')).toBeVisible();
  await expect(page.getByLabel('State')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('State')).toHaveAccessibleDescription(
    /written only by the state fund: no quote is given/,
  );
});

/** An agent the admin creates; the agent sets a password from the welcome mail. */
async function agent(request: APIRequestContext): Promise<{ email: string; token: string }> {
  const { access_token: admin } = await signInToken(request, ADMIN.email, ADMIN.password);
  const person = newUser('agent');
  const created = await request.post('/api/users/createAgent', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { email: person.email, firstName: 'Avery', lastName: 'Agent' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const welcome = await waitForMail(request, person.email, 'agent-welcome');
  const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(welcome.text)?.[1] ?? '');
  const reset = await request.post('/api/users/reset-password', {
    data: { token, password: person.password },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  const { access_token } = await signInToken(request, person.email, person.password);
  return { email: person.email, token: access_token };
}

test("an agent is stopped on another agent's client", async ({ page, request }) => {
  const other = await agent(request);
  const me = await agent(request);
  const client = newUser('booked');
  const booked = await request.post('/api/quote/saveForLater', {
    headers: { Authorization: `Bearer ${other.token}` },
    data: { coverageType: 'gl', email: client.email, firstName: 'Robin' },
  });
  expect(booked.status(), await booked.text()).toBe(200);

  await useSession(page.context(), me.token);
  await page.goto('/quotation');
  // The wizard speaks to the agent about their client.
  await expect(stepHeading(page, 'Which coverage does your client need?')).toBeVisible();
  await page.getByLabel(/Workers' compensation/).check();

  // The agent's own book does not show the other agent's client.
  await page.getByLabel('Search for').fill(client.email);
  await page.getByRole('button', { name: 'Search clients' }).click();
  await expect(page.getByText('No client of yours matches.')).toBeVisible();

  await page.getByLabel("Client's email").fill(client.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/notYourClient=true/);
  await expect(
    page.getByText(
      'This client is assigned to another agent. Please contact an admin to transfer the client.',
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Which coverage does your client need?' }),
  ).toBeVisible();
});

test('an agent finds their own client and quotes for them', async ({ page, request }) => {
  const me = await agent(request);
  const client = newUser('mine');
  const first = await request.post('/api/quote/saveForLater', {
    headers: { Authorization: `Bearer ${me.token}` },
    data: { coverageType: 'gl', email: client.email, firstName: 'Jo', lastName: 'Park' },
  });
  expect(first.status(), await first.text()).toBe(200);

  await useSession(page.context(), me.token);
  await page.goto('/quotation');
  await page.getByLabel(/Cyber liability/).check();
  await page.getByLabel('Search for').fill(client.email.slice(0, 12));
  await page.getByRole('button', { name: 'Search clients' }).click();
  await page.getByRole('button', { name: `Quote for ${client.email}` }).click();
  await expect(page.getByLabel("Client's email")).toHaveValue(client.email);
  await expect(page.getByLabel("Client's first name (optional)")).toHaveValue('Jo');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(stepHeading(page, "What does your client's business do?")).toBeVisible();
  await expect(page).toHaveURL(/quoteId=/);
});
