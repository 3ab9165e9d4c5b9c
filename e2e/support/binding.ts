import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { fillEft, payOnSandboxPage, TEST_CARDS } from './purchase';

/*
 * From a chosen quote's cart to a bound policy: payment by EFT, every owner's signature from the
 * mailed link, and the admin saving and activating the policy on the staff quote page.
 */

export interface QuoteAnswer {
  status: string;
  selectedCarrierQuoteId: string | null;
  carrierQuotes: Array<{ id: string; carrier: string; annualPremiumCents: number | null }>;
}

interface Signer {
  signerId: string;
  name: string;
  email: string;
  status: string;
}

interface Mail {
  to: string;
  template: string;
  text: string;
}

/** The API read as the admin, whose token the journey keeps. */
export function adminApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async json<T>(path: string, params?: Record<string, string>): Promise<T> {
      const response = await request.get(path, { headers, params });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as T;
    },
    async bytes(path: string): Promise<Buffer> {
      const response = await request.get(path, { headers });
      expect(response.status()).toBe(200);
      return response.body();
    },
  };
}
export type AdminApi = ReturnType<typeof adminApi>;

/** Pays the open cart by EFT through the sandbox's hosted page. */
export async function payByEft(page: Page, email: string): Promise<void> {
  await fillEft(page, email);
  await page.getByRole('button', { name: 'Save billing information' }).click();
  await expect(page.getByText('Account ending 6789')).toBeVisible();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await payOnSandboxPage(page, TEST_CARDS.pays);
  await expect(
    page.getByRole('heading', { name: 'Thank you, your payment was received' }),
  ).toBeVisible();
}

/** Every signing link mailed to an address, once the worker has delivered as many as expected. */
async function signingLinks(
  request: APIRequestContext,
  token: string,
  to: string,
  count: number,
): Promise<string[]> {
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox', {
          params: { to },
          headers: { Authorization: `Bearer ${token}` },
        });
        const mails = (await response.json()) as Mail[];
        links = mails
          .filter((mail) => mail.template === 'signature-request')
          .map((mail) => mail.text.match(/https?:\/\/\S+\/sign\/\S+/)?.[0] ?? '');
        return links.length;
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThanOrEqual(count);
  return links;
}

/**
 * Once the packet job has mailed every owner and officer, signs as each from their link; the
 * quote is then Completed. `onSigningPage` looks at each signing page before it is signed.
 */
export async function signAsEveryOwner(
  page: Page,
  request: APIRequestContext,
  adminToken: string,
  quoteId: string,
  businessName: string,
  onSigningPage: (index: number) => Promise<void> = async () => undefined,
): Promise<void> {
  const api = adminApi(request, adminToken);
  let signers: Signer[] = [];
  await expect
    .poll(
      async () => {
        const packets = await api.json<{ packetStatus: string; signers: Signer[] }>(
          '/api/wc/owner_packets',
          { quoteId },
        );
        signers = packets.signers;
        return packets.packetStatus;
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe('sent');
  expect(signers.length).toBeGreaterThan(0);

  for (const [index, signer] of signers.entries()) {
    const sameAddress = signers.filter((s) => s.email === signer.email);
    const links = await signingLinks(request, adminToken, signer.email, sameAddress.length);
    const { pathname } = new URL(links[sameAddress.indexOf(signer)]);
    await page.goto(pathname);
    await expect(
      page.getByRole('heading', { name: `Documents to sign for ${businessName}` }),
    ).toBeVisible();
    await expect(page.getByText(`Signing as ${signer.name}`)).toBeVisible();
    await onSigningPage(index);
    await page.getByLabel('Type your full name').fill(signer.name);
    await page.getByRole('checkbox', { name: /I have read the documents/ }).check();
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, you have signed' })).toBeVisible();
  }
  await expect
    .poll(async () => (await api.json<QuoteAnswer>(`/api/quote/getQuote/${quoteId}`)).status)
    .toBe('Completed');
}

/**
 * The admin signs in through the page, saves the policy's information on the staff quote page
 * and activates it. Returns the staff page (left on the bound quote) and the carrier it named.
 */
export async function bindAsAdmin(
  browser: Browser,
  quoteId: string,
  businessName: string,
  policyNumber: string,
): Promise<{ staff: Page; carrier: string }> {
  const staff = await (await browser.newContext()).newPage();
  await staff.goto('/login');
  await staff.getByLabel('Email').fill(ADMIN.email);
  await staff.getByLabel('Password').fill(ADMIN.password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff).not.toHaveURL(/\/login/);
  await staff.goto(`/dashboard/quote/${quoteId}`);
  await expect(staff.getByRole('heading', { name: businessName })).toBeVisible();
  await staff.getByLabel('Policy number').fill(policyNumber);
  await expect(staff.getByLabel('Carrier', { exact: true })).not.toHaveValue('');
  const carrier = await staff.getByLabel('Carrier', { exact: true }).inputValue();
  await staff
    .getByRole('textbox', { name: 'Billing info' })
    .fill('Direct bill by EFT, full payment');
  await staff.getByLabel('Blanket additional insured').selectOption('no');
  await staff.getByLabel('Blanket waiver of subrogation').selectOption('no');
  await staff.getByLabel('Portal link').fill('https://carrier.example.com/policy');
  await staff.getByRole('button', { name: 'Save policy information' }).click();
  await expect(
    staff.getByRole('alert').filter({ hasText: 'Policy information saved' }),
  ).toBeVisible();
  await staff.getByRole('button', { name: 'Activate policy' }).click();
  await staff.getByRole('button', { name: 'Yes, activate' }).click();
  await expect(staff.getByText(/^The policy is bound\./)).toBeVisible();
  return { staff, carrier };
}
