import { expect, test } from '@playwright/test';
import { inflateSync } from 'node:zlib';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, useSession } from '../support/api';
import {
  answerQuestions,
  businessInfo,
  choose,
  chooseBusinessType,
  chooseCoverage,
  claimsNone,
  contact,
  continueFrom,
  effectiveDate,
  fein,
  fillAddress,
  getQuotes,
  isoDay,
  legalEntity,
  mailingSameAsBusiness,
  stepHeading,
  website,
} from '../support/quotation';

const BUSINESS = 'Lone Star Staff Grill Inc';

/**
 * The text a PDF shows: its compressed content streams inflated. pdf-lib writes strings as hex
 * (<4C6F6E65> Tj), so the words are looked for both ways.
 */
function pdfHolds(bytes: Buffer, words: string): boolean {
  const raw = bytes.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      return m[1];
    }
  });
  const text = streams.join('\n').toUpperCase();
  const hex = Buffer.from(words, 'latin1').toString('hex').toUpperCase();
  return text.includes(words.toUpperCase()) || text.replace(/\s/g, '').includes(hex);
}

test('an admin opens a quote, generates and downloads its proposal, uploads a COI and saves policy information', async ({
  page,
  browser,
  request,
}) => {
  // A visitor quotes general liability and chooses a carrier quote.
  await page.goto('/quotation');
  await chooseCoverage(page, /General liability/);
  await chooseBusinessType(page, 'restaurant', 'Restaurant - Full Service');
  await businessInfo(page, { employees: '8', year: '2012', experience: '15' });
  await expect(stepHeading(page, 'Where does your business work?')).toBeVisible();
  await fillAddress(page, {
    street: '500 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
  });
  await continueFrom(page, 'Where does your business work?');
  await legalEntity(page, 'Corporation');
  await contact(page, {
    businessName: BUSINESS,
    firstName: 'Sam',
    lastName: 'Carter',
    email: newUser('staffq').email,
  });
  await fein(page, null);
  await website(page, 'example.com');
  await mailingSameAsBusiness(page);
  await effectiveDate(page, isoDay(3));
  await expect(stepHeading(page, 'About your operations')).toBeVisible();
  await answerQuestions(page, {
    'Do customers or the public visit your premises?': 'Yes',
    "Do you or your employees work at customers' homes or job sites?": 'No',
    'Do you make, import or sell products under your own name?': 'No',
    'Do you hire subcontractors?': 'No',
    'Has liability coverage been declined, cancelled or not renewed in the last three years?': 'No',
    'Do you sell or serve alcohol?': 'No',
    'Briefly describe what your business does': 'Full-service restaurant',
  });
  await continueFrom(page, 'About your operations');
  await expect(stepHeading(page, 'Sales and payroll')).toBeVisible();
  await page.getByLabel('Annual sales (USD)').fill('850,000');
  await page.getByLabel('Annual payroll (USD, optional)').fill('300000');
  await continueFrom(page, 'Sales and payroll');
  await expect(stepHeading(page, 'General liability limits')).toBeVisible();
  await page.getByLabel(/^\$1,000,000 per occurrence/).check();
  await choose(page, 'Add a blanket additional insured? (optional)', 'No');
  await continueFrom(page, 'General liability limits');
  await claimsNone(page);
  const cards = await getQuotes(page);
  await cards
    .filter({ hasText: /\$[\d,.]+ a year/ })
    .first()
    .getByRole('button', { name: /^Choose / })
    .click();
  await expect(page).toHaveURL(/quoteId=/);
  const quoteId = new URL(page.url()).searchParams.get('quoteId')!;

  // The admin opens it from the dashboard.
  const { access_token: token } = await signInToken(request, ADMIN.email, ADMIN.password);
  const context = await browser.newContext();
  await useSession(context, token);
  const staff = await context.newPage();
  await staff.goto('/dashboard');
  await staff.getByLabel('Quote ID, link or search').fill(`/quotation?quoteId=${quoteId}`);
  await staff.getByRole('button', { name: 'Open' }).click();
  await expect(staff).toHaveURL(new RegExp(`/dashboard/quote/${quoteId}$`));
  await expect(staff.getByRole('heading', { name: BUSINESS, level: 1 })).toBeVisible();

  await staff.getByRole('button', { name: 'Generate proposal' }).click();
  await expect(staff.getByRole('button', { name: /^Download .*\.pdf$/ }).first()).toBeVisible();

  const auth = { Authorization: `Bearer ${token}` };
  const list = await request.get(`/api/quote/${quoteId}/documents`, { headers: auth });
  const proposal = ((await list.json()) as Array<{ id: string; type: string }>).find(
    (d) => d.type === 'QUOTE_PROPOSAL',
  )!;
  const file = await request.get(`/api/quote/${quoteId}/documents/${proposal.id}`, {
    headers: auth,
  });
  const bytes = await file.body();
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(pdfHolds(bytes, BUSINESS)).toBe(true);

  await staff.getByLabel('Document type').selectOption('COI');
  await staff.getByLabel('File', { exact: true }).setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1'),
  });
  await staff.getByRole('button', { name: 'Upload' }).click();
  await expect(staff.getByRole('button', { name: 'Download certificate.pdf' })).toBeVisible();

  await staff.getByLabel('Policy number').fill('GL-E2E-0001');
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
  const activate = staff.getByRole('button', { name: 'Activate policy' });
  await expect(activate).toBeDisabled();
  await expect(activate).toHaveAccessibleDescription(/once the quote is paid and signed/);

  for (const width of [1440, 280]) {
    await staff.setViewportSize({ width, height: 900 });
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await staff.screenshot({ path: `artifacts/staff-quote-${width}.png`, fullPage: true });
  }
  await context.close();
});
