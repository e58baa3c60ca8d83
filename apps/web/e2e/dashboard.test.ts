import type { TTransactionPage } from '@crm/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cspViolations, launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.ts';
import { call, tokenOf } from './staff-calls.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  expect(cspViolations).toEqual([]);
});

const CHARTS = ['Registrations', 'Clients by country', 'Clients by device', 'Transactions per day'];

/** "$1,250.05", "−$80.00" as integer cents, without floats. */
const cents = (text: string) => {
  const match = /^(−|-)?\$([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`Not a USD figure: ${text}`);
  const value = BigInt(match[2]?.replaceAll(',', '') ?? '0') * 100n + BigInt(match[3] ?? '0');
  return match[1] ? -value : value;
};

/** The texts of one column of a table's body, by its header. */
async function column(table: Locator, header: string): Promise<string[]> {
  const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim());
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`No column ${header} in ${headers.join(', ')}`);
  return table.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents();
}

/** Refusals and failures of the console's calls from now on (before sign-in, the 401 of the current user is expected). */
const failures = (page: Page) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/dashboard/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  return failed;
};

describe('dashboard', () => {
  it('shows the admin every widget; latest transactions newest first without transfers; totals add up; a figure opens its rows', async () => {
    const context = await newContext(browser, baseUrl, { width: 1440, height: 900 });
    const page = await context.newPage();
    const latest = page.waitForResponse((r) => r.url().includes('/dashboard/users/transactions?') && r.ok());
    await signIn(page, 'admin@demo.test');
    const failed = failures(page);

    const kpis = page.getByRole('region', { name: 'Key figures' });
    await kpis.locator('.kpi').first().waitFor();
    expect(await kpis.locator('.kpi-label').allTextContents()).toEqual([
      'New clients',
      'Verified',
      'First-time deposits',
      'Deposits',
      'Withdrawals',
      'Net deposits',
    ]);

    const queues = page.getByRole('region', { name: 'Pending queues' });
    await queues.getByRole('link').first().waitFor();
    expect(await queues.getByRole('link', { name: /Pending requests/ }).getAttribute('href')).toBe('/requests');

    // Spec point 9: page 1, limit 10, newest createdAt first, no transfer between accounts.
    const reply = await latest;
    const query = new URL(reply.url()).searchParams;
    expect([query.get('page'), query.get('limit'), query.get('sort')]).toEqual(['1', '10', '-createdAt']);
    const docs = ((await reply.json()) as TTransactionPage).docs;
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.some((t) => t.transaction_type === 'transfer_between_accounts')).toBe(false);
    const created = docs.map((t) => t.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const transactions = page.getByRole('table', { name: 'Latest transactions' });
    await expect.poll(() => transactions.locator('tbody tr').count()).toBe(docs.length);
    expect(await column(transactions, 'Type')).not.toContain('Transfer');

    const clients = page.getByRole('table', { name: 'Latest clients' });
    await expect.poll(() => clients.locator('tbody tr').count()).toBe(10);

    // The four charts, drawn (the chart library loaded lazily).
    for (const name of CHARTS) {
      const chart = page.getByRole('region', { name }).locator('.report-chart-img svg');
      await chart.first().waitFor({ timeout: 15_000 });
    }

    // Transactions per day: the USD column adds up to its totals row (integer cents).
    const daily = page.getByRole('region', { name: 'Transactions per day' });
    await daily.getByText('Figures').click();
    const dailyTable = daily.getByRole('table', { name: 'Transactions per day' });
    const usd = await column(dailyTable, 'USD');
    expect(usd.length).toBe(30);
    const totalUsd = (await dailyTable.locator('tfoot td').allTextContents()).at(-1) ?? '';
    expect(usd.reduce((sum, text) => sum + cents(text), 0n)).toBe(cents(totalUsd));
    expect(cents(totalUsd)).toBeGreaterThan(0n);

    // New clients this month opens the clients registered this month: as many as the figure says.
    const figure = kpis.getByRole('link', { name: /^New clients this month: / });
    const expected = Number((await figure.textContent())?.replaceAll(',', ''));
    const listed = page.waitForResponse((r) => r.url().includes('/dashboard/users?') && r.ok());
    await figure.click();
    await page.waitForURL(/\/clients\?filters=/);
    const list = (await (await listed).json()) as { totalDocs: number };
    expect(list.totalDocs).toBe(expected);
    expect(failed).toEqual([]);
    await context.close();
  });

  it('shows a dealing user only the widgets of their data, and no error', async () => {
    const context = await newContext(browser, baseUrl, { width: 1440, height: 900 });
    const page = await context.newPage();
    await signIn(page, 'dealing@demo.test');
    const failed = failures(page);
    const kpis = page.getByRole('region', { name: 'Key figures' });
    await kpis.locator('.kpi').first().waitFor();
    // Client figures (users.get_users); no money, no first deposits.
    expect(await kpis.locator('.kpi-label').allTextContents()).toEqual(['New clients', 'Verified']);
    await page
      .getByRole('region', { name: 'Pending queues' })
      .getByRole('link', { name: /Pending requests/ })
      .waitFor();
    await page.getByRole('table', { name: 'Latest clients' }).locator('tbody tr').first().waitFor();
    expect(await page.getByRole('region', { name: 'Latest transactions' }).count()).toBe(0);
    for (const name of CHARTS) expect(await page.getByRole('region', { name }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(failed).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility violation with every widget drawn', async () => {
    // A context that lets axe-core in (it is injected as a script): the CSP is checked by the tests above.
    const context = await newContext(browser, baseUrl, { width: 1440, height: 900 }, true);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test');
    for (const name of CHARTS)
      await page.getByRole('region', { name }).locator('.report-chart-img svg').first().waitFor();
    await page.getByRole('table', { name: 'Latest transactions' }).locator('tbody tr').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('speaks Greek to a user whose language is Greek: headings, figures, chart legend and the finance report', async () => {
    const token = await tokenOf('admin@demo.test');
    const language = (value: 'el' | 'en') =>
      call(token, 'PUT', '/dashboard/crmusers/current/language', { language: value });
    await language('el');
    const context = await newContext(browser, baseUrl, { width: 1440, height: 900 });
    try {
      const page = await context.newPage();
      await signIn(page, 'admin@demo.test');
      await page.getByRole('heading', { level: 1, name: 'Πίνακας ελέγχου' }).waitFor();
      const kpis = page.getByRole('region', { name: 'Βασικά μεγέθη' });
      await kpis.locator('.kpi').first().waitFor();
      expect(await kpis.locator('.kpi-label').allTextContents()).toEqual([
        'Νέοι πελάτες',
        'Επαληθευμένοι',
        'Πρώτες καταθέσεις',
        'Καταθέσεις',
        'Αναλήψεις',
        'Καθαρές καταθέσεις',
      ]);
      // A chart's legend is drawn by ECharts from the series' names: Greek too.
      const daily = page.getByRole('region', { name: 'Συναλλαγές ανά ημέρα' });
      await daily.locator('.report-chart-img svg').first().waitFor();
      await daily.locator('.report-chart-img svg').getByText('Καταθέσεις', { exact: true }).first().waitFor();
      await page.getByRole('table', { name: 'Τελευταίες συναλλαγές' }).locator('tbody tr').first().waitFor();

      // A report: its title, the kit's filters, a column and the CSV button.
      await page.goto('/reports/finances');
      await page.getByRole('heading', { level: 1, name: 'Οικονομικά' }).waitFor();
      await page.getByLabel('Περίοδος').waitFor();
      await page.getByRole('button', { name: 'Εξαγωγή CSV' }).waitFor();
      await page.getByRole('columnheader', { name: 'Καθαρές καταθέσεις' }).waitFor();
    } finally {
      // The language is kept on the server, and the next files sign in as the admin in English.
      await language('en');
      await context.close();
    }
  }, 120_000);
});
