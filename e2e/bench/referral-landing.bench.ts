/**
 * `pnpm bench` figure (not a test: nothing here asserts a time): how long a referred client waits
 * from opening the link in a payroll partner's mail (`/quotation?referralToken=`) until the
 * wizard shows "Referred by <payroll company>" with its first step, in a fresh browser (nothing
 * cached), as the median of several runs; with the requests the page made on the way, how many
 * were API calls, and the JavaScript it downloaded.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { newUser, waitForMail } from '../support/api';
import { repOfNewCompany } from '../support/partners';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function referralLink(request: APIRequestContext, run: number): Promise<string> {
  const { repToken, suffix } = await repOfNewCompany(request, 'Bench Payroll', `BN${run}`);
  const client = newUser('bench-referred');
  const referral = await request.post('/api/payroll-partners/referraltrak/new-biz/wc', {
    headers: { Authorization: `Bearer ${repToken}` },
    data: {
      businessName: `Bench Bakery ${suffix}`,
      firstName: 'Dana',
      lastName: 'Baker',
      email: client.email,
    },
  });
  expect(referral.status(), await referral.text()).toBe(201);
  const mail = await waitForMail(request, client.email, 'referral-quote-invitation');
  const link = /https?:\/\/[^/\s]+(\/quotation\?referralToken=[\w%-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return link![1];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

test('a referred client landing from the mailed link', async ({ browser, request }) => {
  test.setTimeout(RUNS * 60_000);
  const shown: number[] = [];
  const rows: string[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const path = await referralLink(request, run);
    const context = await browser.newContext();
    const page = await context.newPage();
    let start = Date.now();
    let requests = 0;
    let apiCalls = 0;
    let scriptBytes = 0;
    const timeline: string[] = [];
    page.on('requestfinished', (req) => {
      requests += 1;
      const timing = req.timing();
      const { pathname } = new URL(req.url());
      timeline.push(
        `      ${String(Math.round(timing.startTime - start)).padStart(5)} ms +${String(Math.round(timing.responseEnd)).padStart(4)} ms ${pathname}`,
      );
      if (new URL(req.url()).pathname.startsWith('/api/')) apiCalls += 1;
      if (req.resourceType() === 'script') {
        void req.sizes().then((sizes) => {
          scriptBytes += sizes.responseBodySize;
        });
      }
    });
    start = Date.now();
    await page.goto(path);
    await page.getByText(/^Referred by Bench Payroll/).waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 60_000 });
    const ms = Date.now() - start;
    shown.push(ms);
    rows.push(
      `    run ${run + 1}: ${ms} ms, ${requests} requests (${apiCalls} to the API), ${(scriptBytes / 1000).toFixed(0)} kB of JavaScript`,
    );
    // BENCH_DETAIL=1 prints each request: when it started after the link was opened, and how long.
    if (process.env.BENCH_DETAIL === '1') rows.push(...timeline);
    await context.close();
  }
  console.log(
    `\nReferred client's landing (fresh browser, link to "Referred by" and the first step), ${RUNS} runs`,
  );
  for (const row of rows) console.log(row);
  console.log(`  median: ${median(shown)} ms (was 4.5 s when first measured)`);
});
