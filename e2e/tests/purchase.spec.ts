import { expect, test, type Page } from '@playwright/test';
import { newUser } from '../support/api';
import {
  BANK,
  chooseAndCheckout,
  fillEft,
  landscaperQuotes,
  payOnSandboxPage,
  TEST_CARDS,
  type Buyer,
} from '../support/purchase';

// Each journey runs the whole quote wizard first.
test.describe.configure({ timeout: 180_000 });

function newBuyer(prefix: string): Buyer {
  return {
    businessName: 'Greenleaf Gardens LLC',
    firstName: 'Rosa',
    lastName: 'Alvarez',
    email: newUser(prefix).email,
    fein: '94-7654321',
  };
}

const SUCCESS = 'Thank you, your payment was received';

async function shoot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  // From the top, so the sticky header is where a person sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `artifacts/screenshots/${name}-${width}.png`, fullPage: true });
}

/** Screenshots at the widest and the narrowest width the app supports, then back to desktop. */
async function shootBoth(page: Page, name: string) {
  await shoot(page, name, 1440);
  await shoot(page, name, 280);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Which pay-as-you-go checkouts the page starts, to count them. */
function checkoutRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/quote/checkout/ascend')) {
      sent.push(request.postData() ?? '');
    }
  });
  return sent;
}

test('a visitor buys a workers compensation quote by EFT and reaches the success screen', async ({
  page,
}) => {
  const buyer = newBuyer('eft');
  await landscaperQuotes(page, buyer);
  const resultsShown = Date.now();
  await chooseAndCheckout(page);

  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/billingInfo/create')) saves.push(request.method());
  });
  // Direct bill by EFT with full payment are the defaults.
  await expect(
    page.getByRole('radio', { name: /^Direct bill The carrier bills you/ }),
  ).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Direct bill by bank transfer/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Full payment/ })).toBeChecked();
  await fillEft(page, buyer.email);
  await page.getByLabel('Routing number').fill(BANK.badRouting);
  await page.getByLabel('Routing number').blur();
  const checksum = page.getByText('Routing number is not a valid ABA routing number.');
  await expect(checksum).toBeVisible();
  await page.getByRole('button', { name: 'Save billing information' }).click();
  await expect(checksum).toBeVisible();
  await expect(page.getByLabel('Routing number')).toBeFocused();
  expect(saves, 'nothing is sent while a field is wrong').toEqual([]);

  await page.getByLabel('Routing number').fill(BANK.routing);
  await expect(checksum).toBeHidden();
  await page.getByRole('button', { name: 'Save billing information' }).click();
  await expect(page.getByText('Account ending 6789')).toBeVisible();
  await expect(page.getByText('Routing number ending 0021')).toBeVisible();
  await expect(page.getByText(BANK.account)).toHaveCount(0);
  expect(saves).toEqual(['POST']);

  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await payOnSandboxPage(page, TEST_CARDS.pays);
  await expect(page).toHaveURL(/\/ascend\/callback\?result=.+&signature=/);
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  await expect(page.getByText('Awaiting signatures')).toBeVisible();
  const automated = (Date.now() - resultsShown) / 1000;

  // A person types 4 bank fields and the email in the cart and 3 card fields on the provider's
  // page (about 7 s each), makes 5 clicks (choose, checkout, save, pay, pay; about 2 s each)
  // and reads the cart, the saved billing and the payment page (about 30 s), on top of the
  // waits the automated run measured.
  const typed = 8;
  const clicks = 5;
  const person = typed * 7 + clicks * 2 + 30 + automated;
  console.log(`results->paid: ${automated.toFixed(1)} s (automated run)`);
  console.log(
    `results->paid: ${person.toFixed(0)} s (estimate for a person: ${typed} fields, ${clicks} clicks)`,
  );
  await shootBoth(page, 'purchase-success');

  // Reloading the return page replays the signed result: nothing changes, and it says so.
  await page.reload();
  await expect(page.getByText('This payment was already recorded; nothing changed.')).toBeVisible();
});

test('a declined card returns to the cart with the message, and a retry pays', async ({ page }) => {
  const buyer = newBuyer('declined');
  await landscaperQuotes(page, buyer);
  await chooseAndCheckout(page);

  // The billing plans as the carrier offers them, before anything is typed.
  await shootBoth(page, 'purchase-cart-eft');
  await page.getByRole('radio', { name: /^Direct bill by mail or email/ }).check();
  await page.getByRole('radio', { name: /^Payments/ }).check();
  await expect(page.getByText(/today\. Then 9 monthly payments of/).first()).toBeVisible();
  await shootBoth(page, 'purchase-cart-mail');
  await page.getByRole('radio', { name: /^Pay as you go/ }).check();
  await expect(page.getByRole('heading', { name: 'Pay-as-you-go registration' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save billing information' })).toHaveCount(0);
  await shootBoth(page, 'purchase-cart-paygo');
  await page.getByRole('radio', { name: /^Direct bill The carrier bills you/ }).check();
  await page.getByRole('radio', { name: /^Direct bill by bank transfer/ }).check();
  await page.getByRole('radio', { name: /^Full payment/ }).check();

  await fillEft(page, buyer.email);
  await page.getByRole('button', { name: 'Save billing information' }).click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-payments\/checkout\//);
  await shootBoth(page, 'purchase-sandbox-page');
  await payOnSandboxPage(page, TEST_CARDS.declines);

  await expect(page).toHaveURL(/cart=true/);
  await expect(page.getByText('Your payment was declined')).toBeVisible();
  await expect(page.getByText(/Nothing was charged/)).toBeVisible();
  await page.getByRole('button', { name: /^Try again: pay \$/ }).click();
  await payOnSandboxPage(page, TEST_CARDS.pays);
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
});

test('a double click on Pay opens one checkout', async ({ page }) => {
  const buyer = newBuyer('double');
  await landscaperQuotes(page, buyer);
  await chooseAndCheckout(page);
  await fillEft(page, buyer.email);
  await page.getByRole('button', { name: 'Save billing information' }).click();

  const sent = checkoutRequests(page);
  await page.getByRole('button', { name: /^Pay \$/ }).dblclick();
  await expect(page).toHaveURL(/\/api\/sandbox-payments\/checkout\//);
  expect(sent, 'one request for a double click').toHaveLength(1);
  const first = page.url();

  // Back in the cart the payment is open; paying again answers the same checkout.
  await page.goBack();
  await expect(page.getByText(/A payment for this quote is already open/)).toBeVisible();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-payments\/checkout\//);
  expect(page.url()).toBe(first);
  const keys = new Set(
    sent.map((body) => (JSON.parse(body) as { idempotencyKey: string }).idempotencyKey),
  );
  expect(keys.size, 'the second visit is a new attempt with its own key').toBe(2);

  await payOnSandboxPage(page, TEST_CARDS.pays);
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
});
