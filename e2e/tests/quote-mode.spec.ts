/**
 * API and manual quotes: an admin converts a visitor's rated quote to manual (confirming that
 * the original proposal is lost), enters a carrier quote by hand that the visitor then sees in
 * the results, and switches back to the API, which erases the manual entry.
 */
import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, useSession } from '../support/api';
import { landscaperQuotes } from '../support/purchase';
import { toastSays } from '../support/toast';

// The journey runs the whole quote wizard first.
test.describe.configure({ timeout: 180_000 });

test("an admin converts a visitor's quote to manual, enters a quote the visitor sees, and switches back", async ({
  page,
  browser,
  request,
}) => {
  await landscaperQuotes(page, {
    businessName: 'Cedar Row Gardens LLC',
    firstName: 'Robin',
    lastName: 'Hale',
    email: newUser('manual-quote').email,
    fein: '94-7650221',
  });
  const quoteId = new URL(page.url()).searchParams.get('quoteId')!;
  await expect(page.getByRole('article', { name: 'Hartford' })).toBeVisible();

  const { access_token: token } = await signInToken(request, ADMIN.email, ADMIN.password);
  const context = await browser.newContext();
  await useSession(context, token);
  const staff = await context.newPage();
  await staff.goto(`/dashboard/quote/${quoteId}`);
  await expect(staff.getByRole('heading', { name: 'Cedar Row Gardens LLC' })).toBeVisible();
  const panel = staff.getByRole('region', { name: 'API / manual' });
  const history = staff.getByRole('region', { name: 'History' });
  await expect(panel.getByTestId('quote-mode')).toHaveText('API');

  await panel.getByRole('button', { name: 'Convert to manual' }).click();
  await expect(panel.getByText('Converting to manual loses the original proposal.')).toBeVisible();
  await panel.screenshot({ path: test.info().outputPath(`confirm-manual.png`) });
  await panel.getByRole('button', { name: 'Yes, convert' }).click();
  await toastSays(staff, 'The quote is now manual');
  await expect(panel.getByTestId('quote-mode')).toHaveText('Manual');
  await expect(panel.getByText('No manual carrier quotes yet.')).toBeVisible();

  const form = panel.getByRole('form', { name: 'Add a manual carrier quote' });
  await form.getByLabel('Carrier').selectOption('Markel');
  await form.getByLabel('Annual premium (USD)').fill('4,321.09');
  await form.getByLabel('Notes shown with the quote').fill('Includes a loss control visit');
  await form.getByRole('button', { name: 'Add quote' }).click();
  await toastSays(staff, 'Markel quote added');
  const table = panel.getByRole('table', { name: 'Manual carrier quotes' });
  await expect(table.getByText('$4,321.09')).toBeVisible();
  await expect(history.getByText('Manual carrier quote added')).toBeVisible();
  await panel.screenshot({ path: test.info().outputPath(`manual-panel.png`) });

  // The visitor sees the manual quote in the results, and no longer the carriers' answers.
  await page.reload();
  const markel = page.getByRole('article', { name: 'Markel' });
  await expect(markel.getByText('$4,321.09')).toBeVisible();
  await expect(markel.getByText('Includes a loss control visit')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Hartford' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(`client-results.png`), fullPage: true });

  await panel.getByRole('button', { name: 'Switch to API' }).click();
  await expect(panel.getByText('Switching to API erases the manual details.')).toBeVisible();
  await panel.getByRole('button', { name: 'Yes, switch' }).click();
  await toastSays(staff, 'The quote is quoted through the API again');
  await expect(panel.getByTestId('quote-mode')).toHaveText('API');
  await expect(panel.getByRole('table', { name: 'Manual carrier quotes' })).toHaveCount(0);
  await expect(history.locator('.staff-history__item > p > strong')).toHaveText([
    'Switched to API',
    'Manual carrier quote added',
    'Converted to manual',
  ]);

  // The manual entry is gone; the carriers are asked again.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Hartford' })).toBeVisible();
  await expect(page.getByText('$4,321.09')).toHaveCount(0);
  await expect(page.getByText('Includes a loss control visit')).toHaveCount(0);
  await staff.screenshot({ path: test.info().outputPath(`staff-page.png`), fullPage: true });
  await context.close();
});
