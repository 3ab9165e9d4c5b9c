/**
 * What every page shares: the support chat's launcher covers nothing on public pages and is not
 * on staff pages; the applications filters wear the app's field style.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { signInToken, useSession } from '../support/api';

const SHOTS = 'artifacts/staff-shell';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The visible links, buttons, headings, fields and cards the launcher's box meets. */
async function coveredBy(page: Page, launcher: Locator): Promise<string[]> {
  const box = (await launcher.boundingBox())!;
  const candidates = page.locator(
    'main a, main button, main h1, main h2, main h3, main p, main input, main select, main li, main article, footer a, footer p',
  );
  const covered: string[] = [];
  for (const each of await candidates.all()) {
    if (!(await each.isVisible())) continue;
    const other = await each.boundingBox();
    if (other && overlaps(box, other)) covered.push((await each.innerText()).slice(0, 40));
  }
  return covered;
}

test.describe('the support chat launcher', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    test(`covers nothing on the home page at ${viewport.width}×${viewport.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(
        page.getByRole('heading', { name: 'Coverage for the business you built' }),
      ).toBeVisible();
      const launcher = page.getByRole('button', { name: 'Chat with us' });
      await expect(launcher).toBeVisible();
      // Where it first shows, beside the coverage cards, and at the end of the page.
      await launcher.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/home-${viewport.width}.png` });
      expect(await coveredBy(page, launcher)).toEqual([]);
      await page.getByRole('heading', { name: 'Cyber liability' }).scrollIntoViewIfNeeded();
      expect(await coveredBy(page, launcher)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await coveredBy(page, launcher)).toEqual([]);
      // It still opens the chat.
      await launcher.click();
      await expect(page.getByRole('dialog', { name: 'Support chat' })).toBeVisible();
    });
  }

  test('is not on staff pages, nor shown to staff elsewhere', async ({
    page,
    context,
    request,
  }) => {
    const admin = await signInToken(request, ADMIN.email, ADMIN.password);
    await useSession(context, admin.access_token);
    for (const [path, heading] of [
      ['/dashboard', /Welcome/],
      ['/dashboard/applications/all', 'Applications'],
      ['/dashboard/settings/payroll-rules', 'Settings'],
      ['/', 'Coverage for the business you built'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
    }
    // The rules' "Next page" was under the launcher; it is free to click.
    await page.goto('/dashboard/settings/payroll-rules');
    const next = page.getByRole('button', { name: 'Next page' });
    await next.scrollIntoViewIfNeeded();
    await next.click({ trial: true });
  });
});

test('the applications filters look like the other fields', async ({ page, context, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = await signInToken(request, ADMIN.email, ADMIN.password);
  await useSession(context, admin.access_token);
  await page.goto('/dashboard/applications/all');
  const search = page.getByRole('search', { name: /./ });
  const selects = search.getByRole('combobox');
  await expect(selects).toHaveCount(2);
  const field = await page.getByRole('searchbox').evaluate((e) => {
    const s = getComputedStyle(e);
    return { radius: s.borderRadius, border: s.borderTopColor, height: s.height };
  });
  for (const select of await selects.all()) {
    const style = await select.evaluate((e) => {
      const s = getComputedStyle(e);
      return {
        appearance: s.appearance,
        radius: s.borderRadius,
        border: s.borderTopColor,
        height: s.height,
      };
    });
    expect(style).toEqual({ appearance: 'none', ...field });
  }
  await page.screenshot({ path: `${SHOTS}/applications.png` });
});
