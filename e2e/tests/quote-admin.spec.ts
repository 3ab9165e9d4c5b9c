/**
 * The admin side of a visitor's quote: assigning an agent, moving it from In review to Ready to
 * bind, locking, archiving and unarchiving it on the staff quote page, each step in History.
 */
import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, useSession } from '../support/api';
import { landscaperQuotes } from '../support/purchase';
import { toastSays } from '../support/toast';

// The journey runs the whole quote wizard first.
test.describe.configure({ timeout: 180_000 });

test("an admin assigns, moves, locks, archives and unarchives a visitor's quote", async ({
  page,
  browser,
  request,
}) => {
  // A visitor gets carrier quotes: the submission is sent, so the quote is In review.
  await landscaperQuotes(page, {
    businessName: 'Oakridge Lawn Care LLC',
    firstName: 'Dana',
    lastName: 'Reyes',
    email: newUser('admin-actions').email,
    fein: '94-7650110',
  });
  const quoteId = new URL(page.url()).searchParams.get('quoteId')!;

  // An agent to assign, created by the admin.
  const { access_token: token } = await signInToken(request, ADMIN.email, ADMIN.password);
  const agentEmail = newUser('agent').email;
  const created = await request.post('/api/users/createAgent', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email: agentEmail, firstName: 'Morgan', lastName: 'Field' },
  });
  expect(created.status(), await created.text()).toBe(201);

  const context = await browser.newContext();
  await useSession(context, token);
  const staff = await context.newPage();
  await staff.goto(`/dashboard/quote/${quoteId}`);
  await expect(staff.getByRole('heading', { name: 'Oakridge Lawn Care LLC' })).toBeVisible();
  const admin = staff.getByRole('region', { name: 'Administration' });
  const history = staff.getByRole('region', { name: 'History' });
  await expect(history.getByText('No staff actions yet.')).toBeVisible();

  await admin.getByLabel('Assigned agent').selectOption({ label: 'Morgan Field (agent)' });
  await admin.getByRole('button', { name: 'Save agent' }).click();
  await toastSays(staff, "Agent assigned to the client's quotes");
  await expect(history.getByText('Agent: none → Morgan Field')).toBeVisible();

  await expect(admin.getByLabel('Status')).toHaveValue('In review');
  await admin.getByLabel('Status').selectOption('Ready to bind');
  await admin.getByRole('button', { name: 'Set status' }).click();
  await admin.getByRole('button', { name: 'Yes, change it' }).click();
  await toastSays(staff, 'Status set to Ready to bind');
  await expect(history.getByText('Status: In review → Ready to bind')).toBeVisible();

  await admin.getByRole('button', { name: 'Lock quote' }).click();
  await toastSays(staff, 'Quote locked');
  await expect(history.getByText('Locked: no → yes')).toBeVisible();

  // The visitor's guest token may no longer change the quote (1211).
  const guest = (await page.context().cookies()).find((c) => c.name === 'guestToken')!.value;
  const headers = { Authorization: `Bearer ${guest}` };
  const read = await request.get(`/api/quote/getQuote/${quoteId}`, { headers });
  const { version } = (await read.json()) as { version: number };
  const save = await request.post('/api/quote/saveForLater', {
    headers,
    data: { id: quoteId, version, firstName: 'Dee' },
  });
  expect(save.status()).toBe(403);
  expect(((await save.json()) as { code: number }).code).toBe(1211);

  await admin.getByRole('button', { name: 'Archive quote' }).click();
  await admin.getByRole('button', { name: 'Yes, archive' }).click();
  await toastSays(staff, 'Quote archived');
  await expect(history.getByText('Status: Ready to bind → Archive')).toBeVisible();

  await admin.getByRole('button', { name: 'Unarchive quote' }).click();
  await toastSays(staff, 'Quote unarchived');
  await expect(history.getByText('Status: Archive → Ready to bind')).toBeVisible();
  await expect(admin.getByLabel('Status')).toHaveValue('Ready to bind');

  const steps = history.locator('.staff-history__item > p > strong');
  await expect(steps).toHaveText([
    'Unarchived',
    'Archived',
    'Locked',
    'Status set',
    'Agent assigned',
  ]);

  // The panels fit the narrowest supported width without scrolling sideways.
  await staff.setViewportSize({ width: 280, height: 900 });
  const overflow = await staff.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
