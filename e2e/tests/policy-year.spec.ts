/**
 * The policy year in the browser: a client buys on instalments with a card that pays at checkout
 * and declines every later charge on file; the policy is bound effective eleven months ago, so
 * its instalments are due and its renewal window is open; after an outage an admin runs billing
 * for the three missed days it retried on from Settings → Daily runs, so the instalments due are
 * declined on file three times and missed; the client pays one now on the provider's page; the
 * client accepts a payroll change; the admin runs renewals now; the client confirms the
 * payroll and renews in one click; an admin cancels the renewal term from the cancellation panel.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, useSession, waitForMail } from '../support/api';
import { adminApi } from '../support/binding';
import {
  chooseAndCheckout,
  fillEft,
  landscaperQuotes,
  payOnSandboxPage,
  type Buyer,
} from '../support/purchase';
import { isoDay } from '../support/quotation';

/** The sandbox card that pays at checkout and declines every later charge on file. */
const DECLINES_ON_FILE = '4000 0000 0000 0341';
const PASSWORD = 'maple-yard-password-1';

interface QuoteAnswer {
  id: string;
  version: number;
  selectedCarrierQuoteId: string | null;
  carrierQuotes: Array<{ id: string; carrier: string; annualPremiumCents: number | null }>;
}

/** Cents as the pages show them: $1,234.56. */
const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A day as the pages write it: December 28, 2026. */
const longDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A full-page screenshot from the top, so the sticky header sits where it belongs. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a client buys on instalments; an admin runs billing and renewals now; the client sees each step', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const buyer: Buyer = {
    businessName: 'Maple Yard Landscaping LLC',
    firstName: 'Rosa',
    lastName: 'Delgado',
    email: newUser('policy-year').email,
    fein: '94-7654331',
  };

  // The client buys on "Payments" (25% down, 9 monthly instalments) with the card.
  await landscaperQuotes(page, buyer);
  const quoteId = new URL(page.url()).searchParams.get('quoteId') as string;
  await chooseAndCheckout(page);
  await page.getByRole('radio', { name: /^Payments/ }).check();
  await expect(page.getByText(/today\. Then 9 monthly payments of/).first()).toBeVisible();
  await fillEft(page, buyer.email);
  await page.getByRole('button', { name: 'Save billing information' }).click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await payOnSandboxPage(page, DECLINES_ON_FILE);
  await expect(
    page.getByRole('heading', { name: 'Thank you, your payment was received' }),
  ).toBeVisible();
  await shot(page, '1-bought');

  // Staff bind it effective eleven months ago: instalments are due, the renewal window is open.
  const { access_token: adminToken } = await signInToken(request, ADMIN.email, ADMIN.password);
  const headers = { Authorization: `Bearer ${adminToken}` };
  const api = adminApi(request, adminToken);
  const post = async (path: string, data: unknown) => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
  };
  const quote = await api.json<QuoteAnswer>(`/api/quote/getQuote/${quoteId}`);
  const chosen = quote.carrierQuotes.find((q) => q.id === quote.selectedCarrierQuoteId)!;
  await post('/api/quote/setQuoteStatus', {
    id: quote.id,
    version: quote.version,
    status: 'Completed',
  });
  const effectiveDate = isoDay(-335);
  await post('/api/quote/updateQuotePolicy', {
    quoteId,
    policyNumber: 'WC-YEAR-2026-00077',
    carrier: chosen.carrier,
    effectiveDate,
    expirationDate: isoDay(30),
    annualPremiumCents: chosen.annualPremiumCents,
    billingInfo: 'Direct bill, 25% down and 9 monthly instalments',
    blanketAdditionalInsured: false,
    blanketWaiverOfSubrogation: false,
    portalLink: 'https://carrier.example.com/portal',
  });
  await post('/api/quote/activePolicy', { quoteId });

  // The client registers and sees the schedule: every instalment still scheduled.
  const register = await request.post('/api/users/register', {
    data: {
      email: buyer.email,
      password: PASSWORD,
      firstName: buyer.firstName,
      lastName: buyer.lastName,
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const { access_token: clientToken } = (await register.json()) as { access_token: string };
  const verify = await waitForMail(request, buyer.email, 'verify-email');
  const verifyToken = decodeURIComponent(/token=([\w%-]+)/.exec(verify.text)![1]);
  const verified = await request.post('/api/users/verify-email', { data: { token: verifyToken } });
  expect(verified.status(), await verified.text()).toBeLessThan(300);
  const clientContext = await browser.newContext();
  await useSession(clientContext, clientToken);
  const client = await clientContext.newPage();
  await client.goto(`/client/policies/${quoteId}`);
  const schedule = client.getByRole('region', { name: 'Payment schedule' });
  const rows = schedule.getByRole('table', { name: 'Instalments' }).getByRole('row');
  await expect(rows).toHaveCount(10);
  await expect(schedule.getByText('Scheduled')).toHaveCount(9);
  await expect(schedule.getByTestId('balance-due')).toHaveText('$0.00');
  await shot(client, '2-schedule-before-billing');

  // The admin runs today's billing now from Settings → Daily runs.
  const staffContext = await browser.newContext();
  await useSession(staffContext, adminToken);
  const staff = await staffContext.newPage();
  await staff.goto('/dashboard/settings/daily-runs');
  await expect(staff.getByRole('heading', { level: 2, name: 'Daily runs' })).toBeVisible();
  const billingRow = staff
    .getByRole('row')
    .filter({ has: staff.getByRole('rowheader', { name: /Instalment billing/ }) });
  await expect(billingRow.getByText('Every day at 09:00 UTC')).toBeVisible();
  // The runs were down for nine days: the admin runs billing for each missed day in order, as
  // its cron would have. Every instalment due is declined on the card on file, retried three
  // days later, and missed after the third try.
  const runFor = async (day: string) => {
    await billingRow.getByLabel('Day to run Instalment billing for').fill(day);
    await billingRow.getByRole('button', { name: 'Run Instalment billing now' }).click();
    await expect(billingRow.getByText(`Run for ${day}: done`)).toBeVisible({ timeout: 60_000 });
    const counts = (await billingRow.getByRole('status').innerText()).replace(/\s+/g, ' ');
    return Number(/Declined: (\d+)/.exec(counts)![1]);
  };
  expect(await runFor(isoDay(-9))).toBeGreaterThanOrEqual(1);
  await expect(billingRow.getByText('Run by an admin')).toBeVisible();
  await shot(staff, '3-billing-run-for-a-missed-day');
  expect(await runFor(isoDay(-6))).toBeGreaterThanOrEqual(1);
  expect(await runFor(isoDay(-3))).toBeGreaterThanOrEqual(1);

  // The client's schedule: the instalments due were declined three times, are missed and owed.
  await client.reload();
  const missedRows = schedule.getByRole('row').filter({ hasText: /Missed/ });
  await expect(missedRows.first()).toBeVisible();
  const due = await missedRows.count();
  expect(due).toBeGreaterThanOrEqual(1);
  const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
  const owedMissed = cents(await schedule.getByTestId('balance-due').innerText());
  const instalmentCents = cents(await missedRows.first().getByRole('cell').nth(2).innerText());
  expect(owedMissed).toBe(due * instalmentCents);
  await shot(client, '4-schedule-missed');

  // The client pays one missed instalment now, with a card that pays, on the provider's page.
  await client
    .getByRole('button', { name: `Pay ${usd(instalmentCents)} now` })
    .first()
    .click();
  await payOnSandboxPage(client, '4242 4242 4242 4242');
  await expect(client.getByText('Thank you, your instalment is paid.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(schedule.getByTestId('balance-due')).toHaveText(usd(owedMissed - instalmentCents));
  await expect(schedule.getByRole('row').filter({ hasText: /Missed/ })).toHaveCount(due - 1);
  const owedAfterBilling = owedMissed - instalmentCents;
  await shot(client, '4b-missed-instalment-paid-now');

  // The client asks for a payroll change (lower payroll from today); it is priced and offered,
  // and the client accepts it on their policy page.
  const clientHeaders = { Authorization: `Bearer ${clientToken}` };
  const asked = await request.post(`/api/quote/${quoteId}/endorsements`, {
    headers: clientHeaders,
    data: {
      type: 'change_payroll',
      effectiveDate: isoDay(0),
      payroll: [
        { state: 'CA', classCode: '0042', payrollCents: 20_000_000 },
        { state: 'CA', classCode: '8810', payrollCents: 4_500_000 },
      ],
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const offer = (await asked.json()) as { status: string; proRataCents: number };
  expect(offer.status).toBe('offered');
  expect(offer.proRataCents).toBeLessThan(0);
  const refund = usd(-offer.proRataCents);
  await client.reload();
  const changes = client.getByRole('region', { name: 'Changes to your policy' });
  await expect(changes.getByText('Payroll change')).toBeVisible();
  await expect(changes.getByText('Offered')).toBeVisible();
  await expect(changes.getByText(refund)).toBeVisible();
  await shot(client, '5-endorsement-offered');
  await changes.getByRole('button', { name: 'Accept the change' }).click();
  // What the client owes for the declined instalments is more than the return premium: it is
  // set against that, so nothing goes back to the card.
  await expect(changes.getByText('Version 2: nothing to pay or refund.')).toBeVisible();
  await expect(changes.getByText('Version 2 in force: annual premium')).toBeVisible();
  await expect(schedule.getByTestId('balance-due')).toHaveText(
    usd(owedAfterBilling + offer.proRataCents),
  );
  await expect(changes.getByText('Issued')).toBeVisible();
  // The audit preview counts the change: the term's premium is now the endorsed one.
  const audit = client.getByRole('region', { name: 'Premium audit' });
  await expect(
    audit
      .getByRole('definition')
      .filter({ hasText: usd(chosen.annualPremiumCents! + offer.proRataCents) }),
  ).toBeVisible();
  await shot(client, '6-endorsement-issued');

  // The admin runs renewals now: the renewal of the policy ending in 30 days opens.
  const renewalsRow = staff
    .getByRole('row')
    .filter({ has: staff.getByRole('rowheader', { name: /^Renewals/ }) });
  await renewalsRow.getByRole('button', { name: 'Run Renewals now' }).click();
  await expect(renewalsRow.getByText(`Run for ${isoDay(0)}: done`)).toBeVisible({
    timeout: 60_000,
  });
  await expect(renewalsRow.getByRole('status')).toContainText(/Opened: [1-9]/);
  await shot(staff, '7-renewals-run-now');

  // The client confirms the payroll in the renewal card and sees the offer.
  await client.reload();
  const renewal = client.getByRole('region', { name: 'Renewal' });
  await expect(renewal.getByText(/Your policy renews on/)).toBeVisible();
  await renewal.getByRole('button', { name: 'Confirm payroll' }).click();
  await expect(renewal.getByText(/^Renewal offer: \$/)).toBeVisible();
  await shot(client, '8-renewal-offer');

  // One click renews on the same billing; the new term is a policy of its own.
  await renewal.getByRole('button', { name: 'Renew my policy' }).click();
  await expect(
    renewal.getByText(`Renewed: the new term starts on ${longDay(isoDay(30))}.`),
  ).toBeVisible();
  await renewal.getByRole('link', { name: 'See the new term' }).click();
  await expect(client).not.toHaveURL(new RegExp(`/client/policies/${quoteId}$`));
  const renewedId = new URL(client.url()).pathname.split('/').pop()!;
  await expect(client.getByText(`${longDay(isoDay(30))} to ${longDay(isoDay(395))}`)).toBeVisible();
  await shot(client, '9-renewed-term');

  // An admin cancels the renewal term flat from the staff cancellation panel.
  await staff.goto(`/dashboard/quote/${renewedId}`);
  const cancellation = staff.getByRole('region', { name: 'Policy cancellation' });
  await expect(cancellation.getByText('The policy is not cancelled.')).toBeVisible();
  await cancellation.getByRole('button', { name: 'Cancel policy' }).click();
  const form = cancellation.getByRole('form', { name: 'Cancel the policy' });
  await form.getByLabel('Reason').selectOption('client_request');
  await form.getByLabel('Cancellation date').fill(isoDay(30));
  await form.getByRole('button', { name: 'Preview return premium' }).click();
  const preview = form.getByRole('region', { name: 'Return premium preview' });
  await expect(preview.getByText('Flat')).toBeVisible();
  await shot(staff, '10-cancellation-preview');
  await preview.getByRole('button', { name: 'Cancel the policy' }).click();
  await preview.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(cancellation.getByText(`Cancelled from ${longDay(isoDay(30))}.`)).toBeVisible();
  await shot(staff, '11-renewal-cancelled');

  await staffContext.close();
  await clientContext.close();
});
