import { expect, test, type Page } from '@playwright/test';
import { newUser } from '../support/api';
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
  type Address,
} from '../support/quotation';

/** The steps every line shares, from the business type to the effective date. */
async function commonSteps(
  page: Page,
  business: {
    coverage: RegExp;
    search: string;
    type: string;
    name: string;
    address: Address;
    locationExtras?: (page: Page) => Promise<void>;
  },
) {
  await page.goto('/quotation');
  await chooseCoverage(page, business.coverage);
  await chooseBusinessType(page, business.search, business.type);
  await businessInfo(page, { employees: '8', year: '2012', experience: '15' });
  await expect(stepHeading(page, 'Where does your business work?')).toBeVisible();
  await fillAddress(page, business.address);
  await business.locationExtras?.(page);
  await continueFrom(page, 'Where does your business work?');
  await legalEntity(page, 'Corporation');
  await contact(page, {
    businessName: business.name,
    firstName: 'Sam',
    lastName: 'Carter',
    email: newUser('line').email,
  });
  await fein(page, null);
  await website(page, 'example.com');
  await mailingSameAsBusiness(page);
  await effectiveDate(page, isoDay(3));
}

async function finance(page: Page, sales: string, payroll: string) {
  await expect(stepHeading(page, 'Sales and payroll')).toBeVisible();
  await page.getByLabel('Annual sales (USD)').fill(sales);
  await page.getByLabel('Annual payroll (USD, optional)').fill(payroll);
  await continueFrom(page, 'Sales and payroll');
}

const LIABILITY_ANSWERS = {
  'Do customers or the public visit your premises?': 'Yes',
  "Do you or your employees work at customers' homes or job sites?": 'No',
  'Do you make, import or sell products under your own name?': 'No',
  'Do you hire subcontractors?': 'No',
  'Has liability coverage been declined, cancelled or not renewed in the last three years?': 'No',
};

async function expectPricedSandboxQuotes(page: Page) {
  const cards = await getQuotes(page);
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(cards.getByText('Sandbox').first()).toBeVisible();
  const priced = cards.filter({ hasText: /\$[\d,.]+ a year/ });
  expect(await priced.count()).toBeGreaterThan(0);
  await expect(page.getByRole('group').or(page.locator('details')).first()).toBeVisible();
  // What the coverage includes, from the published texts.
  await page.getByText(/^What .* covers$/).click();
  await expect(page.getByRole('heading', { name: 'Covered', exact: true })).toBeVisible();
}

test('a visitor gets general liability quotes for a Texas restaurant', async ({ page }) => {
  await commonSteps(page, {
    coverage: /General liability/,
    search: 'restaurant',
    type: 'Restaurant - Full Service',
    name: 'Lone Star Grill Inc',
    address: { street: '500 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  });
  await expect(stepHeading(page, 'About your operations')).toBeVisible();
  await answerQuestions(page, {
    ...LIABILITY_ANSWERS,
    'Do you sell or serve alcohol?': 'Yes',
    'Briefly describe what your business does': 'Full-service restaurant with a bar',
  });
  await continueFrom(page, 'About your operations');
  await finance(page, '850,000', '300000');

  await expect(stepHeading(page, 'General liability limits')).toBeVisible();
  await page.getByLabel(/^\$1,000,000 per occurrence/).check();
  await choose(page, 'Add a blanket additional insured? (optional)', 'No');
  await continueFrom(page, 'General liability limits');
  await claimsNone(page);
  await expectPricedSandboxQuotes(page);
});

test("a visitor gets a business owner's policy with property coverage", async ({ page }) => {
  await commonSteps(page, {
    coverage: /Business owner's policy/,
    search: 'grocery',
    type: 'Grocery Store',
    name: 'Hill Country Market Inc',
    address: { street: '12 Main St', city: 'Dallas', state: 'TX', zip: '75201' },
    locationExtras: async (p) => {
      await p.getByLabel('Building', { exact: true }).selectOption('BuildingLeased');
      await p.getByLabel('Construction').selectOption('Concrete/Brick/Masonry');
      await p.getByLabel('Stories').fill('1');
      await p.getByLabel('Year built').fill('1998');
      await p.getByLabel('Square feet').fill('1800');
      await choose(p, 'Does the building have sprinklers?', 'Yes');
    },
  });
  await expect(stepHeading(page, 'About your operations')).toBeVisible();
  await answerQuestions(page, {
    ...LIABILITY_ANSWERS,
    'Do you sell or serve alcohol?': 'No',
    'Briefly describe what your business does': 'Neighborhood grocery store',
    'Do your premises have a central-station burglar alarm?': 'Yes',
    'Is there commercial cooking on the premises?': 'No',
  });
  await continueFrom(page, 'About your operations');
  await finance(page, '600000', '');

  await expect(stepHeading(page, 'Property coverage and deductible')).toBeVisible();
  const limit = page.getByLabel('Business personal property limit (USD)');
  await limit.fill('4000');
  await page.getByLabel('Property deductible').selectOption({ label: '$1,000' });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(
    page.getByText('Business personal property limit must be between $5,000 and $100,000,000.'),
  ).toBeVisible();
  await expect(limit).toHaveAttribute('aria-invalid', 'true');
  await limit.fill('50000');
  await continueFrom(page, 'Property coverage and deductible');

  await expect(stepHeading(page, 'General liability limits')).toBeVisible();
  await page.getByLabel(/^\$1,000,000 per occurrence/).check();
  await continueFrom(page, 'General liability limits');

  await expect(stepHeading(page, /^Claims in the last 5 years$/)).toBeVisible();
  await choose(page, /^Any claims or losses since/, 'Yes');
  const claim = page.getByRole('group', { name: 'Claim 1' });
  await claim.getByLabel('What happened').fill('Kitchen fire');
  await claim.getByLabel('Date of loss').fill(isoDay(30));
  await claim.getByLabel('Amount of loss (USD)').fill('12000');
  await choose(claim, 'Is the claim still open?', 'No');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Claim dates in the future are not allowed.')).toBeVisible();
  await claim.getByLabel('Date of loss').fill(isoDay(-400));
  await continueFrom(page, /^Claims in the last 5 years$/);

  await expect(page.getByText(/business personal property \$50,000/)).toBeVisible();
  await expectPricedSandboxQuotes(page);
});

test('a visitor gets cyber liability quotes', async ({ page }) => {
  await commonSteps(page, {
    coverage: /Cyber liability/,
    search: 'accounting',
    type: 'Accounting Firm',
    name: 'Ledger and Sons Corp',
    address: { street: '80 Pine St', city: 'New York', state: 'NY', zip: '10005' },
  });
  await finance(page, '1,200,000', '');
  await expect(stepHeading(page, 'Cyber limits and security')).toBeVisible();
  await page.getByLabel('Cyber limit', { exact: true }).selectOption({ label: '$1,000,000' });
  await page.getByLabel('Retention').selectOption({ label: '$2,500' });
  await answerQuestions(page, {
    'Do you require multi-factor authentication for email and remote access?': 'Yes',
    'Do you run endpoint detection and response (EDR) software on your computers?': 'Yes',
    'Do you keep regular backups offline or in a separate cloud account?': 'Yes',
    'Do employees take phishing and security awareness training at least once a year?': 'No',
    'Do you accept payment cards?': 'No',
    'About how many records with personal information (customers and employees) do you keep?':
      '5000',
  });
  await continueFrom(page, 'Cyber limits and security');
  await claimsNone(page);
  await expectPricedSandboxQuotes(page);
});
