import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Walking the console's pages in one tab, as the axe sweep and the Greek walk do.

/**
 * Waits until the page has drawn its data: a heading, nothing busy or still loading, in English or
 * Greek (a list, a document), then a moment for late styles. A page that keeps loading is taken as
 * it is.
 */
export async function settle(page: Page) {
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await expect
    .poll(
      () =>
        page
          .locator('[aria-busy="true"]')
          .or(page.getByText(/^(Loading|Drawing|Φόρτωση|Σχεδίαση).*…$/))
          .count(),
      {
        timeout: 15_000,
      },
    )
    .toBe(0)
    .catch(() => undefined);
  await page.waitForTimeout(100);
}

/**
 * Opens a route inside the running console, as its menu links do (React Router hears popstate):
 * no reload, so the app and axe-core stay loaded and each page costs its own rendering only.
 */
export async function openInApp(page: Page, path: string) {
  const before = await page.locator('h1').first().elementHandle();
  const title = await before?.textContent();
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  // The new page's heading replaces the old one or its text; a route that lands on the page it left
  // (a group opening the child just audited) changes neither, so the wait is bounded.
  await page
    .waitForFunction(
      ([old, text]) => {
        const h1 = document.querySelector('h1');
        return h1 !== old || h1?.textContent !== text;
      },
      [before, title] as const,
      { timeout: 1_000 },
    )
    .catch(() => undefined);
}
