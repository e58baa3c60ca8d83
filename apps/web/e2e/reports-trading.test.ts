import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, signIn } from './browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A shown decimal ("$1,250.05", "−$12.50", "1,204.50") as integer hundredths: exact, never a float. */
function hundredths(text: string): bigint {
  const match = /^([\u2212-]?)\$?([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`Not a two-digit decimal: ${text}`);
  const value = BigInt((match[2] ?? '').replaceAll(',', '')) * 100n + BigInt(match[3] ?? '0');
  return match[1] ? -value : value;
}
const count = (text: string) => BigInt(text.trim().replaceAll(',', ''));
const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

/** A column's body cells and its totals cell, as text, by the header's text. */
async function column(table: Locator, label: string) {
  const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim());
  const index = headers.indexOf(label);
  if (index < 0) throw new Error(`No column ${label} in ${headers.join(' | ')}`);
  const body = await table
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((r) => r.children[i]?.textContent ?? ''), index);
  const total = (await table.locator('tfoot tr').locator('th, td').nth(index).textContent()) ?? '';
  return { body, total };
}

describe('trading reports', () => {
  it('active traders: chart and table; the totals equal their columns, or the empty state says why', async () => {
    const context = await newContext(browser, baseUrl, { width: 1440, height: 900 }, true);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/reports/activeTraders?period=yesterday&top=100');
    const table = page.getByRole('table', { name: /^Active traders, / });
    const chart = page.locator('.report-chart');
    const emptyText = /^No trading data yet|^No client traded/;
    // The totals are every trader's: they are the column's sum when the top 100 holds them all, so the
    // test looks for a period short enough (the demo trades every day, a handful of clients each).
    let checked = false;
    for (const period of ['yesterday', 'today', 'last7Days']) {
      await page.goto(`/reports/activeTraders?period=${period}&top=100`);
      // The deal import runs every minute: the page is either filled or says the import has not run.
      await table.locator('tfoot tr').or(chart.getByText(emptyText)).first().waitFor();
      await expect(page.getByRole('table', { name: 'Active traders by platform' }).count()).resolves.toBe(1);
      if ((await table.locator('tfoot tr').count()) === 0) {
        await expect(
          page.getByText(/Trading data(?: as of \d\d\/\d\d\/\d{4} \d\d:\d\d UTC|: not imported yet)/).count(),
        ).resolves.toBe(1);
        if ((await chart.getByText(/^No trading data yet/).count()) > 0) break;
        continue;
      }
      await chart.locator('svg').first().waitFor();
      await page.getByText(/Trading data as of \d\d\/\d\d\/\d{4} \d\d:\d\d UTC/).waitFor();
      const label = ((await table.locator('tfoot tr th, tfoot tr td').first().textContent()) ?? '').trim();
      if (label !== 'Total') continue;
      const trades = await column(table, 'Trades');
      expect(sum(trades.body.map(count))).toBe(count(trades.total));
      for (const name of ['Volume (lots)', 'Notional USD', 'Realised P/L USD']) {
        const { body, total } = await column(table, name);
        expect(sum(body.map(hundredths)), name).toBe(hundredths(total));
      }
      checked = true;
      // A trader opens their client page.
      await table.locator('tbody').getByRole('link').first().click();
      await page.waitForURL(/\/clients\/[^/?]+$/);
      break;
    }
    // Before the first import nothing can be summed; after it, some short period holds every trader.
    if (!checked) await chart.getByText(/^No trading data yet|^No client traded/).waitFor();
    await context.close();
  });

  it('balance and equity: totals, trend and accounts; the margin call switch narrows the list', async () => {
    const context = await newContext(browser, baseUrl, { width: 1440, height: 900 }, true);
    const page = await context.newPage();
    const replied = page.waitForResponse((r) => r.url().includes('/dashboard/users/balanceReport'));
    await signIn(page, 'admin@demo.test', undefined, '/reports/balanceEquity');
    const heading = page.getByRole('heading', { name: /^Accounts \(/ });
    await heading.waitFor();
    const all = count(/\(([\d,]+)\)/.exec((await heading.textContent()) ?? '')?.[1] ?? '');
    expect(all).toBeGreaterThan(0n);
    const accounts = page.getByRole('table', { name: 'Accounts', exact: true });
    expect(await accounts.locator('tbody').getByRole('link').count()).toBeGreaterThan(0);
    const totals = page.getByRole('table', { name: 'Balance and equity now by platform and currency' });
    expect(await totals.locator('tbody tr').count()).toBeGreaterThan(0);
    // Near the totals, when the open positions were priced: the reply's instant in the browser's time.
    const { pricedAt } = (await (await replied).json()) as { pricedAt: string };
    const time = await page.evaluate((iso) => {
      const at = new Date(iso);
      return [at.getHours(), at.getMinutes(), at.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
    }, pricedAt);
    await page.getByText(`Priced at ${time}`, { exact: true }).waitFor();
    // The trend: drawn once a daily snapshot exists; before the first, the chart's box says so.
    await page
      .locator('.report-chart svg')
      .or(page.locator('.report-chart').getByText(/^No daily snapshot/))
      .first()
      .waitFor();
    expect(await page.getByRole('table', { name: /^Balance and equity per day/ }).count()).toBe(1);

    await page.getByRole('switch', { name: 'Margin call only' }).click();
    await page.waitForURL(/marginCall=1/);
    const narrowed = page.getByRole('heading', { name: /^Accounts \([\d,]+\) in margin call/ });
    await narrowed.waitFor();
    const inCall = count(/\(([\d,]+)\)/.exec((await narrowed.textContent()) ?? '')?.[1] ?? '');
    expect(inCall).toBeLessThan(all);
    const rows = page.getByRole('table', { name: 'Accounts in margin call' }).locator('tbody tr');
    if (inCall > 0n) {
      for (const text of await rows.allTextContents()) expect(text).toContain('margin call');
    } else {
      await page.getByText('No account is in margin call.').waitFor();
    }
    await context.close();
  });

  it('refuses a user without the reports’ permissions: no menu entries, and the pages redirect with 401', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    // Marketing has neither reports.active_traders nor reports.balance_report (demo department roles).
    await signIn(page, 'marketing@demo.test');
    expect(
      await page.locator('nav a[href="/reports/activeTraders"], nav a[href="/reports/balanceEquity"]').count(),
    ).toBe(0);
    await page.goto('/reports/activeTraders');
    await page.waitForURL(/\/\?error=401/);
    await page.goto('/reports/balanceEquity');
    await page.waitForURL(/\/\?error=401/);
    await context.close();
  });
});
