import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A shown amount ("$1,250.05", "−$12.50") as integer cents: exact, never through a float. */
function cents(text: string): bigint {
  const match = /^([\u2212-]?)\$([\d,]+)\.(\d{2})/.exec(text.trim());
  if (!match) throw new Error(`Not a USD amount: ${text}`);
  const value = BigInt((match[2] ?? '').replaceAll(',', '')) * 100n + BigInt(match[3] ?? '0');
  return match[1] ? -value : value;
}
const count = (text: string) => BigInt(text.trim().replaceAll(',', ''));

/** The index of a column by its header's text. */
async function columnIndex(table: Locator, label: string): Promise<number> {
  const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim());
  const index = headers.indexOf(label);
  if (index < 0) throw new Error(`No column ${label} in ${headers.join(' | ')}`);
  return index;
}

/** A column's body cells and its totals cell, as text. */
async function column(table: Locator, label: string) {
  const index = await columnIndex(table, label);
  const body = await table
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((r) => r.children[i]?.textContent ?? ''), index);
  const total = (await table.locator('tfoot tr').locator('th, td').nth(index).textContent()) ?? '';
  return { body, total };
}

const listCount = async (page: Page, heading: RegExp) => {
  const text = (await page.getByRole('heading', { name: heading }).textContent()) ?? '';
  const match = /\(([\d,]+)\)/.exec(text);
  if (!match?.[1]) throw new Error(`No count in ${text}`);
  return count(match[1]);
};

describe('finance report', () => {
  it('totals equal the sum of their column, and a period’s deposits open a list of as many', async () => {
    const context = await newContext(browser, baseUrl, { width: 1440, height: 900 }, true);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/reports/finances?period=yearToDate&groupBy=month');
    const table = page.getByRole('table', { name: /^Finances per month/ });
    await table.locator('tfoot tr').waitFor();

    for (const label of ['Deposits USD', 'Withdrawals USD', 'Net deposits']) {
      const { body, total } = await column(table, label);
      expect(body.length).toBeGreaterThan(0);
      expect(
        body.map(cents).reduce((a, b) => a + b, 0n),
        label,
      ).toBe(cents(total));
    }
    const deposits = await column(table, 'Deposits');
    expect(deposits.body.map(count).reduce((a, b) => a + b, 0n)).toBe(count(deposits.total));
    expect(count(deposits.total)).toBeGreaterThan(0n);
    // The chart is drawn (an SVG inside the chart's box), not only its states.
    await page.locator('.report-chart svg').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The export is the view: its totals line holds the server's figures the totals row shows.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^finances-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-month\.csv$/);
    const lines = readFileSync(await file.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    const header = lines[0]?.split(',') ?? [];
    const totalLine = lines.find((l) => l.startsWith('total,'))?.split(',') ?? [];
    const depositsUsd = (await column(table, 'Deposits USD')).total;
    expect(cents(`$${totalLine[header.indexOf('deposits_usd')]}`)).toBe(cents(depositsUsd));

    // The last month with deposits: its count opens the deposits list of its days.
    const index = await columnIndex(table, 'Deposits');
    const links = table.locator(`tbody tr td:nth-child(${index + 1}) a`);
    const link = links.last();
    const figure = count((await link.textContent()) ?? '');
    await link.click();
    await page.waitForURL(/\/finances\/deposits\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('transaction_type')).toBe('deposit');
    await expect.poll(() => listCount(page, /^Deposits/).catch(() => -1n), { timeout: 10_000 }).toBe(figure);

    // A method's deposits open the deposits list of that method.
    await page.goBack();
    const methods = page.getByRole('table', { name: 'Finances by method' });
    const methodLink = methods
      .getByRole('row', { name: /^Credit card/ })
      .getByRole('link')
      .first();
    const byMethod = count((await methodLink.textContent()) ?? '');
    await methodLink.click();
    await page.waitForURL(/method=credit_card/);
    await expect.poll(() => listCount(page, /^Deposits/).catch(() => -1n), { timeout: 10_000 }).toBe(byMethod);
    await context.close();
  });

  it('refuses a user without reports.finances: no menu entry, and the page redirects with 401', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    // Marketing reads the FTD report but not the finance report (demo department roles).
    await signIn(page, 'marketing@demo.test');
    expect(await page.locator('nav a[href="/reports/finances"]').count()).toBe(0);
    await page.goto('/reports/finances');
    await page.waitForURL(/\/\?error=401/);
    await context.close();
  });
});

describe('first-time deposit report', () => {
  it('renders its chart and table, totals equal their column, and the list holds as many first deposits', async () => {
    const context = await newContext(browser, baseUrl, { width: 1440, height: 900 }, true);
    const page = await context.newPage();
    await signIn(page, 'marketing@demo.test', undefined, '/reports/firstTimeDeposits?period=yearToDate&groupBy=month');
    const table = page.getByRole('table', { name: /^First-time deposits per month/ });
    await table.locator('tfoot tr').waitFor();
    await page.locator('.report-chart svg').first().waitFor();
    const ftds = await column(table, 'FTDs');
    expect(ftds.body.map(count).reduce((a, b) => a + b, 0n)).toBe(count(ftds.total));
    const value = await column(table, 'FTD value');
    expect(value.body.map(cents).reduce((a, b) => a + b, 0n)).toBe(cents(value.total));
    // The list of first deposits under the report covers the same days: as many rows as the total.
    await expect
      .poll(() => listCount(page, /^First deposits/).catch(() => -1n), { timeout: 10_000 })
      .toBe(count(ftds.total));

    // A month's figure narrows the list to that month.
    const link = table.locator('tbody a').last();
    const figure = count((await link.textContent()) ?? '');
    await link.click();
    await page.waitForURL(/listFrom=/);
    await expect.poll(() => listCount(page, /^First deposits/).catch(() => -1n), { timeout: 10_000 }).toBe(figure);
    await context.close();
  });
});
