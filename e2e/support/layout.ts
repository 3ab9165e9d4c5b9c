import type { Page } from '@playwright/test';

/** How many pixels the page scrolls sideways at its current width (0 when it fits). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
