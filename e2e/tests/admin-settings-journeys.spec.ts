import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, signInToken, useSession } from '../support/api';
import {
  businessInfo,
  chooseBusinessType,
  chooseCoverage,
  contact,
  continueFrom,
  effectiveDate,
  fein,
  fillAddress,
  isoDay,
  legalEntity,
  mailingSameAsBusiness,
  stepHeading,
  website,
} from '../support/quotation';
import { sidewaysOverflow } from '../support/layout';

test.describe.configure({ timeout: 120_000 });

async function signInAsAdmin(page: Page) {
  const { access_token } = await signInToken(page.request, ADMIN.email, ADMIN.password);
  await useSession(page.context(), access_token);
}

/** The words of a cell's text laid out across more than one line: broken inside. */
const brokenWords = (page: Page, selector: string) =>
  page.locator(selector).evaluate((cell) => {
    const text = cell.firstChild;
    if (!text?.textContent) return ['(no text)'];
    const broken: string[] = [];
    for (const word of text.textContent.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      if (tops.size > 1) broken.push(word[0]);
    }
    return broken;
  });

test("an admin's covered and not covered lists of a pop-up show in the visitor's pop-up", async ({
  page,
  browser,
}) => {
  const covered = `Lawsuits by an injured employee ${Date.now()}`;
  const notCovered = 'Injuries workers compensation already pays for';
  await signInAsAdmin(page);
  await page.goto('/dashboard/settings/popups');
  await page.getByRole('searchbox', { name: 'Search by name or title' }).fill('employers');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: "Edit Employers' liability limits" }).click();
  await page.getByLabel('What is covered (optional)').fill(covered);
  await page.getByLabel('What is not covered (optional)').fill(notCovered);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("Employers' liability limits was saved")).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/quotation');
  await chooseCoverage(visitor, /Workers' compensation/);
  await chooseBusinessType(visitor, 'landscapr', 'Landscaping');
  await businessInfo(visitor, { employees: '4', year: '2015', experience: '10' });
  await fillAddress(visitor, { street: '10 Elm St', city: 'Austin', state: 'TX', zip: '78701' });
  await continueFrom(visitor, 'Where does your business work?');
  await legalEntity(visitor, 'LLC');
  await contact(visitor, {
    businessName: 'Hill Country Yards LLC',
    firstName: 'Ana',
    lastName: 'Reyes',
    email: newUser('popup').email,
  });
  await fein(visitor, null);
  await website(visitor, 'hillcountryyards.example.com');
  await mailingSameAsBusiness(visitor);
  await effectiveDate(visitor, isoDay(7));

  await expect(stepHeading(visitor, 'Employers liability limits')).toBeVisible();
  await visitor
    .getByRole('button', { name: "What is this? (Employers' liability limits)" })
    .click();
  await expect(visitor.getByRole('list', { name: 'Covered', exact: true })).toHaveText(covered);
  await expect(visitor.getByRole('list', { name: 'Not covered' })).toHaveText(notCovered);
  await visitor.screenshot({ path: 'artifacts/screenshots/popup-covered-lists.png' });
  await visitor.close();
});

test('a payroll rule whose amounts do not fit together is refused below its fields, the row intact', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/dashboard/settings/payroll-rules');
  await page.getByLabel('Work state').selectOption('NV');
  await page.getByRole('button', { name: 'Edit NV Corporation' }).click();
  const amounts = ['Minimum', 'Set amount', 'Maximum'].map((label) => page.getByLabel(label));
  const max = await amounts[2].inputValue();
  await amounts[0].fill(`${max.replace(/,/g, '')}0`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('P-1002: The minimum payroll amount is above the maximum.'),
  ).toBeVisible();

  // The three amounts stay one row of equal inputs, the message under the one it is about.
  const boxes = await Promise.all(amounts.map(async (input) => (await input.boundingBox())!));
  expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
  expect(new Set(boxes.map((box) => Math.round(box.height))).size).toBe(1);
  const overflow = await sidewaysOverflow(page);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'artifacts/screenshots/payroll-rule-error.png', fullPage: true });
  await page.getByRole('button', { name: 'Cancel' }).click();
});

test("the dashboard's deals columns are named without a word broken inside, within the card", async ({
  page,
}) => {
  await page.route('**/api/application-view/deals**', (route) =>
    route.fulfill({
      json: {
        items: [
          {
            month: '2026-10',
            agentId: null,
            agentName: 'Alexandra Montgomery-Featherstonehaugh',
            deals: 12,
            premiumCents: 1_234_567_89,
          },
        ],
        totalDeals: 12,
        totalPremiumCents: 1_234_567_89,
      },
    }),
  );
  await signInAsAdmin(page);
  for (const width of [320, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard');
    const table = page.locator('table.dashboard-deals');
    await expect(table.getByRole('cell', { name: '12', exact: true })).toBeVisible();
    for (const column of [1, 2, 3, 4]) {
      expect(
        await brokenWords(page, `table.dashboard-deals thead th:nth-child(${column})`),
        `column ${column} at ${width}px`,
      ).toEqual([]);
    }
    const overflow = await sidewaysOverflow(page);
    expect(overflow, `${width}px`).toBeLessThanOrEqual(0);
    await table.screenshot({ path: `artifacts/screenshots/dashboard-deals-${width}.png` });
  }
});
