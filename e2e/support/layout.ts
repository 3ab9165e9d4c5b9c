import { expect, type Page } from '@playwright/test';

/** How many pixels the page scrolls sideways at its current width (0 when it fits). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** No sideways scrolling at the narrowest width; the page is left at a desktop width. */
export async function expectFits(page: Page): Promise<void> {
  for (const width of [280, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await sidewaysOverflow(page), `${width} px`).toBeLessThanOrEqual(0);
  }
}
