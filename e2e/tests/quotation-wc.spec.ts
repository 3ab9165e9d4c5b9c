import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newUser } from '../support/api';
import {
  answerQuestions,
  choose,
  businessInfo,
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

const UNDERWRITING_NO = [
  'Does any employee work above three stories or 30 feet?',
  'Does any employee work below ground, in trenches deeper than 5 feet or in confined spaces?',
  'Do employees handle hazardous materials, explosives or asbestos?',
  'Do employees travel or work outside the states listed on the application?',
  'Do you employ anyone under 16 years old?',
  'Has workers’ compensation coverage been declined, cancelled or not renewed in the last three years?',
];
const UNDERWRITING_YES = [
  'Do you employ seasonal, temporary or leased workers?',
  'Do you offer group health insurance to employees?',
  'Do you have a written safety program?',
  'Do employees drive company or personal vehicles for work?',
];

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, blocking.join('\n')).toEqual([]);
}

test('a visitor gets workers compensation quotes for a California landscaper with two owners', async ({
  page,
}) => {
  const visitor = newUser('landscaper');
  const started = Date.now();
  await page.goto('/quotation');
  await expect(page.getByText('Your answers are saved once we have your email.')).toBeVisible();

  await chooseCoverage(page, /Workers' compensation/);
  await chooseBusinessType(page, 'landscapr', 'Landscaping');
  await businessInfo(page, { employees: '6', year: '2016', experience: '12', owners: '2' });

  await expect(stepHeading(page, 'Where does your business work?')).toBeVisible();
  await fillAddress(page, { street: '200 Oak Ave', city: 'Fresno', state: 'CA', zip: '93701' });
  await continueFrom(page, 'Where does your business work?');

  await legalEntity(page, 'LLC');
  await contact(page, {
    businessName: 'Sierra Green Landscaping LLC',
    firstName: 'Maria',
    lastName: 'Lopez',
    email: visitor.email,
  });
  // The quote now exists: its id is in the address, to come back to.
  await expect(page).toHaveURL(/quoteId=/);
  await expect(page.getByText('All answers so far are saved.')).toBeVisible();
  await fein(page, '94-1234567');
  await website(page, 'sierragreen.example.com');
  await mailingSameAsBusiness(page);
  await effectiveDate(page, isoDay(7));

  // California allows only the highest employers liability limits.
  await expect(stepHeading(page, 'Employers liability limits')).toBeVisible();
  await expect(page.getByText('California requires level 3 or higher.')).toBeVisible();
  await expect(page.getByLabel(/^Level 1/)).toBeDisabled();
  await expect(page.getByLabel(/^Level 2/)).toBeDisabled();
  await expect(page.getByLabel(/^Level 3/)).toBeChecked();
  await continueFrom(page, 'Employers liability limits');

  await expect(stepHeading(page, 'Waiver of subrogation')).toBeVisible();
  await page.getByRole('button', { name: /What is this\? \(Waiver of subrogation\)/ }).click();
  await expect(page.getByText(/stops your insurer from recovering/)).toBeVisible();
  await page.getByLabel('No', { exact: true }).check();
  await continueFrom(page, 'Waiver of subrogation');

  await expect(stepHeading(page, 'Payroll by state and class code')).toBeVisible();
  const landscaping = page.getByRole('group', { name: /California · class 0042/ });
  await landscaping.getByLabel(/Estimated gross annual payroll/).fill('240,000');
  await landscaping.getByLabel(/full-time employees/).fill('5');
  await landscaping.getByLabel(/part-time employees/).fill('1');
  const clerical = page.getByRole('group', { name: /California · class 8810/ });
  await clerical.getByLabel(/Estimated gross annual payroll/).fill('45000');
  await clerical.getByLabel(/full-time employees/).fill('1');
  await clerical.getByLabel(/part-time employees/).fill('0');
  await answerQuestions(page.getByRole('group', { name: 'Questions for California' }), {
    // After "No", the subcontractor follow-ups are not asked.
    'Do you hire subcontractors for this work?': 'No',
    'How often do you run payroll?': 'Every two weeks',
  });
  await axeClean(page);
  await continueFrom(page, 'Payroll by state and class code');

  await expect(stepHeading(page, 'About your operations')).toBeVisible();
  await answerQuestions(page, {
    ...Object.fromEntries(UNDERWRITING_NO.map((q) => [q, 'No'])),
    ...Object.fromEntries(UNDERWRITING_YES.map((q) => [q, 'Yes'])),
    'How many years has the business operated under current ownership?': '8',
    'Briefly describe what your employees do day to day': 'Lawn care and planting for homes',
  });
  // The prior carrier, for the application's prior carrier section.
  await choose(page, 'Did the business have workers compensation coverage before?', 'Yes');
  await page.getByLabel('Insurance company').fill('Texas Mutual');
  await page.getByLabel('Policy number (optional)').fill('TXM-0042-1187');
  await page.getByLabel('Expiring annual premium, $ (optional)').fill('8,125.50');
  await page.getByLabel('Years with this company').fill('4');
  await continueFrom(page, 'About your operations');

  await expect(stepHeading(page, 'Owners and officers')).toBeVisible();
  const first = page.getByRole('group', { name: /^Owner 1/ });
  const second = page.getByRole('group', { name: /^Owner 2/ });
  await expect(first.getByLabel('First name')).toHaveValue('Maria');
  await first.getByLabel('Title').selectOption('Managing Member');
  await first.getByLabel('Ownership (%)').fill('60');
  await expect(first.getByLabel('Primary work state')).toHaveValue('CA');
  await first
    .getByRole('group', { name: 'Covered by this policy?' })
    .getByLabel('Included')
    .check();
  // An included owner's payroll follows the year's rule for the state: the amount shows.
  await expect(
    first.getByText(/Payroll counted for this owner: \$[\d,]+, by the \d{4} rule/),
  ).toBeVisible();
  await answerQuestions(first, {
    'Does this owner do the same physical work as employees?': 'Yes',
    'Hours this owner works in the business each week': '45',
    'Is this owner covered by workers’ compensation through another business?': 'No',
    'Which best describes this owner’s duties?': 'A mix of office and field work',
  });
  await second.getByLabel('First name').fill('Daniel');
  await second.getByLabel('Last name').fill('Lopez');
  await second.getByLabel('Title').selectOption('Member');
  await second.getByLabel('Ownership (%)').fill('40');
  await second
    .getByRole('group', { name: 'Covered by this policy?' })
    .getByLabel('Excluded')
    .check();
  await answerQuestions(second, {
    'Does this owner do the same physical work as employees?': 'No',
    'Hours this owner works in the business each week': '10',
    'Is this owner covered by workers’ compensation through another business?': 'No',
    'Which best describes this owner’s duties?': 'Office and management only',
  });
  await expect(page.getByText('Total ownership: 100%')).toBeVisible();
  await axeClean(page);
  await page.screenshot({
    path: 'artifacts/screenshots/quotation-owners-1280.png',
    fullPage: true,
  });
  await continueFrom(page, 'Owners and officers');

  await claimsNone(page);

  await expect(stepHeading(page, 'Review your answers')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'By state' })).toBeVisible();
  await expect(
    page.getByText('Maria Lopez, Managing Member, 60% (California): Included'),
  ).toBeVisible();
  await expect(page.getByText('Daniel Lopez, Member, 40% (California): Excluded')).toBeVisible();
  await axeClean(page);

  const cards = await getQuotes(page);
  const seconds = (Date.now() - started) / 1000;
  console.log(`Workers compensation journey, start to quotes: ${seconds.toFixed(1)} s`);

  await page.screenshot({
    path: 'artifacts/screenshots/quotation-results-1280.png',
    fullPage: true,
  });
  await expect(cards).toHaveCount(4);
  for (const carrier of ['AmTrust', 'Employers', 'Hartford', 'Markel']) {
    const card = page.getByRole('article', { name: carrier });
    await expect(card.getByText('Sandbox')).toBeVisible();
  }
  const priced = page.getByRole('article').filter({ hasText: /\$[\d,.]+ a year/ });
  expect(await priced.count()).toBeGreaterThan(0);
  await axeClean(page);

  const chosen = priced.first();
  const carrier = (await chosen.getByRole('heading').textContent()) ?? '';
  await chosen.getByRole('button', { name: `Choose ${carrier}` }).click();
  await expect(page.getByText(`You chose ${carrier}`)).toBeVisible();
  await expect(page.getByText(/^Next: /)).toBeVisible();
  await expect(chosen.getByText('Your choice')).toBeVisible();

  // The quotes fit the narrowest screens too.
  await page.setViewportSize({ width: 280, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({
    path: 'artifacts/screenshots/quotation-results-280.png',
    fullPage: true,
  });
});

/** Presses Tab until the target has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 30; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the target never took the focus');
}

test('the first steps can be taken with the keyboard alone', async ({ page }) => {
  await page.goto('/quotation');
  const gl = page.getByLabel(/General liability/);
  await tabTo(page, page.getByLabel(/Workers' compensation/));
  await page.keyboard.press('ArrowDown');
  await expect(gl).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'What does your business do?')).toBeFocused();
  const box = page.getByRole('combobox', { name: 'Business type' });
  await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await page.keyboard.type('restaurant');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Chosen: /)).toBeVisible();
  await box.press('Enter');
  await expect(stepHeading(page, 'About your business')).toBeFocused();
});
