import { expect, test } from '@playwright/test';
import { newUser } from '../support/api';
import { BANK, chooseAndCheckout, fillEft, landscaperQuotes } from '../support/purchase';

// The journey runs the whole quote wizard first.
test.describe.configure({ timeout: 180_000 });

test('checkout asks for one account holder name, the provider shows only the chosen way to pay, and the link outside its session says how to go on', async ({
  page,
  browser,
}) => {
  const buyer = {
    businessName: 'Greenleaf Gardens LLC',
    firstName: 'Rosa',
    lastName: 'Alvarez',
    email: newUser('fields').email,
    fein: '94-7654321',
  };
  await landscaperQuotes(page, buyer);
  await chooseAndCheckout(page);
  const cartUrl = page.url();

  // One name for the bank account.
  await expect(page.getByLabel('Account holder name')).toBeVisible();
  await expect(page.getByLabel('Name on account')).toHaveCount(0);
  await expect(page.getByLabel('Account holder names')).toHaveCount(0);
  await fillEft(page, buyer.email);
  await page.screenshot({ path: 'artifacts/screenshots/checkout-fields-cart.png', fullPage: true });
  await page.getByRole('button', { name: 'Save billing information' }).click();
  // The saved billing names the account holder (the business's name is on the page too).
  await expect(page.locator('.checkout-line').filter({ hasText: BANK.holder })).toBeVisible();

  // The provider's page: the card's fields, or the bank's, never both.
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-payments\/checkout\//);
  await expect(page.getByLabel(/^Card number/)).toBeVisible();
  await expect(page.getByLabel('Routing number')).toBeHidden();
  await expect(page.getByLabel('Account number')).toBeHidden();
  await page.getByLabel('Bank account (ACH)').check();
  await expect(page.getByLabel('Routing number')).toBeVisible();
  await expect(page.getByLabel(/^Card number/)).toBeHidden();
  await expect(page.getByLabel('Security code')).toBeHidden();
  await page.screenshot({ path: 'artifacts/screenshots/checkout-fields-provider-bank.png' });
  // Still a provider's checks: the bank's fields are read, and a wrong routing number is said.
  await page.getByLabel('Account holder name').fill(BANK.holder);
  await page.getByLabel('Routing number').fill(BANK.badRouting);
  await page.getByLabel('Account number').fill(BANK.account);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('alert')).toContainText('routing number');
  await expect(page.getByLabel('Bank account (ACH)')).toBeChecked();
  await expect(page.getByLabel(/^Card number/)).toBeHidden();
  await page.getByLabel('Routing number').fill(BANK.routing);
  await page.getByLabel('Account number').fill(BANK.account);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/ascend\/callback\?result=.+&signature=/);
  await expect(
    page.getByRole('heading', { name: /Thank you, your payment was received/ }),
  ).toBeVisible();
  // The footer is dated this year.
  await expect(
    page.getByText(`© ${new Date().getFullYear()} Coverline. All rights reserved.`),
  ).toBeVisible();

  // The checkout link opened in another browser: what happened, and the ways on.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(cartUrl);
  await expect(
    other.getByRole('heading', { name: 'Sign in to continue to checkout' }),
  ).toBeVisible();
  await expect(other.getByText('Unauthorized')).toHaveCount(0);
  await other.screenshot({
    path: 'artifacts/screenshots/checkout-outside-session.png',
    fullPage: true,
  });
  await other
    .getByRole('region', { name: 'Sign in to continue to checkout' })
    .getByRole('link', { name: 'Sign in' })
    .click();
  await expect(other).toHaveURL(/\/login\?redirect=/);
  await elsewhere.close();
});
