import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A shown figure ("1,234", "$1,234.56", "−$12.50") as an integer of its smallest unit: never a float. */
export const units = (text: string): bigint => {
  const negative = /[-\u2212]/.test(text);
  const digits = text.replace(/[^\d]/g, '');
  return (negative ? -1n : 1n) * BigInt(digits || '0');
};

/** The sum of shown figures, in their smallest unit. */
export const sumOf = (cells: readonly string[]) => cells.reduce((a, c) => a + units(c), 0n);

/** A report table's column by header name: its body cells and its totals cell. */
export async function column(page: Page, table: string, header: string) {
  const t = page.getByRole('table', { name: table });
  const headers = await t.locator('thead th').allTextContents();
  const n = headers.findIndex((h) => h.trim() === header) + 1;
  expect(n, header).toBeGreaterThan(0);
  return {
    cells: await t.locator(`tbody tr td:nth-child(${n})`).allTextContents(),
    total: (await t.locator(`tfoot tr > :nth-child(${n})`).textContent()) ?? '',
  };
}
