import { expect, type Page } from '@playwright/test';

/**
 * The toast an action shows, dismissed so the next one is read on its own. A click can miss it
 * while its entrance animation runs or as it closes by itself; then the pointer is moved off it
 * (hovering pauses its timer) and it is left to close.
 */
export async function toastSays(page: Page, text: string): Promise<void> {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  const dismissed = await toast
    .click({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!dismissed) await page.mouse.move(0, 0);
  await expect(toast).toBeHidden({ timeout: 15_000 });
}
