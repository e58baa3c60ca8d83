import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, signIn } from './browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The table's body rows, cell texts in column order. */
async function tableRows(page: Page): Promise<string[][]> {
  const rows = page.locator('tbody tr');
  const all: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++) all.push(await rows.nth(i).getByRole('cell').allTextContents());
  return all;
}

/** A list page's export in one format: the saved file's name and bytes. */
async function exportAs(page: Page, format: 'CSV' | 'Excel (XLSX)') {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: format }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

describe('export', () => {
  it('saves the clients list as CSV exactly as the table shows it: rows, order and columns', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    // Text columns, which the table shows as they are; sorted by e-mail, descending; pages of 100
    // rows (below the list kit's virtual threshold, so every row of the page is in the DOM).
    const fields = ['first_name', 'last_name', 'email'];
    const filters = encodeURIComponent('country[eq]:de');
    await signIn(
      page,
      'admin@demo.test',
      undefined,
      `/clients?fields=${fields}&sort=-email&limit=100&filters=${filters}`,
    );
    await page.getByRole('cell').first().waitFor();
    const headers = await page.locator('thead th').allTextContents();
    expect(headers).toEqual(['First name', 'Last name', 'E-mail']);
    const shown = await tableRows(page);
    expect(shown.length).toBeGreaterThan(1);

    const { name, text } = await exportAs(page, 'CSV');
    expect(name).toMatch(/^clients-meridian-all-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe(fields.join(','));
    // The file holds every page of the view: its first rows are the page shown, and it has as many
    // rows as the pager counts. No demo name holds a comma, a quote or a line break, so each line
    // splits plainly.
    const total = Number(
      (await page.getByRole('navigation', { name: 'Pages' }).textContent())
        ?.match(/· ([\d,]+) clients/)?.[1]
        ?.replaceAll(',', ''),
    );
    expect(total).toBeGreaterThan(shown.length);
    expect(lines.length - 1).toBe(total);
    expect(lines.slice(1, shown.length + 1).map((l) => l.split(','))).toEqual(shown);
    await page.getByText(`Exported ${name}`).waitFor();

    const xlsx = await exportAs(page, 'Excel (XLSX)');
    expect(xlsx.name).toMatch(/^clients-meridian-all-.*\.xlsx$/);
    await context.close();
  });
});
