import { expect, type Page } from '@playwright/test';
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
} from './quotation';

/*
 * Steps of the purchase journeys: a workers compensation quote the sandbox carriers can sell
 * online (a California landscaper with one excluded owner), and the hosted sandbox payment page.
 */

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

export interface Buyer {
  businessName: string;
  firstName: string;
  lastName: string;
  email: string;
  fein: string;
}

/** Takes the wizard from its first page to the carriers' answers. */
export async function landscaperQuotes(page: Page, buyer: Buyer): Promise<void> {
  await page.goto('/quotation');
  await landscaperBusiness(page);
  await contact(page, buyer);
  await landscaperAfterContact(page, buyer);
}

/** From the wizard's first page up to the contact step (coverage, business, location, entity). */
export async function landscaperBusiness(page: Page): Promise<void> {
  await chooseCoverage(page, /Workers' compensation/);
  await chooseBusinessType(page, 'landscap', 'Landscaping');
  await businessInfo(page, { employees: '6', year: '2015', experience: '10', owners: '1' });
  await expect(stepHeading(page, 'Where does your business work?')).toBeVisible();
  await fillAddress(page, { street: '18 Olive St', city: 'Fresno', state: 'CA', zip: '93701' });
  await continueFrom(page, 'Where does your business work?');
  await legalEntity(page, 'LLC');
}

/** From the step after the contact to the carriers' answers. */
export async function landscaperAfterContact(page: Page, buyer: Buyer): Promise<void> {
  await expect(page).toHaveURL(/quoteId=/);
  await fein(page, buyer.fein);
  await website(page, 'greenleaf.example.com');
  await mailingSameAsBusiness(page);
  await effectiveDate(page, isoDay(7));
  await continueFrom(page, 'Employers liability limits');
  await expect(stepHeading(page, 'Waiver of subrogation')).toBeVisible();
  await page.getByLabel('No', { exact: true }).check();
  await continueFrom(page, 'Waiver of subrogation');

  await expect(stepHeading(page, 'Payroll by state and class code')).toBeVisible();
  const landscaping = page.getByRole('group', { name: /California · class 0042/ });
  await landscaping.getByLabel(/Estimated gross annual payroll/).fill('240000');
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
  await continueFrom(page, 'Payroll by state and class code');

  await expect(stepHeading(page, 'About your operations')).toBeVisible();
  await answerQuestions(page, {
    ...Object.fromEntries(UNDERWRITING_NO.map((q) => [q, 'No'])),
    ...Object.fromEntries(UNDERWRITING_YES.map((q) => [q, 'Yes'])),
    'How many years has the business operated under current ownership?': '9',
    'Briefly describe what your employees do day to day': 'Garden upkeep for homes',
  });
  await choose(page, 'Did the business have workers compensation coverage before?', 'No');
  await continueFrom(page, 'About your operations');

  await expect(stepHeading(page, 'Owners and officers')).toBeVisible();
  const owner = page.getByRole('group', { name: /^Owner 1/ });
  await owner.getByLabel('Title').selectOption('Managing Member');
  await owner.getByLabel('Ownership (%)').fill('100');
  await owner
    .getByRole('group', { name: 'Covered by this policy?' })
    .getByLabel('Excluded')
    .check();
  await answerQuestions(owner, {
    'Does this owner do the same physical work as employees?': 'No',
    'Hours this owner works in the business each week': '20',
    'Is this owner covered by workers’ compensation through another business?': 'No',
    'Which best describes this owner’s duties?': 'Office and management only',
  });
  await continueFrom(page, 'Owners and officers');
  await claimsNone(page);
  await getQuotes(page);
}

/** Chooses a carrier quote that can be bought online and opens the cart. */
export async function chooseAndCheckout(page: Page, carrier = 'Hartford'): Promise<void> {
  const card = page.getByRole('article', { name: carrier });
  await expect(card.getByText('Ready to buy.')).toBeVisible();
  await card.getByRole('button', { name: `Choose ${carrier}` }).click();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

export const BANK = {
  holder: 'Greenleaf Gardens LLC',
  routing: '021000021',
  badRouting: '021000022',
  account: '000123456789',
};

/** The cart's direct bill by EFT with full payment: the defaults, so only the fields are typed. */
export async function fillEft(page: Page, email: string): Promise<void> {
  await page.getByLabel('Account holder name').fill(BANK.holder);
  await page.getByLabel('Routing number').fill(BANK.routing);
  await page.getByLabel('Account number').fill(BANK.account);
  await page.getByLabel('Email', { exact: true }).fill(email);
}

export const TEST_CARDS = { pays: '4242 4242 4242 4242', declines: '4000 0000 0000 0002' };

/** Fills the sandbox provider's hosted page with a card and submits it. */
export async function payOnSandboxPage(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/api\/sandbox-payments\/checkout\//);
  await expect(page.getByText('SANDBOX payment provider: no real money moves')).toBeVisible();
  await page.getByLabel(/^Card number/).fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
