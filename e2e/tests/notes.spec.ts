/** Staff notes on the quote page: an admin adds two notes, pins both, reorders them, archives one. */
import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, useSession } from '../support/api';

test('an admin adds notes on a quote, pins and reorders them, and archives one', async ({
  page,
  context,
  request,
}) => {
  // A visitor starts a quote; the notes belong to that visitor's client record.
  const visitor = newUser('notes');
  const started = await request.post('/api/quote/saveForLater', {
    data: { coverageType: 'wc', email: visitor.email, firstName: visitor.firstName },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { id: quoteId } = (await started.json()) as { id: string };

  const admin = await signInToken(request, ADMIN.email, ADMIN.password);
  await useSession(context, admin.access_token);
  await page.goto(`/dashboard/quote/${quoteId}`);
  const panel = page.getByRole('region', { name: 'Notes' });
  await expect(panel.getByText('No pinned notes.')).toBeVisible();

  const text = panel.getByRole('textbox', { name: 'New note' });
  await text.fill('Call the owner after 3pm');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByText('Call the owner after 3pm')).toBeVisible();
  await expect(text).toHaveValue('');
  await text.fill('Carrier wants the loss runs');
  await panel.getByRole('combobox', { name: 'About' }).selectOption('policy');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByText('Carrier wants the loss runs')).toBeVisible();

  await panel.getByRole('button', { name: 'Pin note: Call the owner after 3pm' }).click();
  await panel.getByRole('button', { name: 'Pin note: Carrier wants the loss runs' }).click();
  const pinned = panel.getByRole('list').first();
  await expect(pinned.getByRole('listitem')).toHaveCount(2);
  await expect(pinned.getByRole('listitem').first()).toContainText('Call the owner after 3pm');

  // Reorder with the keyboard: the second pinned note moves up and keeps the focus.
  await panel
    .getByRole('button', { name: 'Move up note: Carrier wants the loss runs (pinned 2 of 2)' })
    .focus();
  await page.keyboard.press('Enter');
  await expect(pinned.getByRole('listitem').first()).toContainText('Carrier wants the loss runs');
  await expect(
    panel.getByRole('button', {
      name: 'Move down note: Carrier wants the loss runs (pinned 1 of 2)',
    }),
  ).toBeFocused();

  // The order is the server's: it survives a reload.
  await page.reload();
  await expect(pinned.getByRole('listitem').first()).toContainText('Carrier wants the loss runs');

  await panel.getByRole('button', { name: 'Archive note: Call the owner after 3pm' }).click();
  await expect(pinned.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByText('Call the owner after 3pm')).toBeHidden();
  await panel.getByRole('checkbox', { name: 'Show archived notes (1)' }).check();
  await expect(
    panel.getByRole('list', { name: 'Archived notes' }).getByText('Call the owner after 3pm'),
  ).toBeVisible();

  await panel.getByRole('radio', { name: 'This policy' }).check();
  await expect(panel.getByRole('list', { name: 'Archived notes' })).toBeHidden();

  // The panel fits a 280 px screen without sideways scrolling.
  await page.setViewportSize({ width: 280, height: 800 });
  await panel.getByRole('radio', { name: 'All' }).check();
  const overflow = await panel.evaluate((el) => ({
    inner: el.scrollWidth - el.clientWidth,
    right: el.getBoundingClientRect().right - document.documentElement.clientWidth,
  }));
  expect(overflow.inner).toBeLessThanOrEqual(0);
  expect(overflow.right).toBeLessThanOrEqual(0);
});
