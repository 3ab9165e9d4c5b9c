import { expect, type Locator, type Page } from '@playwright/test';

/*
 * Steps of the quote wizard as a person takes them, for the quotation journeys. Each helper
 * fills one page and continues; the page's heading is checked first so a journey fails where
 * the wizard went somewhere else.
 */

/** Days from today as YYYY-MM-DD (the API's days are UTC days). */
export function isoDay(offsetDays = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

export function stepHeading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('heading', { level: 2, name });
}

export async function continueFrom(page: Page, heading: string | RegExp): Promise<void> {
  await expect(stepHeading(page, heading)).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(stepHeading(page, heading)).toBeHidden();
}

/** Picks Yes or No (or another choice) in the group whose legend matches. */
export async function choose(scope: Page | Locator, legend: string | RegExp, answer: string) {
  await scope.getByRole('group', { name: legend }).getByLabel(answer, { exact: true }).check();
}

export async function chooseCoverage(page: Page, coverage: RegExp): Promise<void> {
  await expect(stepHeading(page, 'Which coverage do you need?')).toBeVisible();
  await page.getByLabel(coverage).check();
  await continueFrom(page, 'Which coverage do you need?');
}

/** Types into the business type search and picks the suggestion with the keyboard. */
export async function chooseBusinessType(page: Page, search: string, name: string) {
  await expect(stepHeading(page, 'What does your business do?')).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Business type' });
  await box.fill(search);
  const option = page.getByRole('option', { name: new RegExp(`^${name}`) }).first();
  await expect(option).toBeVisible();
  const options = page.getByRole('option');
  const names = await options.allTextContents();
  const index = names.findIndex((text) => text.startsWith(name));
  for (let i = 0; i <= index; i += 1) await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(page.getByText(`Chosen: ${name}`)).toBeVisible();
  await continueFrom(page, 'What does your business do?');
}

export async function businessInfo(
  page: Page,
  info: { employees: string; year: string; experience: string; owners?: string },
) {
  await expect(stepHeading(page, 'About your business')).toBeVisible();
  await page.getByLabel('Employees', { exact: true }).fill(info.employees);
  if (info.owners) await page.getByLabel('Owners and officers (optional)').fill(info.owners);
  await page.getByLabel('Year established').fill(info.year);
  await page.getByLabel('Years of experience').fill(info.experience);
  await continueFrom(page, 'About your business');
}

export interface Address {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export async function fillAddress(scope: Page | Locator, address: Address) {
  await scope.getByLabel('Street address').fill(address.street);
  await scope.getByLabel('City').fill(address.city);
  await scope.getByLabel('State').selectOption(address.state);
  await scope.getByLabel('ZIP code').fill(address.zip);
}

export async function legalEntity(page: Page, entity: string) {
  await expect(stepHeading(page, 'How is your business organized?')).toBeVisible();
  await page.getByLabel(entity, { exact: true }).check();
  await continueFrom(page, 'How is your business organized?');
}

export async function contact(
  page: Page,
  who: { businessName: string; firstName: string; lastName: string; email?: string },
) {
  await expect(stepHeading(page, 'Business name and contact')).toBeVisible();
  await page.getByLabel('Legal business name').fill(who.businessName);
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  if (who.email) await page.getByLabel('Email', { exact: true }).fill(who.email);
  await continueFrom(page, 'Business name and contact');
}

export async function fein(page: Page, value: string | null) {
  await expect(stepHeading(page, 'Federal employer identification number')).toBeVisible();
  if (value) await page.getByLabel('FEIN', { exact: true }).fill(value);
  else await page.getByLabel('My business has no FEIN').check();
  await continueFrom(page, 'Federal employer identification number');
}

export async function website(page: Page, url: string) {
  await expect(stepHeading(page, 'Your business website')).toBeVisible();
  await page.getByLabel('Website', { exact: true }).fill(url);
  await continueFrom(page, 'Your business website');
}

export async function mailingSameAsBusiness(page: Page) {
  await expect(stepHeading(page, 'Where should mail go?')).toBeVisible();
  await page.getByLabel('Same as the primary location').check();
  await continueFrom(page, 'Where should mail go?');
}

export async function effectiveDate(page: Page, day: string) {
  await expect(stepHeading(page, 'When should coverage start?')).toBeVisible();
  await page.getByLabel('Effective date').fill(day);
  await continueFrom(page, 'When should coverage start?');
}

/** Answers every question of a question set on the page the same simple way. */
export async function answerQuestions(
  scope: Page | Locator,
  answers: Record<string, string>,
): Promise<void> {
  for (const [label, answer] of Object.entries(answers)) {
    const group = scope.getByRole('group', { name: label, exact: true });
    if ((await group.count()) > 0) {
      await group.getByLabel(answer, { exact: true }).check();
      continue;
    }
    const field = scope.getByLabel(label, { exact: true });
    const tag = await field.evaluate((element) => element.tagName);
    if (tag === 'SELECT') await field.selectOption({ label: answer });
    else await field.fill(answer);
  }
}

export async function claimsNone(page: Page) {
  await expect(stepHeading(page, /^Claims in the last 5 years$/)).toBeVisible();
  await choose(page, /^Any claims or losses since/, 'No');
  await continueFrom(page, /^Claims in the last 5 years$/);
}

/** From the review to the carriers' answers; resolves once every carrier has answered. */
export async function getQuotes(page: Page): Promise<Locator> {
  await expect(stepHeading(page, 'Review your answers')).toBeVisible();
  await page.getByRole('button', { name: 'Get my quotes' }).click();
  await expect(stepHeading(page, 'Your quotes')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(page.getByText(/carriers? answered\.$/)).toBeVisible({ timeout: 35_000 });
  return cards;
}
