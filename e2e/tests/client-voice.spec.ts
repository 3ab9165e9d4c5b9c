/**
 * After the purchase the client's pages speak as the policy's keeper: a visitor compares the
 * carriers' answers (cheapest first, the lowest marked, side by side), buys, the owners sign and
 * an admin binds; the visitor signs up and is asked to confirm their email rather than dropped
 * into a blank quote; once confirmed, the quote's page is the policy (it starts on a day, no
 * other carrier to choose) and My policies says when it starts.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, waitForMail } from '../support/api';
import {
  chooseAndCheckout,
  fillEft,
  landscaperQuotes,
  payOnSandboxPage,
  TEST_CARDS,
  type Buyer,
} from '../support/purchase';
import { isoDay } from '../support/quotation';
import { sidewaysOverflow } from '../support/layout';

test.describe.configure({ timeout: 300_000 });

const POLICY_NUMBER = 'WC-VOICE-0007';

/** A calendar day in words, as the app writes it (December 4, 2026). */
function inWords(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

async function screenshot(page: Page, name: string) {
  for (const width of [1440, 280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await sidewaysOverflow(page);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `artifacts/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The owners sign from their mailed links and the admin saves and activates the policy. */
async function signAndBind(
  request: APIRequestContext,
  quoteId: string,
  effectiveDate: string,
): Promise<void> {
  const { access_token } = await signInToken(request, ADMIN.email, ADMIN.password);
  const headers = { Authorization: `Bearer ${access_token}` };
  let signers: Array<{ name: string; email: string }> = [];
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/wc/owner_packets', {
          params: { quoteId },
          headers,
        });
        const body = (await response.json()) as { packetStatus: string; signers: typeof signers };
        signers = body.signers;
        return body.packetStatus;
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe('sent');
  for (const signer of signers) {
    const same = signers.filter((s) => s.email === signer.email);
    let tokens: string[] = [];
    await expect
      .poll(
        async () => {
          const response = await request.get('/api/dev/mailbox', {
            params: { to: signer.email },
            headers,
          });
          const mails = (await response.json()) as Array<{ template: string; text: string }>;
          tokens = mails
            .filter((m) => m.template === 'signature-request')
            .map((m) => m.text.match(/\/sign\/([\w-]+)/)?.[1] ?? '');
          return tokens.length;
        },
        { timeout: 60_000, intervals: [500, 1000, 2000] },
      )
      .toBeGreaterThanOrEqual(same.length);
    const signed = await request.post(`/api/signatures/sign/${tokens[same.indexOf(signer)]}`, {
      data: { typedName: signer.name, consent: true },
    });
    expect(signed.status(), await signed.text()).toBeLessThan(300);
  }
  const read = async () =>
    (await (await request.get(`/api/quote/getQuote/${quoteId}`, { headers })).json()) as {
      status: string;
      selectedCarrierQuoteId: string;
      carrierQuotes: Array<{ id: string; carrier: string; annualPremiumCents: number }>;
    };
  await expect.poll(async () => (await read()).status).toBe('Completed');
  const quote = await read();
  const chosen = quote.carrierQuotes.find((q) => q.id === quote.selectedCarrierQuoteId)!;
  const saved = await request.post('/api/quote/updateQuotePolicy', {
    headers,
    data: {
      quoteId,
      policyNumber: POLICY_NUMBER,
      carrier: chosen.carrier,
      effectiveDate,
      expirationDate: isoDay(372),
      annualPremiumCents: chosen.annualPremiumCents,
      billingInfo: 'Direct bill by EFT, full payment',
      blanketAdditionalInsured: false,
      blanketWaiverOfSubrogation: false,
      portalLink: 'https://carrier.example.com/policy',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const activated = await request.post('/api/quote/activePolicy', {
    headers,
    data: { quoteId },
  });
  expect(activated.status(), await activated.text()).toBe(200);
}

test('results help a choice; after binding the quote page and My policies speak as the policy', async ({
  page,
  browser,
  request,
}) => {
  const buyer: Buyer = {
    businessName: 'Willow Bend Landscaping LLC',
    firstName: 'Iris',
    lastName: 'Moreno',
    email: newUser('voice').email,
    fein: '94-7659876',
  };
  await landscaperQuotes(page, buyer);
  const quoteId = new URL(page.url()).searchParams.get('quoteId') as string;

  // The cards: quotes to buy online first, cheapest first; one lowest price marked.
  const list = page.getByRole('list', { name: 'Your quotes' });
  await expect(page.getByText(/^All \d+ carriers answered\./)).toBeVisible({ timeout: 60_000 });
  const cards = await list.getByRole('article').evaluateAll((articles) =>
    articles.map((article) => ({
      online: article.textContent?.includes('Ready to buy.') ?? false,
      premium: Number(
        (article.querySelector('.carrier-card__premium strong')?.textContent ?? '').replace(
          /[^\d]/g,
          '',
        ) || Number.NaN,
      ),
    })),
  );
  const online = cards.filter((c) => c.online);
  expect(online.length).toBeGreaterThan(0);
  expect(cards.slice(0, online.length).every((c) => c.online)).toBe(true);
  const prices = online.map((c) => c.premium);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  const priced = cards.filter((c) => !Number.isNaN(c.premium));
  if (priced.length > 1) {
    await expect(list.getByText('Lowest price')).toHaveCount(1);
    await page.getByRole('button', { name: 'Compare side by side' }).click();
    const table = page.getByRole('table', { name: /Priced quotes you can choose/ });
    await expect(table.getByRole('rowheader', { name: 'Payment plans' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Differs from your request' })).toBeVisible();
    await screenshot(page, 'results-compare');
  }

  await chooseAndCheckout(page);
  await fillEft(page, buyer.email);
  await page.getByRole('button', { name: 'Save billing information' }).click();
  await expect(page.getByText('Account ending 6789')).toBeVisible();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await payOnSandboxPage(page, TEST_CARDS.pays);
  await expect(
    page.getByRole('heading', { name: 'Thank you, your payment was received' }),
  ).toBeVisible();
  const effectiveDate = isoDay(7);
  await signAndBind(request, quoteId, effectiveDate);

  // The visitor signs up: a page that says what to do, not a blank quote.
  const context = await browser.newContext();
  const client = await context.newPage();
  const password = 'willow-bend-password-4';
  await client.goto('/register');
  await client.getByLabel('First name').fill(buyer.firstName);
  await client.getByLabel('Last name').fill(buyer.lastName);
  await client.getByLabel('Email').fill(buyer.email);
  await client.getByLabel('Password', { exact: true }).fill(password);
  await client.getByLabel('Confirm password').fill(password);
  await client.getByRole('button', { name: 'Create account' }).click();
  await expect(client).toHaveURL(/\/client\/policies/);
  await expect(client.getByText('Please confirm your email')).toBeVisible();
  await expect(client.getByRole('button', { name: 'Send a new confirmation link' })).toBeVisible();
  await expect(client.getByText('Security check')).toHaveCount(0);
  await screenshot(client, 'client-unconfirmed');

  // Confirmed: "Go to my quotes" is the client's quotes, not a new quote.
  const verify = await waitForMail(request, buyer.email, 'verify-email');
  const link = new URL(verify.text.match(/https?:\/\/\S+\/verify-email\?token=\S+/)![0]);
  await client.goto(link.pathname + link.search);
  await expect(client.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
  await expect(client.getByRole('link', { name: 'Go to my quotes' })).toHaveAttribute(
    'href',
    '/client/policies#quotes',
  );

  // The quote's page is the policy now.
  await client.goto(`/quotation?quoteId=${quoteId}`);
  await expect(client.getByRole('heading', { level: 1, name: 'Your policy' })).toBeVisible();
  await expect(client.getByText(`Starts ${inWords(effectiveDate)}`)).toBeVisible();
  await expect(client.getByText(POLICY_NUMBER)).toBeVisible();
  await expect(client.getByRole('link', { name: 'Open your policy' })).toHaveAttribute(
    'href',
    `/client/policies/${quoteId}`,
  );
  await expect(client.getByRole('button', { name: /^Choose / })).toHaveCount(0);
  await expect(client.getByText('Ready to buy.')).toHaveCount(0);
  await expect(client.getByText(/still choose another quote/)).toHaveCount(0);
  await expect(client.getByText('In force')).toHaveCount(0);
  await screenshot(client, 'client-quote-bound');

  // My policies says when it starts, not "Active".
  await client.goto('/client/policies');
  const card = client
    .getByRole('list', { name: 'Bound policies' })
    .getByRole('article')
    .filter({ hasText: POLICY_NUMBER });
  await expect(card.getByText(`Starts ${inWords(effectiveDate)}`)).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toHaveCount(0);
  await expect(client.getByText('Please confirm your email')).toHaveCount(0);
  await screenshot(client, 'client-policies-upcoming');
  await context.close();
});
