/**
 * Lighthouse (desktop preset) and axe on the pages a purchase goes through: the quote's results,
 * the cart, the client's policy detail and the staff quote page of the bound policy. The journey
 * is the purchase journey's (a landscaper's workers compensation, paid by EFT, signed, bound by
 * the admin); each page is measured as its person sees it, in a browser holding their session.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import journeys, { ADMIN, baseURL } from '../playwright.config';
import { newUser, registerClient, signInToken, useSession, waitForMail } from '../support/api';
import { blockingViolations } from '../support/axe';
import { bindAsAdmin, payByEft, signAsEveryOwner } from '../support/binding';
import { chooseAndCheckout, landscaperQuotes, type Buyer } from '../support/purchase';

const GOAL = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

interface LighthouseResult {
  lhr: {
    categories: Record<
      string,
      { score: number | null; auditRefs: Array<{ id: string; weight: number }> }
    >;
    audits: Record<
      string,
      {
        title: string;
        score: number | null;
        displayValue?: string;
        details?: { items?: Array<{ node?: { snippet?: string }; score?: number }> };
      }
    >;
  };
}
type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config: unknown,
) => Promise<LighthouseResult | undefined>;

/** A Chromium that Lighthouse drives over its debugging port, sharing one profile's storage. */
async function lighthouseBrowser(): Promise<{
  context: BrowserContext;
  port: number;
  close: () => Promise<void>;
}> {
  const port = 9300 + Math.floor(Math.random() * 500);
  const profile = mkdtempSync(join(tmpdir(), 'coverline-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...journeys.use?.launchOptions,
    args: [...(journeys.use?.launchOptions?.args ?? []), `--remote-debugging-port=${port}`],
  });
  return {
    context,
    port,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

test('page quality of the purchase journey', async ({ page, browser, request }) => {
  // Lighthouse is an ES module; this file runs as CommonJS.
  const load = new Function('url', 'return import(url)') as (url: string) => Promise<any>;
  const lighthouse = (await load('lighthouse')).default as Lighthouse;
  const desktop = (
    await load(pathToFileURL(require.resolve('lighthouse/core/config/desktop-config.js')).href)
  ).default;
  const measurer = await lighthouseBrowser();
  const lines: string[] = [];

  /** Measures the page `at` shows, in the measuring browser given `at`'s cookies and storage. */
  async function measure(name: string, at: Page): Promise<void> {
    const violations = await blockingViolations(at);
    const state = await at.context().storageState();
    await measurer.context.clearCookies();
    await measurer.context.addCookies(state.cookies);
    const primer = await measurer.context.newPage();
    await primer.goto(`${baseURL}/api/health`);
    const stored = state.origins.find((o) => o.origin === new URL(baseURL).origin);
    await primer.evaluate((items) => {
      window.localStorage.clear();
      for (const { name: key, value } of items) window.localStorage.setItem(key, value);
    }, stored?.localStorage ?? []);
    await primer.close();
    const result = await lighthouse(
      at.url(),
      {
        port: measurer.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: true,
      },
      desktop,
    );
    const scores = CATEGORIES.map((category) =>
      Math.round((result?.lhr.categories[category]?.score ?? 0) * 100),
    );
    const metric = (id: string) => result?.lhr.audits[id]?.displayValue ?? 'n/a';
    const verdict = scores.every((s) => s >= GOAL) && violations.length === 0 ? 'OK' : 'MISS';
    lines.push(
      `  ${name.padEnd(14)} ${CATEGORIES.map((c, i) => `${c} ${scores[i]}`).join('  ')}` +
        `  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}` +
        `  CLS ${metric('cumulative-layout-shift')}  axe ${violations.length}: ${verdict}`,
    );
    for (const violation of violations) lines.push(`      ${violation}`);
    // What a category below the goal loses its points on, and the elements that shift.
    for (const category of CATEGORIES) {
      const found = result?.lhr.categories[category];
      if (!found || (found.score ?? 0) * 100 >= GOAL) continue;
      for (const ref of found.auditRefs.filter((r) => r.weight > 0)) {
        const audit = result?.lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 0.9) continue;
        lines.push(`      ${category}: ${audit.title} (${audit.displayValue ?? audit.score})`);
      }
    }
    for (const item of result?.lhr.audits['layout-shifts']?.details?.items ?? []) {
      lines.push(`      shifts ${item.score?.toFixed(3)}: ${item.node?.snippet?.slice(0, 110)}`);
    }
  }

  try {
    const buyer: Buyer = {
      businessName: 'Greenleaf Gardens LLC',
      firstName: 'Rosa',
      lastName: 'Alvarez',
      email: newUser('quality').email,
      fein: '94-7654321',
    };
    await landscaperQuotes(page, buyer);
    const quoteId = new URL(page.url()).searchParams.get('quoteId') as string;
    await measure('results', page);
    await chooseAndCheckout(page);
    await measure('cart', page);

    await payByEft(page, buyer.email);
    const { access_token: adminToken } = await signInToken(request, ADMIN.email, ADMIN.password);
    await signAsEveryOwner(page, request, adminToken, quoteId, buyer.businessName);
    const { staff } = await bindAsAdmin(browser, quoteId, buyer.businessName, 'WC-BENCH-000001');
    await staff.reload();
    await expect(staff.getByText(/^The policy is bound\./)).toBeVisible();
    await measure('staff quote', staff);

    // The buyer's account, its email confirmed from the mailed link.
    const password = 'greenleaf-password-1';
    await registerClient(request, {
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      email: buyer.email,
      password,
    });
    const verify = await waitForMail(request, buyer.email, 'verify-email');
    const link = new URL(verify.text.match(/https?:\/\/\S+\/verify-email\?token=\S+/)![0]);
    const confirmed = await request.post('/api/users/verify-email', {
      data: { token: link.searchParams.get('token') },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    const client = await (await browser.newContext()).newPage();
    await useSession(
      client.context(),
      (await signInToken(request, buyer.email, password)).access_token,
    );
    await client.goto(`/client/policies/${quoteId}`);
    await expect(client.getByText('WC-BENCH-000001', { exact: true })).toBeVisible();
    await measure('policy detail', client);
  } finally {
    await measurer.close();
    console.log(
      `\nPage quality (Lighthouse desktop preset and axe; goal ${GOAL} in each category, axe clean)`,
    );
    for (const line of lines) console.log(line);
  }
});
