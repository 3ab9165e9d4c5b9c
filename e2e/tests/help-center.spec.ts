import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { signInToken, useSession } from '../support/api';
import { expectFits } from '../support/layout';

/** Axe's serious and critical findings on the page as it stands. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function signInAsAdmin(page: Page) {
  const { access_token } = await signInToken(page.request, ADMIN.email, ADMIN.password);
  await useSession(page.context(), access_token);
}

test('a visitor finds the help center from the footer, searches "certificate" and opens the article', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help', exact: true }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
  // Every topic lists its articles.
  await expect(page.getByRole('heading', { level: 2, name: 'Workers compensation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Texas non-subscribers' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search the help center' }).fill('certificate');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/help\?q=certificate/);
  const results = page.getByRole('region', { name: /Results for/ });
  const first = results.getByRole('link').first();
  await expect(first).toHaveText('Getting a certificate of insurance');
  expect(await seriousViolations(page)).toEqual([]);
  // Fits down to 280 px; the screenshot is taken at 320 px.
  await expectFits(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.screenshot({ path: 'artifacts/help-center-search-320.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'artifacts/help-center-search-desktop.png', fullPage: true });

  await first.click();
  await expect(page).toHaveURL(/\/help\/certificates-of-insurance$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Getting a certificate of insurance' }),
  ).toBeVisible();
  await expect(page.getByText(/standard ACORD 25 form/)).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Where to do it' })
      .getByRole('link', { name: 'Your policies' }),
  ).toHaveAttribute('href', '/client/policies');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'artifacts/help-center-article-desktop.png', fullPage: true });
  // Fits down to 280 px; the screenshot is taken at 320 px.
  await expectFits(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.screenshot({ path: 'artifacts/help-center-article-320.png', fullPage: true });

  // In Spanish the same article reads in Spanish.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Español' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cómo obtener un certificado de seguro' }),
  ).toBeVisible();
});

test('an admin edits an article in the settings and a visitor reads the edit', async ({
  page,
  browser,
}) => {
  const sentence = `Call us any weekday ${Date.now()}.`;
  await signInAsAdmin(page);
  await page.goto('/dashboard/settings/help');
  await expect(page.getByRole('heading', { level: 2, name: 'Help articles' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Reporting an injury or a claim' }).click();
  const body = page.getByLabel('Body (Markdown)');
  await expect(body).toHaveValue(/To report an injury or a claim/);
  await body.fill(`${await body.inputValue()}\n\n${sentence}`);
  await expect(page.getByRole('region', { name: 'Preview' }).getByText(sentence)).toBeVisible();
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText('Version 2 is published.')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Edited by');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'artifacts/help-admin-desktop.png', fullPage: true });
  // Fits down to 280 px; the screenshot is taken at 320 px.
  await expectFits(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.screenshot({ path: 'artifacts/help-admin-320.png', fullPage: true });

  const visitor = await browser.newPage();
  await visitor.goto('/help/claims');
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Reporting an injury or a claim' }),
  ).toBeVisible();
  await expect(visitor.getByText(sentence)).toBeVisible();
  await visitor.goto('/help?q=weekday');
  await expect(
    visitor
      .getByRole('region', { name: /Results for/ })
      .getByRole('link', { name: 'Reporting an injury or a claim' }),
  ).toBeVisible();
  await visitor.close();
});
